/** What the account history watcher does next: read the first page again, wait for the page to be seen, or end. */
export type HistoryWatchStep = 'poll' | 'pause' | 'stop';

export interface HistoryWatchConditions {
  /** The modal shows the Account view of an account whose history the server serves. */
  accountViewOpen: boolean;
  /** Transactions the modal sent from the active account on the active network are not mined yet. */
  ownPending: boolean;
  /** The page is hidden (another tab, a minimised window): nobody would see an update. */
  hidden: boolean;
}

/**
 * The history is read again while someone can see the account change (a transfer received while
 * the Account view is open) or while the modal waits for its own transactions to be mined.
 */
export function historyWatchStep({ accountViewOpen, ownPending, hidden }: HistoryWatchConditions): HistoryWatchStep {
  if (!accountViewOpen && !ownPending) return 'stop';
  return hidden ? 'pause' : 'poll';
}
