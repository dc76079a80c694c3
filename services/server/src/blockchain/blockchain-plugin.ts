import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { balanceRoutes } from './balance-routes';
import { fungiblePriceRoutes } from './fungible-price-routes';
import { gasPriceRoutes } from './gas-price-routes';
import { supportedChainsRoutes } from './supported-chains-routes';
import { isRpcUnavailable, rpcUnavailable } from './upstream-failure';

/** The read-only Blockchain API of spec §7: chains, balances, prices, gas price (identity is the names plugin's). */
export const blockchainPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  // Thrown on to the app's handler, which formats every error the same way.
  app.setErrorHandler((error) => {
    throw isRpcUnavailable(error) ? rpcUnavailable() : error;
  });
  await app.register(supportedChainsRoutes, deps);
  await app.register(balanceRoutes, deps);
  await app.register(fungiblePriceRoutes, deps);
  await app.register(gasPriceRoutes, deps);
};
