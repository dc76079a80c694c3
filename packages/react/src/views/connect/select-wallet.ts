import { installedConnectorFor, isMobileBrowser, pairingAppLink, type AirlockClient, type Connector } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';
import { openWalletApp } from './open-wallet-app';

/**
 * A registry wallet was picked: one installed in this browser (its rdns announced) connects
 * through its own connector, any other pairs over WalletConnect: a QR code, or on a phone its app
 * opened at once with the pairing URI prefetched when the list showed. Nothing here may await
 * before opening the app, or iOS ignores it; without a URI yet the view offers "Open <wallet>".
 */
export function selectRegistryWallet(client: AirlockClient, wallet: WalletListing, connectors: readonly Connector[]): void {
  const connector = installedConnectorFor(wallet.rdns, connectors);
  if (connector) {
    client.router.push('ConnectingExternal', { connector });
    return;
  }
  const appLink = isMobileBrowser() ? pairingAppLink(client.walletConnect.getState(), wallet.mobile) : undefined;
  if (appLink) openWalletApp(appLink);
  client.router.push('ConnectingWalletConnect', { wallet });
}

/** A connector row was picked: WalletConnect shows its QR code, the others connect directly. */
export function selectConnector(client: AirlockClient, connector: Connector): void {
  if (connector.type === 'WALLET_CONNECT') client.router.push('ConnectingWalletConnect');
  else client.router.push('ConnectingExternal', { connector });
}
