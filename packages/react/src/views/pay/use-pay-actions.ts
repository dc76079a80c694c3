import { useEffect, useState } from 'react';
import type { PayActions } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';

/** The client's Pay actions, loading their code on first use; `failed` when the chunk did not load (`retry` asks again). */
export function usePayActions(): { actions?: PayActions; failed: boolean; retry(): void } {
  const client = useAirlock();
  const [actions, setActions] = useState<PayActions>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    client.payments().then(
      (loaded) => live && setActions(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);
  return { actions, failed, retry: () => setAttempt((count) => count + 1) };
}
