import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Address, ChainConfig } from './chain-config';
import { ConfigError } from './config-error';
import { tokenIconFor } from './token-icons';

const hex = (digits: number, what: string) =>
  z
    .string()
    .regex(new RegExp(`^0x[0-9a-fA-F]{${digits}}$`), `must be ${what}, 0x and ${digits} hex digits`)
    .transform((value) => value as Address);
const address = hex(40, 'an address');
const amount = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal amount as a string, such as "1" or "0.5"');
const httpUrl = z.url({ protocol: /^https?$/, error: 'Invalid URL (an http:// or https:// URL)' });
const iconUrl = z.string().min(1).optional();

const token = z.strictObject({
  address,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  iconUrl,
});

const chain = z.strictObject({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  rpcUrls: z.array(httpUrl).min(1, 'must list at least one RPC URL'),
  nativeCurrency: z.strictObject({
    name: z.string().min(1),
    symbol: z.string().min(1),
    decimals: z.number().int().min(0).max(255),
    iconUrl,
  }),
  testnet: z.boolean().default(false),
  tokens: z.array(token).default([]),
  multicall3: address,
  dex: z.strictObject({ router: address, factory: address, wrappedNative: address }).optional(),
  stablecoin: address.optional(),
  swap: z
    .strictObject({
      router: address,
      wrappedNative: address,
      v2Factory: address.optional(),
      v3Factory: address.optional(),
      quoter: address.optional(),
      v3Fees: z.array(z.number().int().positive().max(1_000_000)).max(8).default([100, 500, 3000, 10000]),
      intermediates: z.array(address).max(8).default([]),
    })
    .optional(),
  explorerUrl: httpUrl.optional(),
  batchExecutor: address.optional(),
  faucet: z
    .strictObject({
      privateKey: hex(64, 'a private key'),
      nativeAmount: amount,
      tokenAmounts: z.record(z.string(), amount).default({}),
    })
    .optional(),
  ens: z
    .strictObject({
      registry: address.optional(),
      universalResolver: address.optional(),
      publicResolver: address.optional(),
      offchainResolver: address.optional(),
      suffix: z.string().min(1).max(200).optional(),
      resolverOwnerKey: hex(64, 'a private key').optional(),
    })
    .optional(),
  onramp: z.strictObject({ treasuryKey: hex(64, 'a private key') }).optional(),
});

/** The chains file (AIRLOCK_CHAINS_FILE): `{ "chains": [...] }`, each chain as in ChainConfig, icons optional. */
const chainsFile = z.strictObject({ chains: z.array(chain) }).superRefine(({ chains }, context) => {
  const seen = new Set<number>();
  chains.forEach(({ chainId }, index) => {
    if (seen.has(chainId))
      context.addIssue({ code: 'custom', path: ['chains', index, 'chainId'], message: `chain ${chainId} is listed twice` });
    seen.add(chainId);
  });
});

function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('') ||
    '(the file)'
  );
}

type ChainInFile = z.infer<typeof chain>;

function chainConfigOf(entry: ChainInFile): ChainConfig {
  const { nativeCurrency, tokens, ...rest } = entry;
  return {
    ...rest,
    caipNetworkId: `eip155:${entry.chainId}`,
    nativeCurrency: { ...nativeCurrency, iconUrl: nativeCurrency.iconUrl ?? tokenIconFor(nativeCurrency.symbol) },
    tokens: tokens.map((item) => ({ ...item, iconUrl: item.iconUrl ?? tokenIconFor(item.symbol) })),
  };
}

/**
 * The chains of a parsed chains file; throws a ConfigError listing every problem as
 * `AIRLOCK_CHAINS_FILE: chains[0].rpcUrls[0]: Invalid URL`.
 */
export function parseChainsFile(content: unknown, source = 'AIRLOCK_CHAINS_FILE'): ChainConfig[] {
  const result = chainsFile.safeParse(content);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  AIRLOCK_CHAINS_FILE: ${fieldPath(issue.path)}: ${issue.message}`);
    throw new ConfigError([`${source} is not a valid chains file:`, ...problems].join('\n'));
  }
  return result.data.chains.map(chainConfigOf);
}

/** Reads and checks the chains file at `file` (AIRLOCK_CHAINS_FILE). */
export function readChainsFile(file: string): ChainConfig[] {
  const path = resolve(file);
  const source = `AIRLOCK_CHAINS_FILE=${path}`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(
      `${source}: cannot read the chains file (${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)})`,
    );
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source}: the chains file is not JSON (${(error as Error).message})`);
  }
  return parseChainsFile(content, source);
}
