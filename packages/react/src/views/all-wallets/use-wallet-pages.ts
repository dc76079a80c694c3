import { useCallback, useEffect, useRef, useState } from 'react';
import { ALL_WALLETS_PAGE_SIZE, type AirlockClient } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';

export interface WalletPages {
  wallets: WalletListing[];
  /** Every wallet the list has, over all pages; undefined before the first page. */
  count: number | undefined;
  status: 'loading' | 'ready' | 'error';
  /** Every page is loaded. */
  complete: boolean;
  loadMore(): void;
  retry(): void;
}

interface PagesState {
  wallets: WalletListing[];
  count: number | undefined;
  loadedPages: number;
  status: 'loading' | 'ready' | 'error';
  complete: boolean;
}

const FRESH: PagesState = { wallets: [], count: undefined, loadedPages: 0, status: 'loading', complete: false };

/**
 * The AllWallets list for a search, a page at a time. A new search starts over; answers for an
 * older search, or a second request for a page already asked for, are ignored.
 */
export function useWalletPages(client: AirlockClient, search: string): WalletPages {
  const [state, setState] = useState<PagesState>(FRESH);
  const generation = useRef(0);
  const inFlight = useRef<{ generation: number; page: number } | undefined>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    (page: number) => {
      const current = generation.current;
      if (inFlight.current?.generation === current) return;
      inFlight.current = { generation: current, page };
      setState((previous) => ({ ...previous, status: 'loading' }));
      client.walletRegistry.page({ page, search, entries: ALL_WALLETS_PAGE_SIZE }).then(
        (response) => {
          if (generation.current !== current) return;
          inFlight.current = undefined;
          setState((previous) => {
            const known = new Set(previous.wallets.map((wallet) => wallet.id));
            const wallets = [...previous.wallets, ...response.data.filter((wallet) => !known.has(wallet.id))];
            const complete = response.data.length === 0 || wallets.length >= response.count;
            return { wallets, count: complete ? wallets.length : response.count, loadedPages: page, status: 'ready', complete };
          });
        },
        () => {
          if (generation.current !== current) return;
          inFlight.current = undefined;
          setState((previous) => ({ ...previous, status: 'error' }));
        },
      );
    },
    [client, search],
  );

  useEffect(() => {
    generation.current += 1;
    inFlight.current = undefined;
    setState(FRESH);
    load(1);
  }, [load]);

  const loadMore = useCallback(() => {
    const { status, complete, loadedPages } = stateRef.current;
    if (status !== 'ready' || complete) return;
    load(loadedPages + 1);
  }, [load]);

  const retry = useCallback(() => {
    if (stateRef.current.status === 'error') load(stateRef.current.loadedPages + 1);
  }, [load]);

  return { wallets: state.wallets, count: state.count, status: state.status, complete: state.complete, loadMore, retry };
}
