import type { KeyValueStorage } from '../storage/key-value-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { isPendingTransfer } from './pending-transfer';
import { PENDING_TRANSACTIONS_LIMIT, type PendingTransaction } from './pending-transactions';

/**
 * A transaction no history has shown mined a day after it was sent was dropped or replaced (a wallet's
 * speed-up or cancel sends another hash): it is forgotten rather than shown pending for ever.
 */
export const PENDING_TRANSACTION_MAX_AGE_MS = 24 * 60 * 60_000;

const HASH = /^0x[0-9a-fA-F]+$/;
const DIGITS = /^\d+$/;

function isPendingTransaction(value: unknown): value is PendingTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.hash === 'string' &&
    HASH.test(entry.hash) &&
    typeof entry.chain === 'string' &&
    typeof entry.from === 'string' &&
    typeof entry.to === 'string' &&
    typeof entry.value === 'string' &&
    DIGITS.test(entry.value) &&
    typeof entry.sentAt === 'string' &&
    !Number.isNaN(Date.parse(entry.sentAt)) &&
    (entry.transfer === undefined || isPendingTransfer(entry.transfer))
  );
}

function isFresh(entry: PendingTransaction, now: number): boolean {
  return now - Date.parse(entry.sentAt) < PENDING_TRANSACTION_MAX_AGE_MS;
}

/** Those sent from `address` on `chain` (CAIP-2) that were stored and are still worth showing, newest first. */
export function readStoredPendingTransactions(storage: KeyValueStorage, chain: string, address: string, now: number): PendingTransaction[] {
  const stored = storage.get<unknown>(STORAGE_KEYS.pendingTransactions(chain, address));
  if (!Array.isArray(stored)) return [];
  const from = address.toLowerCase();
  return stored
    .filter(isPendingTransaction)
    .filter((entry) => entry.chain === chain && entry.from.toLowerCase() === from && isFresh(entry, now))
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
    .slice(0, PENDING_TRANSACTIONS_LIMIT);
}

/** Stores what is pending from `address` on `chain` (at most 99, the newest); none left removes the key. */
export function storePendingTransactions(
  storage: KeyValueStorage,
  chain: string,
  address: string,
  pending: readonly PendingTransaction[],
): void {
  const key = STORAGE_KEYS.pendingTransactions(chain, address);
  if (pending.length === 0) storage.remove(key);
  else storage.set(key, pending.slice(0, PENDING_TRANSACTIONS_LIMIT));
}

/** `memory` with the stored entries it lacks, newest first, at most 99 (spec §9). */
export function mergePendingTransactions(
  memory: readonly PendingTransaction[],
  stored: readonly PendingTransaction[],
): PendingTransaction[] {
  const known = new Set(memory.map((entry) => entry.hash.toLowerCase()));
  return [...memory, ...stored.filter((entry) => !known.has(entry.hash.toLowerCase()))]
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
    .slice(0, PENDING_TRANSACTIONS_LIMIT);
}
