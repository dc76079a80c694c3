import { decodeFunctionResult, encodeFunctionData, parseAbi, type Hex } from 'viem';
import { RpcUnavailableError } from '../rpc/upstream-error';
import type { indexedTokens } from '../storage/schema';
import type { ChainNode } from './chain-node';
import type { TokenSeen } from './indexed-rows';
import { mapWithLimit } from './map-with-limit';

export type TokenDetails = typeof indexedTokens.$inferInsert;

const TOKEN_CALLS_AT_ONCE = 4;

const METADATA_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

/** One of name(), symbol() or decimals(); undefined when the contract has no such function (or answers garbage). */
async function readField(node: ChainNode, address: string, functionName: 'name' | 'symbol' | 'decimals'): Promise<unknown> {
  try {
    const data: Hex = await node.ethCall(address, encodeFunctionData({ abi: METADATA_ABI, functionName }));
    return decodeFunctionResult({ abi: METADATA_ABI, functionName, data });
  } catch (error) {
    // A node that is down is waited for; only a contract that does not answer leaves the field null.
    if (error instanceof RpcUnavailableError) throw error;
    return undefined;
  }
}

/** What a token contract says it is, read once when first seen; what it does not answer stays null. */
export async function readTokenDetails(node: ChainNode, chainId: number, token: TokenSeen): Promise<TokenDetails> {
  const [name, symbol, decimals] = await Promise.all([
    readField(node, token.address, 'name'),
    readField(node, token.address, 'symbol'),
    token.kind === 'erc20' ? readField(node, token.address, 'decimals') : undefined,
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, 200) : null);
  return {
    chainId,
    address: token.address,
    kind: token.kind,
    name: text(name),
    symbol: text(symbol),
    decimals: typeof decimals === 'number' && decimals <= 255 ? decimals : null,
  };
}

/** Details of the tokens in `seen` not yet stored (nor read by this process before). */
export async function newTokenDetails(
  node: ChainNode,
  chainId: number,
  seen: readonly TokenSeen[],
  isKnown: (addresses: string[]) => Promise<Set<string>>,
): Promise<TokenDetails[]> {
  const unique = new Map(seen.map((token) => [token.address, token]));
  const known = await isKnown([...unique.keys()]);
  const fresh = [...unique.values()].filter((token) => !known.has(token.address));
  return mapWithLimit(fresh, TOKEN_CALLS_AT_ONCE, (token) => readTokenDetails(node, chainId, token));
}
