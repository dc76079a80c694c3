import { mergePendingTransactions, readStoredPendingTransactions, storePendingTransactions } from '../activity/pending-transaction-storage';
import { pendingFrom, type PendingTransaction } from '../activity/pending-transactions';
import { activeAccountListOwner } from './active-account-list-owner';
import type { ClientContext } from './client-context';
import { startAccountHistoryWatch } from './start-account-history-watch';

function groupKey(entry: PendingTransaction): string {
  return `${entry.chain}\n${entry.from.toLowerCase()}`;
}

function sameEntries(a: readonly PendingTransaction[], b: readonly PendingTransaction[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/**
 * Keeps the modal's own pending transactions across page loads: each account's on each network is
 * stored when it changes (sent, described, mined, dropped past the limit) and read back, and followed
 * until mined, when that account on that network becomes the active one.
 */
export function bindPendingTransactionStorage(context: ClientContext): () => void {
  let loadedOwner: string | undefined;

  const load = () => {
    const active = activeAccountListOwner(context);
    if (!active || active.owner === loadedOwner) return;
    loadedOwner = active.owner;
    const stored = readStoredPendingTransactions(context.storage, active.chain, active.address, Date.now());
    const { pending } = context.transactionHistory.getState();
    const merged = mergePendingTransactions(pending, stored);
    if (!sameEntries(merged, pending)) context.transactionHistory.setState({ pending: merged });
    // Nothing new to show, but what expired or could not be read leaves storage too.
    else storePendingTransactions(context.storage, active.chain, active.address, pendingFrom(merged, active.chain, active.address));
    // Sent before the reload: followed until mined as if just sent.
    if (stored.length > 0) startAccountHistoryWatch(context);
  };

  const unsubscribeHistory = context.transactionHistory.subscribe((state, previous) => {
    if (state.pending === previous.pending) return;
    const groups = new Map<string, PendingTransaction>();
    for (const entry of [...previous.pending, ...state.pending]) if (!groups.has(groupKey(entry))) groups.set(groupKey(entry), entry);
    for (const { chain, from } of groups.values()) {
      const now = pendingFrom(state.pending, chain, from);
      if (!sameEntries(now, pendingFrom(previous.pending, chain, from))) storePendingTransactions(context.storage, chain, from, now);
    }
  });
  const unsubscribeChain = context.chain.subscribe(load);
  load();
  return () => {
    unsubscribeHistory();
    unsubscribeChain();
  };
}
