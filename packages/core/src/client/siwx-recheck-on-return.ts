import type { ClientContext } from './client-context';
import { loadSiwx } from './siwx-gate';

/**
 * With `siwx`: each time the page shows again or the window regains focus, the sign-in flow looks at the signed-in
 * session again (recheckSiwxSession). Returns the unbinding.
 */
export function bindSiwxRecheckOnReturn(context: ClientContext): () => void {
  const page = globalThis.document;
  const view = globalThis.window;
  if (!context.options.siwx || !page || !view) return () => undefined;
  const recheck = () => {
    if (page.visibilityState !== 'visible') return;
    void loadSiwx()
      .then((flow) => flow.recheckSiwxSession(context))
      .catch(() => undefined);
  };
  page.addEventListener('visibilitychange', recheck);
  view.addEventListener('focus', recheck);
  return () => {
    page.removeEventListener('visibilitychange', recheck);
    view.removeEventListener('focus', recheck);
  };
}
