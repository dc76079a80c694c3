import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { accountHistoryRoutes } from './account-history-routes';
import { spamTokenAdminRoutes } from './spam-token-admin-routes';

/** An account's indexed transaction history (GET /v1/account/:address/history) and the operator's spam list it flags from. */
export const accountHistoryPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  await app.register(accountHistoryRoutes, deps);
  await app.register(spamTokenAdminRoutes, deps);
};
