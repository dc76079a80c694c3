import type { Address, Hex } from 'viem';
import { z } from 'zod';
import { evmAddress } from '../../blockchain/request-schemas';

/** A wallet_sendCalls batch has at most this many calls (each one a transaction for an eoa). */
export const MAX_BATCH_CALLS = 10;
/** Calldata of one call; the request body limit bounds the batch as a whole. */
export const MAX_CALL_DATA_BYTES = 16 * 1024;
/** wallet_getCapabilities answers for at most this many chains. */
export const MAX_CAPABILITY_CHAINS = 32;

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, { error: 'must be a 0x hex quantity' })
  .transform((value) => BigInt(value));
const bytes = z
  .string()
  .max(2 + 2 * MAX_CALL_DATA_BYTES, { error: `must be at most ${MAX_CALL_DATA_BYTES} bytes` })
  .regex(/^0x(?:[0-9a-fA-F]{2})*$/, { error: 'must be 0x hex bytes' });
export const chainIdHex = z.string().regex(/^0x[1-9a-fA-F][0-9a-fA-F]{0,12}$/, { error: 'must be a 0x hex chain id' });

/** EIP-5792 capabilities a request asks for: `{ name: { optional?: boolean, ... } }`. */
const capabilities = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => Object.keys(value).length <= 16, { error: 'at most 16 capabilities' });

/** Spec §5: a call needs a recipient starting with 0x; data, if present, starts with 0x. */
const call = z.object({
  to: evmAddress,
  data: bytes.optional(),
  value: quantity.optional(),
  capabilities: capabilities.optional(),
});

/** wallet_sendCalls' one parameter (EIP-5792 version 2.0.0). The batch id is always the wallet's. */
export const sendCallsParam = z
  .object({
    version: z.literal('2.0.0', { error: "version must be '2.0.0'" }),
    chainId: chainIdHex,
    from: evmAddress.optional(),
    atomicRequired: z.boolean().optional(),
    calls: z
      .array(call)
      .min(1, { error: 'at least one call' })
      .max(MAX_BATCH_CALLS, { error: `at most ${MAX_BATCH_CALLS} calls` }),
    capabilities: capabilities.optional(),
  })
  .strict();

export type SendCallsParam = z.infer<typeof sendCallsParam>;

/** One call as the batch runs it. */
export interface BatchCall {
  to: Address;
  value: bigint;
  data: Hex;
}

export const batchCalls = (param: SendCallsParam): BatchCall[] =>
  param.calls.map((entry) => ({ to: entry.to, value: entry.value ?? 0n, data: (entry.data ?? '0x') as Hex }));

/** Capability names a request requires (not marked optional: true); this wallet supports none of them. */
export function requiredCapabilities(param: SendCallsParam): string[] {
  const all = [param.capabilities, ...param.calls.map((entry) => entry.capabilities)];
  return all.flatMap((requested) =>
    Object.entries(requested ?? {})
      .filter(([, value]) => !(typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true))
      .map(([name]) => name),
  );
}

/** wallet_getCapabilities' optional second parameter: the chains to answer for. */
export const capabilityChainIds = z.array(chainIdHex).max(MAX_CAPABILITY_CHAINS, { error: `at most ${MAX_CAPABILITY_CHAINS} chains` });

/**
 * What an embedded RPC request costs against the rate limit: a batch as many as its calls (each is
 * a transaction for an eoa, like an eth_sendTransaction), anything else one. Read before validation.
 */
export function embeddedRpcCost(body: unknown): number {
  const { method, params } = (typeof body === 'object' && body !== null ? body : {}) as { method?: unknown; params?: unknown };
  // A batch's preview estimates each of its calls, as its send does.
  if (method === 'airlock_previewSend' && Array.isArray(params)) return embeddedRpcCost(params[0]);
  if (method !== 'wallet_sendCalls' || !Array.isArray(params)) return 1;
  const calls = (params[0] as { calls?: unknown } | undefined)?.calls;
  return Array.isArray(calls) ? Math.min(Math.max(calls.length, 1), MAX_BATCH_CALLS) : 1;
}
