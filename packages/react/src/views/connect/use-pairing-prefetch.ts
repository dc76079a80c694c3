import { useEffect } from 'react';
import { isMobileBrowser, type AirlockClient, type ConnectorsState } from '@airlock/core';
import { useExternalState } from '../../hooks/use-external-state';

const selectOffersWalletConnect = (state: ConnectorsState) => state.connectors.some((connector) => connector.type === 'WALLET_CONNECT');

/**
 * On a phone, starts the WalletConnect pairing as soon as a view offering wallets shows, so the tap
 * on a wallet can open its app with the pairing URI at once instead of waiting for the relay.
 * A fresh pending pairing is kept, so showing the view again asks for nothing new.
 */
export function usePairingPrefetch(client: AirlockClient, wanted: boolean): void {
  const offered = useExternalState(client.connectors, selectOffersWalletConnect);
  useEffect(() => {
    if (!wanted || !offered || !isMobileBrowser()) return;
    client.connectWalletConnect().catch(() => undefined);
  }, [client, wanted, offered]);
}
