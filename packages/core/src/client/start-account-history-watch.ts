import { loadModule } from '../modules/load-module';
import type { ClientContext } from './client-context';

/**
 * Starts following the account's history (its code loads on first use). A chunk that does not
 * load was warned about by loadModule and leaves the watch off: the next start tries again.
 */
export function startAccountHistoryWatch(context: ClientContext): void {
  loadModule(() => import('./account-history-watch')).then(
    ({ watchAccountHistory }) => watchAccountHistory(context),
    () => undefined,
  );
}
