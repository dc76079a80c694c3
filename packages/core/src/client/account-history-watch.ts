import { servesActivity } from '../activity/activity-namespaces';
import { historyWatchStep, type HistoryWatchConditions } from '../activity/history-watch-step';
import { pendingFrom } from '../activity/pending-transactions';
import { HISTORY_POLL_MS } from '../constants/timing';
import { isFeatureEnabled } from '../features/features';
import { activeAccountListOwner, type ActiveAccountListOwner } from './active-account-list-owner';
import type { ClientContext } from './client-context';
import { fetchTransactions } from './transaction-history-actions';

interface Watch {
  timer?: ReturnType<typeof setTimeout>;
  polling: boolean;
  /** Whose history the timer is for; another account or network starts the interval again. */
  owner?: string;
  stop(): void;
}

const watches = new WeakMap<ClientContext, Watch>();

/**
 * Reads the first page of the active account's history again, quietly, every 4 s (spec §9) while
 * the modal shows the Account view or while transactions the modal sent are not mined; a page with
 * something new refreshes the balances too, so a transfer sent or received shows without a reload.
 * Waits while the page is hidden; ends by itself once neither holds (started again by the Account
 * view or the next send). One watch per client.
 */
export function watchAccountHistory(context: ClientContext, pollMs: number = HISTORY_POLL_MS): void {
  if (watches.has(context) || !context.api) return;
  const watch: Watch = { polling: false, stop };
  watches.set(context, watch);
  const unsubscribe = [
    context.modal.subscribe(evaluate),
    context.router.subscribe(evaluate),
    context.chain.subscribe(evaluate),
    context.features.subscribe(evaluate),
    context.transactionHistory.subscribe(evaluate),
  ];
  const page = typeof document === 'undefined' ? undefined : document;
  page?.addEventListener('visibilitychange', evaluate);

  function evaluate(): void {
    if (watches.get(context) !== watch) return;
    const active = activeAccountListOwner(context);
    const step = historyWatchStep(conditions(context, active, page));
    if (step === 'stop') {
      stop();
      return;
    }
    if (step === 'pause' || active?.owner !== watch.owner) cancelTimer();
    watch.owner = active?.owner;
    if (step === 'poll' && !watch.timer && !watch.polling) watch.timer = setTimeout(() => void poll(), pollMs);
  }

  async function poll(): Promise<void> {
    watch.timer = undefined;
    watch.polling = true;
    try {
      await fetchTransactions(context, 'refresh', { quiet: true });
    } finally {
      watch.polling = false;
    }
    evaluate();
  }

  function cancelTimer(): void {
    clearTimeout(watch.timer);
    watch.timer = undefined;
  }

  function stop(): void {
    cancelTimer();
    watches.delete(context);
    unsubscribe.forEach((unsubscribeOne) => unsubscribeOne());
    page?.removeEventListener('visibilitychange', evaluate);
  }

  evaluate();
}

/** Ends the client's watch, if one runs (the client is destroyed). */
export function endAccountHistoryWatch(context: ClientContext): void {
  watches.get(context)?.stop();
}

function conditions(
  context: ClientContext,
  active: ActiveAccountListOwner | undefined,
  page: Document | undefined,
): HistoryWatchConditions {
  const served = active !== undefined && servesActivity(active.namespace);
  return {
    accountViewOpen:
      served &&
      context.modal.getState().open &&
      context.router.getState().view === 'Account' &&
      isFeatureEnabled(context.features.getState(), 'activity'),
    ownPending: served && pendingFrom(context.transactionHistory.getState().pending, active.chain, active.address).length > 0,
    hidden: page?.visibilityState === 'hidden',
  };
}
