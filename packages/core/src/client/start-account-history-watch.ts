import { loadModule } from '../modules/load-module';
import type { ClientContext } from './client-context';

/** Clients whose watch was asked for and not ended since. */
const started = new WeakSet<ClientContext>();

/**
 * Starts following the account's history (its code loads on first use). A chunk that does not
 * load was warned about by loadModule and leaves the watch off: the next start tries again.
 */
export function startAccountHistoryWatch(context: ClientContext): void {
  started.add(context);
  loadModule(() => import('./account-history-watch')).then(
    ({ watchAccountHistory }) => {
      if (started.has(context)) watchAccountHistory(context);
    },
    () => undefined,
  );
}

/** Ends the watch when the client is destroyed; loads nothing when none was started. */
export function stopAccountHistoryWatch(context: ClientContext): void {
  if (!started.has(context)) return;
  started.delete(context);
  loadModule(() => import('./account-history-watch')).then(
    ({ endAccountHistoryWatch }) => endAccountHistoryWatch(context),
    () => undefined,
  );
}
