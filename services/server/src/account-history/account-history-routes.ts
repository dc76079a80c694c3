import type { TransactionHistoryResponse } from '@airlock/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { accountHistoryPage } from './account-history-page';
import { createHistoryReader } from './account-history-store';
import { createAccountWatch } from './account-watch';
import { parseHistoryRequest } from './history-request';

/**
 * Where this server is reached, for the NFT image URLs of the answer: AIRLOCK_PUBLIC_URL, else the
 * request's own host (it only shapes this caller's answer, which is not cached).
 */
function serverBase(deps: ServerDeps, request: FastifyRequest): string {
  return deps.config.publicUrls[0]?.href ?? `${request.protocol}://${request.host}`;
}

/** GET /v1/account/:address/history?chainId=&cursor=&limit= (spec §7): the account's indexed transactions, newest first. */
export const accountHistoryRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const pageDeps = {
    db: deps.database.db,
    cache: deps.cache,
    chains: chainClientsFor(deps.chains),
    readHistoryPage: createHistoryReader(deps.database.db),
  };
  const watch = createAccountWatch(app, deps.log);
  app.get(
    '/v1/account/:address/history',
    { preHandler: requireProject(deps.projects) },
    async (request): Promise<TransactionHistoryResponse> => {
      const historyRequest = parseHistoryRequest(request, deps.chains);
      if (!historyRequest.after)
        watch(
          historyRequest.chains.map((chain) => chain.chainId),
          historyRequest.address,
        );
      return accountHistoryPage(pageDeps, historyRequest, serverBase(deps, request));
    },
  );
};
