import { useEffect, useState } from 'react';
import type { AirlockClient } from '@airlock/core';

export interface LoadedActions<Actions> {
  /** Undefined until their code has loaded (or when it did not). */
  actions?: Actions;
  /** The chunk did not load; `retry` asks again. */
  failed: boolean;
  retry(): void;
}

/**
 * A feature's client actions (Swap, names, Pay…), whose code loads on first use. `load` picks them off the client; pass
 * a function defined once (module level), so the effect does not run again on every render.
 */
export function useLoadedActions<Actions>(
  client: AirlockClient,
  load: (client: AirlockClient) => Promise<Actions>,
  enabled = true,
): LoadedActions<Actions> {
  const [actions, setActions] = useState<Actions>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setFailed(false);
    load(client).then(
      (loaded) => live && setActions(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, load, enabled, attempt]);
  return { actions, failed, retry: () => setAttempt((count) => count + 1) };
}
