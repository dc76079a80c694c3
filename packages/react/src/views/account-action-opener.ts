import type { AirlockClient } from '@airlock/core';

/** The Account view's buttons that open a view of their own. */
export type AccountAction = 'Buy' | 'Swap' | 'Send' | 'Receive';

const opened = new WeakMap<AirlockClient, AccountAction>();

/** Remembers which button opened Buy, Swap, Send or Receive, so that Back lands on it again. */
export function rememberAccountAction(client: AirlockClient, action: AccountAction): void {
  opened.set(client, action);
}

/** The button that opened the view the visitor came back from, once: later visits focus as usual. */
export function takeAccountAction(client: AirlockClient): AccountAction | undefined {
  const action = opened.get(client);
  opened.delete(client);
  return action;
}
