import type { FastifyPluginAsync } from 'fastify';
import { adminWalletRoutes } from '../admin/admin-wallet-routes';
import type { ServerDeps } from '../app/server-deps';
import { walletRoutes } from './wallet-routes';

/** The wallet registry: the public list and icons, and the admin routes of per-project changes (each with its own hooks). */
export const walletPlugin: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  await app.register(walletRoutes, deps);
  await app.register(adminWalletRoutes, deps);
};
