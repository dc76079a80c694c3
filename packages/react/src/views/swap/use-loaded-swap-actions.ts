import { useEffect, useState } from 'react';
import type { AirlockClient, SwapActions } from '@airlock/core';

/** The client's Swap actions, loading their code on first use; undefined until they have loaded (or when they did not). */
export function useLoadedSwapActions(client: AirlockClient, enabled = true): { actions?: SwapActions; failed: boolean; retry(): void } {
  const [actions, setActions] = useState<SwapActions>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setFailed(false);
    client.swap().then(
      (loaded) => live && setActions(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, enabled, attempt]);
  return { actions, failed, retry: () => setAttempt((count) => count + 1) };
}
