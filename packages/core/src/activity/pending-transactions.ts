import type { Transaction } from '@airlock/protocol';
import type { PendingTransfer } from './pending-transfer';

/** Spec §9: at most 99 of the modal's own transactions are tracked until mined. */
export const PENDING_TRANSACTIONS_LIMIT = 99;

/** A transaction the modal sent itself, shown as pending until the history has it mined. */
export interface PendingTransaction {
  hash: string;
  /** CAIP-2 network id. */
  chain: string;
  from: string;
  to: string;
  /** Native amount in base units (decimal string). */
  value: string;
  /** ISO 8601. */
  sentAt: string;
  /** What the Send view sent (token or NFT, amount, recipient); absent for a dApp's own transaction. */
  transfer?: PendingTransfer;
}

/** Newest first; past the limit the oldest is dropped. */
export function trackPendingTransaction(pending: readonly PendingTransaction[], transaction: PendingTransaction): PendingTransaction[] {
  const others = pending.filter((tracked) => !sameHash(tracked.hash, transaction.hash));
  return [transaction, ...others].slice(0, PENDING_TRANSACTIONS_LIMIT);
}

/** Drops those the history shows mined (confirmed or failed). */
export function withoutMined(pending: readonly PendingTransaction[], history: readonly Transaction[]): PendingTransaction[] {
  const mined = new Set(
    history.filter((transaction) => transaction.metadata.status !== 'pending').map((transaction) => transaction.hash.toLowerCase()),
  );
  return pending.filter((tracked) => !mined.has(tracked.hash.toLowerCase()));
}

/** Those sent from `address` on `chain` (CAIP-2): the ones its Activity shows. */
export function pendingFrom(pending: readonly PendingTransaction[], chain: string, address: string): PendingTransaction[] {
  const from = address.toLowerCase();
  return pending.filter((tracked) => tracked.chain === chain && tracked.from.toLowerCase() === from);
}

function sameHash(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
