import { useState } from 'react';
import type { ConnectorsState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';
import { selectRegistryWallet } from './connect/select-wallet';
import { usePairingPrefetch } from './connect/use-pairing-prefetch';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './all-wallets/use-debounced-value';
import { useSentinel } from './all-wallets/use-sentinel';
import { useWalletPages } from './all-wallets/use-wallet-pages';
import { WalletGrid } from './all-wallets/wallet-grid';
import { WalletSearch } from './all-wallets/wallet-search';
import { useMessages } from '../i18n/use-messages';
import { ALL_WALLETS_CSS } from '../styles/all-wallets-css';
import { installSheet } from '../styles/install-stylesheet';

const selectConnectors = (state: ConnectorsState) => state.connectors;

/**
 * The server's wallet registry: featured and included wallets first, excluded ones hidden,
 * searched on the server, loaded a page at a time as the list scrolls.
 */
export function AllWalletsView() {
  installSheet('all-wallets', ALL_WALLETS_CSS);
  const messages = useMessages();
  const client = useAirlock();
  useExternalState(client.connectors, selectConnectors);
  const connectors = client.listConnectors();
  usePairingPrefetch(client, true);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useWalletPages(client, search);
  const loading = pages.status === 'loading';
  const sentinel = useSentinel<HTMLDivElement>(pages.loadMore, pages.wallets.length, pages.status === 'ready' && !pages.complete);

  return (
    <div className="airlock-all-wallets">
      <WalletSearch value={query} onChange={setQuery} />
      <div className="airlock-wallet-scroll">
        <WalletGrid
          wallets={pages.wallets}
          connectors={connectors}
          loading={loading}
          onSelect={(wallet) => selectRegistryWallet(client, wallet, connectors)}
        />
        <div ref={sentinel} className="airlock-sentinel" data-testid="airlock-wallets-sentinel" />
      </div>
      <div role="status" className={loading ? 'airlock-visually-hidden' : 'airlock-muted'}>
        {loading ? messages.walletsLoading : pages.status === 'ready' && pages.wallets.length === 0 ? messages.noWalletFound : null}
      </div>
      {pages.status === 'error' ? (
        <div className="airlock-center" role="alert">
          <p className="airlock-heading">{messages.walletsLoadFailed}</p>
          <p className="airlock-muted">{messages.walletsLoadFailedHint}</p>
          <button type="button" className="airlock-button" onClick={pages.retry}>
            {messages.tryAgain}
          </button>
        </div>
      ) : null}
    </div>
  );
}
