import { z } from 'zod';

/** A wallet's stable slug: lower-case letters, digits and inner hyphens, e.g. `metamask`, `1inch`. */
export const WALLET_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export const walletIdSchema = z.string().regex(WALLET_ID_PATTERN, 'a wallet id is lower-case letters, digits and hyphens (at most 64)');

export const isWalletId = (value: string): boolean => WALLET_ID_PATTERN.test(value);
