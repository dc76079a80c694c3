import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { WalletsResponse } from '@airlock/protocol';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import { createProjectWalletStore } from './project-wallet-store';
import { createProjectWallets } from './project-wallets';
import { WalletNotFoundError } from './wallet-errors';
import { isWalletId } from './wallet-id';
import { toWalletListing } from './wallet-listing';
import { walletMonogramSvg } from './wallet-monogram';
import { walletRegistry } from './wallet-registry';
import { queryWallets } from './wallets-query';
import { walletsQuerySchema } from './wallets-query-schema';

/** The list is the same for every visitor of a project; an admin change reaches browsers within this. */
const LIST_MAX_AGE_SECONDS = 300;
/** A registry monogram changes only with a new server release. */
const ICON_MAX_AGE_SECONDS = 86_400;

const iconParamsSchema = z.object({ id: z.string() });

/**
 * The wallet registry: `GET /v1/wallets` (AppKit's getWallets: page, entries, search, include,
 * exclude, rdns, chains) with the project's added and hidden wallets applied, and the registry's
 * monogram icons.
 */
export const walletRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const projectWallets = createProjectWallets(createProjectWalletStore(deps.database.db), deps.cache);

  app.get('/v1/wallets', { preHandler: requireProject(deps.projects) }, async (request, reply) => {
    const query = walletsQuerySchema.parse(request.query);
    const page = queryWallets(await projectWallets.listed(request.project!.id), query);
    const response: WalletsResponse = { count: page.count, data: page.data.map(toWalletListing) };
    // The origin check answers some origins 403, so a shared cache must key on the origin too.
    reply.header('cache-control', `public, max-age=${LIST_MAX_AGE_SECONDS}`).header('vary', 'Origin');
    return response;
  });

  app.get('/v1/wallets/:id/icon.svg', async (request, reply) => {
    const { id } = iconParamsSchema.parse(request.params);
    const wallet = isWalletId(id) ? walletRegistry.get(id) : undefined;
    if (!wallet) throw new WalletNotFoundError(id.slice(0, 64));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ICON_MAX_AGE_SECONDS}`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(walletMonogramSvg(wallet.id, wallet.name));
  });
};
