import type { OnrampOptionsResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { OnrampDeps } from './onramp-deps';
import { optionsQuerySchema } from './onramp-request-schemas';

/** GET /v1/onramp/options?provider=: the project's providers and what one of them (the first by default) sells. */
export const onrampOptionsRoutes: FastifyPluginAsync<OnrampDeps> = async (app, deps) => {
  app.get('/v1/onramp/options', { preHandler: requireProject(deps.projects) }, async (request): Promise<OnrampOptionsResponse> => {
    const { provider: id } = optionsQuerySchema.parse(request.query);
    const project = request.project!;
    const provider = deps.quotes.providerFor(project, id);
    const options = await deps.catalogue.optionsOf(provider);
    return {
      providers: deps.providers.enabledFor(project.features).map((enabled) => enabled.info),
      provider: provider.info.id,
      purchaseCurrencies: options.purchaseCurrencies,
      paymentCurrencies: options.paymentCurrencies,
      sample: options.sample,
    };
  });
};
