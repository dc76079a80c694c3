import { type Address, decodeFunctionData, getAddress, type Hex, hexToBytes, isAddress, parseAbi } from 'viem';
import { decodeDnsName } from './dns-name';
import { gatewayRequestError } from './gateway-request-error';
import type { NameLookups } from './name-lookups';
import { answerRecordQuery } from './record-answer';

/** Largest resolve() calldata the gateway reads: a name and one record call fit in far less. */
export const MAX_GATEWAY_CALL_DATA_BYTES = 2048;

const EXTENDED_RESOLVE_SELECTOR = '0x9061b923';
const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']);

export type SignGatewayAnswer = (resolver: Address, callData: Hex, result: Hex) => Promise<Hex>;

/** A signed answer about a registered name is handed out again for this long (well within its validity). */
const REUSE_MS = 60_000;
// Keys are up to 4 KB (the calldata): this bounds the map to about 10 MB.
const MAX_REUSED = 2_000;

/** Answers EIP-3668 lookups (see answerGatewayQuery); those about a registered name are kept a minute, signed. */
export function createGatewayResponder(lookups: NameLookups, signAnswer: SignGatewayAnswer, now: () => number = Date.now) {
  const reused = new Map<string, { response: Hex; until: number }>();
  return async (sender: string, callData: string): Promise<Hex> => {
    const key = `${sender.toLowerCase()}${callData.toLowerCase()}`;
    const hit = reused.get(key);
    if (hit && hit.until > now()) return hit.response;
    const { response, found } = await answerGatewayQuery(lookups, signAnswer, sender, callData);
    if (found) {
      reused.delete(key);
      if (reused.size >= MAX_REUSED) reused.delete(reused.keys().next().value!);
      reused.set(key, { response, until: now() + REUSE_MS });
    }
    return response;
  };
}

/**
 * The signed answer to an EIP-3668 lookup from the offchain resolver `sender`: `callData` is its
 * resolve(bytes name, bytes data) (IExtendedResolver), `name` DNS-encoded. Bad input is a GatewayRequestError (400).
 */
export async function answerGatewayQuery(
  lookups: NameLookups,
  signAnswer: SignGatewayAnswer,
  sender: string,
  callData: string,
): Promise<{ response: Hex; found: boolean }> {
  if (!isAddress(sender, { strict: false })) throw gatewayRequestError('sender must be an address: 0x and 40 hex digits');
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(callData)) throw gatewayRequestError('data must be hex: 0x and an even number of hex digits');
  if ((callData.length - 2) / 2 > MAX_GATEWAY_CALL_DATA_BYTES)
    throw gatewayRequestError(`data must be at most ${MAX_GATEWAY_CALL_DATA_BYTES} bytes`);
  const data = callData.toLowerCase() as Hex;
  if (!data.startsWith(EXTENDED_RESOLVE_SELECTOR))
    throw gatewayRequestError(`data must be a call of resolve(bytes,bytes) (${EXTENDED_RESOLVE_SELECTOR})`);
  let args: readonly [Hex, Hex];
  try {
    ({ args } = decodeFunctionData({ abi: resolveAbi, data }));
  } catch {
    throw gatewayRequestError('data does not decode as resolve(bytes name, bytes data)');
  }
  const name = decodeDnsName(hexToBytes(args[0]));
  if (name === undefined) throw gatewayRequestError('name is not a DNS-encoded name');
  const { result, found } = await answerRecordQuery(lookups, name, args[1]);
  return { response: await signAnswer(getAddress(sender), data, result), found };
}
