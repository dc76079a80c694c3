import { useCallback, useEffect, useState } from 'react';
import type { CounterpartyNamesState, NameActions } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { useExternalState, type ExternalState } from '../../hooks/use-external-state';

const NO_NAMES: ExternalState<CounterpartyNamesState> = { getState: () => ({}), subscribe: () => () => undefined };
const selectAll = (state: CounterpartyNamesState) => state;

/**
 * Activity's counterparties by name where known: their names are looked up (the names' code loads then) while the rows
 * show their addresses, and each row shows a name as it arrives. `chainId`: the network the list is of (CAIP-2).
 */
export function useCounterpartyNames(chainId: string | undefined, addresses: readonly string[], enabled: boolean) {
  const client = useAirlock();
  const [actions, setActions] = useState<NameActions>();
  const wanted = addresses.join(' ');
  useEffect(() => {
    if (!enabled || !chainId || !wanted) return;
    let live = true;
    client.names().then(
      (loaded) => {
        if (!live) return;
        setActions(loaded);
        void loaded.lookupCounterparties(chainId, wanted.split(' '));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, chainId, wanted, enabled]);
  const names = useExternalState(actions?.counterpartyNames ?? NO_NAMES, selectAll);
  return useCallback(
    (address: string) => (actions && chainId ? actions.counterpartyName(names, chainId, address) : undefined),
    [actions, chainId, names],
  );
}
