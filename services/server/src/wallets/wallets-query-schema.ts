import { z } from 'zod';
import { sdkQueryFields } from '../blockchain/request-schemas';
import { chainSchema } from './chain-ids';
import { rdnsSchema } from './wallet-entry-schema';
import { walletIdSchema } from './wallet-id';

export const DEFAULT_ENTRIES = 40;
export const MAX_ENTRIES = 100;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;
/** Most items one comma-separated list may name. */
export const MAX_LIST_ITEMS = 100;

const positiveInteger = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** Longest excluded item: an rdns (128) is the longest of id, rdns and name. */
export const MAX_EXCLUDE_ITEM_LENGTH = 128;

/** An excluded wallet as the dApp names it: its id, rdns or name (spec §5), compared case-insensitively. */
const excludeItemSchema = z
  .string()
  .max(MAX_EXCLUDE_ITEM_LENGTH)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'expected a wallet id, rdns or name');

/** A comma-separated list of items (empty items ignored), each checked by `item`. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .max(MAX_LIST_ITEMS * 130)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(MAX_LIST_ITEMS, `at most ${MAX_LIST_ITEMS} items`));

/** GET /v1/wallets query; projectId itself is checked by the project check, other parameters are ignored. */
export const walletsQuerySchema = z.object({
  ...sdkQueryFields,
  page: positiveInteger(MAX_PAGE).default(1),
  entries: positiveInteger(MAX_ENTRIES).default(DEFAULT_ENTRIES),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .transform((value) => value.trim())
    .optional(),
  include: commaList(walletIdSchema).optional(),
  /** Wallet ids, rdns or names (a name containing a comma cannot be given). */
  exclude: commaList(excludeItemSchema).optional(),
  rdns: commaList(rdnsSchema).optional(),
  chains: commaList(chainSchema).optional(),
});

export type WalletsQuery = z.output<typeof walletsQuerySchema>;
