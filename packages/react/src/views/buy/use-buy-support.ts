import { useEffect, useState } from 'react';
import type { AirlockClient, OnrampActions } from '@airlock/core';

/**
 * Whether a provider delivers on the active network: its on-ramp options list a purchase currency there. Asked only while
 * `enabled` (the onramp feature on, locally and for the project), which loads the Buy code then; false until answered.
 */
export function useBuySupport(client: AirlockClient, enabled: boolean, networkKey: string | undefined): boolean {
  const [actions, setActions] = useState<OnrampActions>();
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    client.onramp().then(
      (loaded) => live && setActions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, enabled]);
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
