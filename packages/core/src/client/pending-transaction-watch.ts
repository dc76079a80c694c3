import { activeAccountListOwner } from './active-account-list-owner';
import type { ClientContext } from './client-context';
import { fetchTransactions } from './transaction-history-actions';

/** Spec §9 polling interval: how often the history is asked whether the modal's own transactions are mined. */
export const PENDING_POLL_MS = 4_000;

const watching = new WeakSet<ClientContext>();

/**
 * While the active account has transactions the modal sent that the history does not show mined,
 * re-reads the first page of its history; once one is mined, the refresh updates the balances too,
 * so the Account view changes without a reload. Stops when none is left pending on the active network.
 */
export function watchPendingTransactions(context: ClientContext, pollMs: number = PENDING_POLL_MS): void {
  if (watching.has(context)) return;
  watching.add(context);
  const poll = async () => {
    const active = activeAccountListOwner(context);
    const pendingHere =
      active !== undefined &&
      context.transactionHistory
        .getState()
        .pending.some((pending) => pending.chain === active.chain && pending.from.toLowerCase() === active.address.toLowerCase());
    if (!active || !pendingHere) {
      watching.delete(context);
      return;
    }
    await fetchTransactions(context, 'refresh', { quiet: true });
    setTimeout(() => void poll(), pollMs);
  };
  setTimeout(() => void poll(), pollMs);
}
