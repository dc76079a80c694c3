import { useEffect } from 'react';
import type { ChainState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { preloadConnectedViews } from './view-registry';

const isConnected = (state: ChainState) => state.namespaces[state.activeNamespace]?.account.status === 'connected';

/**
 * The views only a connected visitor sees (Account, Switch Network, Unsupported Chain) are not in the
 * dApp's first load: their code starts loading when a wallet connects (at once for a session already
 * connected), so by the time the visitor opens one it shows without a spinner. A load that failed is
 * tried again at the next connection, or when the view opens.
 */
export function usePreloadConnectedViews(): void {
  const client = useAirlock();
  useEffect(() => {
    let connected = false;
    const preloadOnConnect = (state: ChainState) => {
      const now = isConnected(state);
      if (now && !connected) preloadConnectedViews();
      connected = now;
    };
    preloadOnConnect(client.chain.getState());
    return client.chain.subscribe(preloadOnConnect);
  }, [client]);
}
