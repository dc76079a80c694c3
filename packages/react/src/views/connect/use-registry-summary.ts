import { useEffect, useState } from 'react';
import type { AirlockClient } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';

export interface RegistrySummary {
  /** `off` without a server. */
  status: 'off' | 'loading' | 'loaded' | 'failed';
  featured: WalletListing[];
  recommended: WalletListing[];
  /** How many wallets AllWallets lists; undefined until known. */
  count: number | undefined;
}

const OFF: RegistrySummary = { status: 'off', featured: [], recommended: [], count: undefined };

/** The featured and included wallets and the All Wallets count, loaded once per Connect view. */
export function useRegistrySummary(client: AirlockClient, countWanted: boolean): RegistrySummary {
  const [summary, setSummary] = useState<RegistrySummary>(() => (client.api ? { ...OFF, status: 'loading' } : OFF));
  useEffect(() => {
    if (!client.api) return;
    let live = true;
    client.walletRegistry.pinned().then(
      ({ featured, included }) => live && setSummary((state) => ({ ...state, status: 'loaded', featured, recommended: included })),
      () => live && setSummary((state) => ({ ...state, status: 'failed' })),
    );
    if (countWanted) {
      client.walletRegistry.count().then(
        (count) => live && setSummary((state) => ({ ...state, count })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [client, countWanted]);
  return summary;
}
