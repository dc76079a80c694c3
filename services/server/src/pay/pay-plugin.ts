import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor } from '../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { createPaymentLimit } from './payment-limit';
import { createPaymentStore } from './payment-store';
import { payRoutes } from './pay-routes';

/** Pay (issue 22): payments, the transaction that pays each, and receipts checked on chain. */
export const payPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  // Thrown on to the app's handler, which formats every error the same way.
  app.setErrorHandler((error) => {
    throw isRpcUnavailable(error) ? rpcUnavailable() : error;
  });
  await app.register(payRoutes, {
    deps,
    store: createPaymentStore(deps.database.db),
    limit: createPaymentLimit(deps.counters, deps.config),
    chains: chainClientsFor(deps.chains),
  });
};
