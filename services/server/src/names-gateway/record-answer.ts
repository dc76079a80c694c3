import { labelUnderSuffix } from '@airlock/protocol';
import { decodeFunctionData, encodeAbiParameters, type Hex, namehash, parseAbi, zeroAddress } from 'viem';
import { evmAddressOf } from './evm-address-of';
import { gatewayRequestError } from './gateway-request-error';
import type { NameLookups } from './name-lookups';
import { parseReverseName } from './reverse-name';

/** The resolver profiles the gateway answers (ENSIP-1 addr, ENSIP-9 multicoin addr, ENSIP-5 text, name). */
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
]);
const KNOWN_SELECTORS = new Set(['0x3b3b57de', '0xf1cb7e06', '0x59d1d43c', '0x691f3431']);
const MAX_COIN_TYPE = 0xffff_ffffn;

const encodeAddress = (address: Hex) => encodeAbiParameters([{ type: 'address' }], [address]);
const encodeBytes = (bytes: Hex) => encodeAbiParameters([{ type: 'bytes' }], [bytes]);
const encodeString = (text: string) => encodeAbiParameters([{ type: 'string' }], [text]);

/** The primary name of a reverse name's address, if it resolves back to that address for the coin type. */
async function primaryName(lookups: NameLookups, name: string): Promise<string | undefined> {
  const query = parseReverseName(name);
  if (!query) return undefined;
  const records = await lookups.byAddress(query.address);
  return records.find((record) => evmAddressOf(record, query.coinType) === query.address)?.name;
}

/** An answer, and whether it came from a registered name (such answers do not change: names are only ever added). */
export interface RecordAnswer {
  result: Hex;
  found: boolean;
}

/**
 * The ABI-encoded answer to the resolver call `data` for `name` (dotted, lower case): an Airlock name's address and
 * text records, a reverse name's primary name. A name or record nobody registered, a node that is not `name`'s, or a
 * profile not served answers ENS's empty value (zero address, empty bytes or string; `0x` for unknown profiles).
 * Calldata that does not decode for its selector is a GatewayRequestError.
 */
export async function answerRecordQuery(lookups: NameLookups, name: string, data: Hex): Promise<RecordAnswer> {
  const selector = data.slice(0, 10).toLowerCase();
  if (!KNOWN_SELECTORS.has(selector)) return { result: '0x', found: false };
  let call: ReturnType<typeof decodeFunctionData<typeof recordAbi>>;
  try {
    call = decodeFunctionData({ abi: recordAbi, data });
  } catch {
    throw gatewayRequestError(`The resolver call ${selector} does not decode`);
  }
  const ours = call.args[0] === namehash(name);
  if (call.functionName === 'name') {
    const primary = ours ? await primaryName(lookups, name) : undefined;
    return { result: encodeString(primary ?? ''), found: primary !== undefined };
  }

  const label = ours ? labelUnderSuffix(name, lookups.suffix) : undefined;
  const record = label === undefined ? undefined : await lookups.byLabel(label);
  const found = record !== undefined;
  if (call.functionName === 'text') return { result: encodeString(record?.attributes[call.args[1] as string] ?? ''), found };
  if (call.args.length === 1) return { result: encodeAddress(evmAddressOf(record, 60) ?? zeroAddress), found };
  const coinType = call.args[1] as bigint;
  const address = coinType <= MAX_COIN_TYPE ? evmAddressOf(record, Number(coinType)) : undefined;
  return { result: encodeBytes(address ?? '0x'), found };
}
