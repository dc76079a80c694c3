import type { Hash, Hex } from 'viem';
import { MAX_BATCH_CALLS } from './wallet-calls-params';

/**
 * What a wallet_sendCalls id says: everything wallet_getCallsStatus needs, so the status survives a
 * server restart with nothing stored. Layout after 0x: format (1 byte, 01), atomic (1 byte, 00|01),
 * the batch's call count (1 byte), chain id (8 bytes), then the hash of each transaction sent
 * (32 bytes each): one for an atomic batch, one per call sent for a sequential one.
 */
export interface CallsBundle {
  atomic: boolean;
  callCount: number;
  chainId: number;
  hashes: Hash[];
}

const FORMAT = 1;
const HEADER_BYTES = 11;
const HASH_BYTES = 32;
export const MAX_BUNDLE_ID_CHARS = 2 + 2 * (HEADER_BYTES + HASH_BYTES * MAX_BATCH_CALLS);

const byteHex = (value: number, bytes: number) => value.toString(16).padStart(bytes * 2, '0');

export function encodeBundleId(bundle: CallsBundle): Hex {
  const header = byteHex(FORMAT, 1) + byteHex(bundle.atomic ? 1 : 0, 1) + byteHex(bundle.callCount, 1) + byteHex(bundle.chainId, 8);
  return `0x${header}${bundle.hashes.map((hash) => hash.slice(2).toLowerCase()).join('')}`;
}

/** The bundle an id names, or undefined when it is not an id this wallet made. */
export function decodeBundleId(id: unknown): CallsBundle | undefined {
  if (typeof id !== 'string' || id.length > MAX_BUNDLE_ID_CHARS || !/^0x(?:[0-9a-fA-F]{2})+$/.test(id)) return undefined;
  const body = id.slice(2).toLowerCase();
  const hashCount = (body.length / 2 - HEADER_BYTES) / HASH_BYTES;
  if (!Number.isInteger(hashCount) || hashCount < 1) return undefined;
  const format = Number.parseInt(body.slice(0, 2), 16);
  const atomicByte = Number.parseInt(body.slice(2, 4), 16);
  const callCount = Number.parseInt(body.slice(4, 6), 16);
  const chainId = Number(BigInt(`0x${body.slice(6, 22)}`));
  if (format !== FORMAT || atomicByte > 1 || callCount < 1 || callCount > MAX_BATCH_CALLS) return undefined;
  if (!Number.isSafeInteger(chainId) || chainId < 1) return undefined;
  const atomic = atomicByte === 1;
  if (atomic ? hashCount !== 1 : hashCount > callCount) return undefined;
  const hashes = Array.from(
    { length: hashCount },
    (_, index) => `0x${body.slice(2 * HEADER_BYTES + index * 2 * HASH_BYTES, 2 * HEADER_BYTES + (index + 1) * 2 * HASH_BYTES)}` as Hash,
  );
  return { atomic, callCount, chainId, hashes };
}
