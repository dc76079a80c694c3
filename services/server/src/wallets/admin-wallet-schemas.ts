import { z } from 'zod';

/** PUT /v1/admin/projects/:id/wallets/:walletId/hidden */
export const setHiddenBodySchema = z.strictObject({ hidden: z.boolean() });

export const projectWalletParamsSchema = z.object({ id: z.string(), walletId: z.string() });
