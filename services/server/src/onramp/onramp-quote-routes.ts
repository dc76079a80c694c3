import type { OnrampQuote } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import { clientAddress } from '../rate-limit/client-address';
import type { OnrampDeps } from './onramp-deps';
import { quoteBodySchema } from './onramp-request-schemas';

/** A quote body is a few short fields. */
const QUOTE_BODY_LIMIT_BYTES = 4 * 1024;

/** POST /v1/onramp/quote: what the visitor pays and receives, within the hourly quote budgets per IP and per project. */
export const onrampQuoteRoutes: FastifyPluginAsync<OnrampDeps> = async (app, deps) => {
  app.post(
    '/v1/onramp/quote',
    { preHandler: requireProject(deps.projects), bodyLimit: QUOTE_BODY_LIMIT_BYTES },
    async (request): Promise<OnrampQuote> => {
      const input = quoteBodySchema.parse(request.body);
      const project = request.project!;
      await deps.budgets.quotes.take(project.id, clientAddress(request));
      return (await deps.quotes.quote(project, input)).quote;
    },
  );
};
