import type { FastifyPluginAsync } from 'fastify';
import type { ProjectWalletChange, ProjectWalletChangesResponse } from '@airlock/protocol';
import { requireAdmin } from '../access/require-admin';
import type { ServerDeps } from '../app/server-deps';
import { isProjectId } from '../projects/project-id';
import type { ProjectWalletRow } from '../wallets/project-wallet-store';
import { createProjectWalletStore } from '../wallets/project-wallet-store';
import { createProjectWallets } from '../wallets/project-wallets';
import { projectWalletParamsSchema, setHiddenBodySchema } from '../wallets/admin-wallet-schemas';
import { walletEntrySchema } from '../wallets/wallet-entry-schema';
import { WalletNotFoundError } from '../wallets/wallet-errors';
import { isWalletId } from '../wallets/wallet-id';
import { projectParamsSchema } from './admin-schemas';
import { projectNotFound } from './project-not-found';

/** An added wallet entry is a few hundred bytes; this leaves room and no more. */
const WALLET_BODY_LIMIT_BYTES = 16 * 1024;

function toChange(row: ProjectWalletRow): ProjectWalletChange {
  return row.wallet
    ? { kind: 'added', walletId: row.walletId, wallet: row.wallet, hidden: row.hidden, createdAt: row.createdAt }
    : { kind: 'hidden', walletId: row.walletId, createdAt: row.createdAt };
}

/**
 * Admin routes for a project's changes to the wallet registry: list them, add a wallet of the
 * project's own, hide or unhide a wallet, and delete a change. Behind the admin token.
 */
export const adminWalletRoutes: FastifyPluginAsync<ServerDeps> = async (app, deps) => {
  const projectWallets = createProjectWallets(createProjectWalletStore(deps.database.db), deps.cache);
  app.addHook('onRequest', requireAdmin(deps.adminToken));

  const existingProject = async (params: unknown): Promise<string> => {
    const { id } = projectParamsSchema.parse(params);
    if (isProjectId(id) && (await deps.projects.get(id))) return id;
    throw projectNotFound(id.slice(0, 64));
  };
  const walletIdOf = (params: unknown): string => {
    const { walletId } = projectWalletParamsSchema.parse(params);
    if (isWalletId(walletId)) return walletId;
    throw new WalletNotFoundError(walletId.slice(0, 64));
  };

  app.get('/v1/admin/projects/:id/wallets', async (request) => {
    const projectId = await existingProject(request.params);
    const response: ProjectWalletChangesResponse = { projectId, changes: (await projectWallets.changes(projectId)).map(toChange) };
    return response;
  });

  app.post('/v1/admin/projects/:id/wallets', { bodyLimit: WALLET_BODY_LIMIT_BYTES }, async (request, reply) => {
    const projectId = await existingProject(request.params);
    const wallet = walletEntrySchema.parse(request.body);
    return reply.status(201).send(await projectWallets.add(projectId, wallet));
  });

  app.put('/v1/admin/projects/:id/wallets/:walletId/hidden', { bodyLimit: WALLET_BODY_LIMIT_BYTES }, async (request) => {
    const projectId = await existingProject(request.params);
    const walletId = walletIdOf(request.params);
    const { hidden } = setHiddenBodySchema.parse(request.body);
    await projectWallets.setHidden(projectId, walletId, hidden);
    return { walletId, hidden };
  });

  app.delete('/v1/admin/projects/:id/wallets/:walletId', async (request, reply) => {
    const projectId = await existingProject(request.params);
    await projectWallets.remove(projectId, walletIdOf(request.params));
    return reply.status(204).send();
  });
};
