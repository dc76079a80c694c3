import { useEffect, useState } from 'react';
import type { AirlockClient, SwapFormState } from '@airlock/core';
import { useLoadedSwapActions } from './use-loaded-swap-actions';

const listed = (state: SwapFormState) => state.tokensStatus === 'ready';

/**
 * Whether the active network supports swaps: the server lists swap tokens for it. Asked only while `enabled` (the
 * swaps feature on), which loads the Swap code then; false until the answer is in.
 */
export function useSwapSupport(client: AirlockClient, enabled: boolean, networkKey: string | undefined): boolean {
  const { actions } = useLoadedSwapActions(client, enabled);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!actions || !enabled) {
      setSupported(false);
      return;
    }
    setSupported(listed(actions.form.getState()));
    const stop = actions.form.subscribe((state) => setSupported(listed(state)));
    void actions.loadTokens();
    return stop;
  }, [actions, enabled, networkKey]);
  return enabled && supported;
}
