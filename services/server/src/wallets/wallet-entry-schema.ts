import { z } from 'zod';
import type { WalletEntry } from '@airlock/protocol';
import { chainSchema } from './chain-ids';
import { walletIdSchema } from './wallet-id';

const MAX_URL_LENGTH = 512;
/** Schemes a wallet's own deep link may not use: they run or read something in the page instead of opening an app. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https']);

const webUrlSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'expected an http(s) URL without credentials');

const deepLinkSchema = z
  .string()
  .max(MAX_URL_LENGTH)
  .regex(/^[a-z][a-z0-9+.-]{0,31}:\/\/\S*$/, 'expected an app link such as metamask://')
  .refine((value) => !FORBIDDEN_SCHEMES.has(value.slice(0, value.indexOf(':'))), 'this scheme is not an app link');

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

const linksSchema = z.strictObject({ native: optional(deepLinkSchema), universal: optional(webUrlSchema) });
const noLinks = { native: null, universal: null };

/** Reverse DNS as a wallet announces it over EIP-6963, e.g. `io.metamask`. */
export const rdnsSchema = z
  .string()
  .max(128)
  .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i, 'expected a reverse-DNS id such as io.metamask');

export const MAX_WALLET_CHAINS = 64;

/** A whole wallet entry; links that are left out are null. Used for admin input and to check the registry. */
export const walletEntrySchema: z.ZodType<WalletEntry, unknown> = z.strictObject({
  id: walletIdSchema,
  name: z.string().trim().min(1).max(64),
  rdns: optional(rdnsSchema),
  homepage: webUrlSchema,
  mobile: linksSchema.default(noLinks),
  desktop: linksSchema.default(noLinks),
  webapp: optional(webUrlSchema),
  stores: z
    .strictObject({
      ios: optional(webUrlSchema),
      android: optional(webUrlSchema),
      chrome: optional(webUrlSchema),
      firefox: optional(webUrlSchema),
    })
    .default({ ios: null, android: null, chrome: null, firefox: null }),
  chains: z.array(chainSchema).min(1).max(MAX_WALLET_CHAINS),
});
