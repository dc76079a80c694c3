import type { ClientContext } from './client-context';

const bound = new WeakMap<ClientContext, () => void>();

/**
 * With `siwx`, once the sign-in flow has run: each time the page shows again or the window regains focus, `recheck`
 * looks at the signed-in session again. Bound once per client; part of the sign-in chunk, so a dApp without `siwx`
 * never loads it.
 */
export function bindSiwxRecheckOnReturn(context: ClientContext, recheck: (context: ClientContext) => Promise<void>): void {
  const page = globalThis.document;
  const view = globalThis.window;
  if (bound.has(context) || !context.options.siwx || !page || !view) return;
  const onReturn = () => {
    if (page.visibilityState === 'visible') recheck(context).catch(() => undefined);
  };
  page.addEventListener('visibilitychange', onReturn);
  view.addEventListener('focus', onReturn);
  bound.set(context, () => {
    page.removeEventListener('visibilitychange', onReturn);
    view.removeEventListener('focus', onReturn);
  });
}

/** The client is destroyed: its listeners go. */
export function unbindSiwxRecheckOnReturn(context: ClientContext): void {
  bound.get(context)?.();
  bound.delete(context);
}
