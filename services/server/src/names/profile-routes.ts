import {
  type AccountNameRecord,
  labelUnderSuffix,
  nameLabelProblem,
  type NameSuggestionsResponse,
  type ReverseNamesResponse,
} from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { evmAddress } from '../blockchain/request-schemas';
import { clientAddress } from '../rate-limit/client-address';
import { z } from 'zod';
import type { IdentityResolver } from './identity-resolver';
import type { NameRegistrar } from './name-registration';
import type { NameRegistrationLimit } from './name-registration-limit';
import { nameSuggestions } from './name-suggestions';
import { PROFILE_ERRORS } from './profile-errors';
import { profileNameParams, profileQuery, registerNameBody, suggestionsQuery } from './profile-request-schemas';

/** A registration body: a 16 KB message, a signature (ERC-6492 ones carry a factory call) and JSON around them. */
const REGISTRATION_BODY_LIMIT_BYTES = 64 * 1024;

export interface ProfileRouteOptions {
  deps: ServerDeps;
  registrar: NameRegistrar;
  limit: NameRegistrationLimit;
  identities: IdentityResolver;
}

const reverseParams = z.object({ address: evmAddress });

/** The label of a name asked for as `alice` or `alice.<suffix>`; 400 with the rule's message when it breaks one. */
function labelAskedFor(name: string, suffix: string): string {
  const label = name.includes('.') ? labelUnderSuffix(name, suffix) : name.toLowerCase();
  if (label === undefined) throw PROFILE_ERRORS.notUnderSuffix(suffix);
  const problem = nameLabelProblem(label);
  if (problem) throw PROFILE_ERRORS.invalidLabel(problem);
  return label;
}

/**
 * The name routes of spec §7: suggestions, registration, a name's record and an address's names. Lookups spend the
 * project's rate-limit budget like every Blockchain API call; registrations also an hourly budget per IP and project.
 */
export const profileRoutes: FastifyPluginAsync<ProfileRouteOptions> = async (app, { deps, registrar, limit, identities }) => {
  const preHandler = requireProject(deps.projects);
  const registry = deps.names;

  app.get('/v1/profile/suggestions/:name', { preHandler }, async (request): Promise<NameSuggestionsResponse> => {
    const { name } = profileNameParams.parse(request.params);
    const { zone } = suggestionsQuery.parse(request.query);
    if (zone !== undefined && zone.replace(/^\./, '').toLowerCase() !== registry.suffix)
      throw PROFILE_ERRORS.zoneNotServed(zone, registry.suffix);
    return { suggestions: await nameSuggestions(registry, labelAskedFor(name, registry.suffix)) };
  });

  app.post(
    '/v1/profile/account',
    { preHandler, bodyLimit: REGISTRATION_BODY_LIMIT_BYTES },
    async (request, reply): Promise<AccountNameRecord> => {
      await limit.take(request.project!.id, clientAddress(request));
      const record = await registrar.register(registerNameBody.parse(request.body));
      // The name is registered: a cache that cannot be cleared now only shows it up to 5 minutes late.
      for (const { address } of Object.values(record.addresses)) {
        await identities.forget(address).catch((error: unknown) => request.log.warn({ err: error }, 'identity cache not cleared'));
      }
      reply.status(201).header('cache-control', 'no-store');
      return record;
    },
  );

  app.get('/v1/profile/account/:name', { preHandler }, async (request): Promise<AccountNameRecord> => {
    const { name } = profileNameParams.parse(request.params);
    profileQuery.parse(request.query);
    const label = labelUnderSuffix(name, registry.suffix);
    const record = label === undefined ? undefined : await registry.byLabel(label);
    if (!record) throw PROFILE_ERRORS.notFound(name);
    return record;
  });

  app.get('/v1/profile/reverse/:address', { preHandler }, async (request): Promise<ReverseNamesResponse> => {
    const { address } = reverseParams.parse(request.params);
    profileQuery.parse(request.query);
    return registry.byAddress(address);
  });
};
