import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../../app/server-deps';
import { ACCOUNT_TYPES, smartAccountEnabledNetworks } from '../smart-account/account-type';
import { SMART_ACCOUNT_ERRORS } from '../smart-account/smart-account-errors';
import { EMBEDDED_ERRORS } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery } from './embedded-schemas';
import { signedSession } from './session-routes';
import { requireSignedSession } from './signed-session';

const accountTypeBody = z.object({ type: z.enum(ACCOUNT_TYPES, { error: "type must be 'eoa' or 'smartAccount'" }) }).strict();

/**
 * POST /v1/embedded/account-type {type: 'eoa' | 'smartAccount'} (signed) → { type, address }: the
 * user's preferred account type (spec §6, SET_PREFERRED_ACCOUNT), kept for their next sessions.
 * With EIP-7702 both types have the same address. A smart account needs a chain with a batch
 * executor: with none configured it is 409 SMART_ACCOUNT_UNAVAILABLE (the frame then stays eoa).
 */
export function accountTypeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { keys, users, sessions } = deps.embedded;
  const preHandler = requireSignedSession({ projects: deps.projects, sessions, counters: deps.counters });
  const smartAccountsAvailable = smartAccountEnabledNetworks(deps.chains).length > 0;

  app.post('/v1/embedded/account-type', { preHandler, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES }, async (request) => {
    embeddedQuery.parse(request.query);
    const { type } = accountTypeBody.parse(request.body);
    const { user } = signedSession(request);
    if (type === 'smartAccount' && !smartAccountsAvailable) throw SMART_ACCOUNT_ERRORS.smartAccountUnavailable();
    const key = await keys.get(user.id);
    if (!key) throw EMBEDDED_ERRORS.noKey();
    await users.setPreferredAccountType(user.id, type);
    return { type, address: key.address };
  });
}
