import type { PendingTransaction } from './pending-transactions';

/**
 * What a send from the modal moved, recorded as it is sent (the history knows it only once mined),
 * so its pending Activity row says what a mined one would. Amounts in base units, decimal strings.
 */
export type PendingTransfer =
  | {
      kind: 'token';
      recipient: string;
      amount: string;
      decimals: number;
      symbol: string /** The ERC-20; none for the native currency. */;
      token?: string;
    }
  | { kind: 'nft'; recipient: string; amount: string; contract: string; tokenId: string; name?: string };

const DIGITS = /^\d+$/;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Whether `value` (read back from storage) is a transfer this version can show. */
export function isPendingTransfer(value: unknown): value is PendingTransfer {
  if (typeof value !== 'object' || value === null) return false;
  const transfer = value as Record<string, unknown>;
  if (!isText(transfer.recipient) || typeof transfer.amount !== 'string' || !DIGITS.test(transfer.amount)) return false;
  if (transfer.kind === 'token') {
    return (
      isText(transfer.symbol) &&
      Number.isInteger(transfer.decimals) &&
      (transfer.decimals as number) >= 0 &&
      (transfer.token === undefined || isText(transfer.token))
    );
  }
  if (transfer.kind === 'nft') {
    return (
      isText(transfer.contract) &&
      typeof transfer.tokenId === 'string' &&
      DIGITS.test(transfer.tokenId) &&
      (transfer.name === undefined || typeof transfer.name === 'string')
    );
  }
  return false;
}

/** Adds what the transaction `hash` moved to its pending entry (tracked when the wallet returned the hash). */
export function withPendingTransfer(pending: readonly PendingTransaction[], hash: string, transfer: PendingTransfer): PendingTransaction[] {
  return pending.map((tracked) => (tracked.hash.toLowerCase() === hash.toLowerCase() ? { ...tracked, transfer } : tracked));
}
