import { useEffect, useState } from 'react';
import type { AirlockClient } from '@airlock/core';
import { useLoadedActions } from '../../hooks/use-loaded-actions';

const loadOnrampActions = (client: AirlockClient) => client.onramp();

/**
 * Whether a provider delivers on the active network: its on-ramp options list a purchase currency there. Asked only while
 * `enabled` (the onramp feature on, locally and for the project), which loads the Buy code then; false until answered.
 */
export function useBuySupport(client: AirlockClient, enabled: boolean, networkKey: string | undefined): boolean {
  const { actions } = useLoadedActions(client, loadOnrampActions, enabled);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!actions || !enabled || !networkKey) {
      setSupported(false);
      return;
    }
    setSupported(actions.supported());
    const stop = actions.store.subscribe((state) => setSupported(actions.supported(state)));
    void actions.loadOptions();
    return stop;
  }, [actions, enabled, networkKey]);
  return enabled && supported;
}
