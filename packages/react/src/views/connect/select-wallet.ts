import { installedConnectorFor, type AirlockClient, type Connector } from '@airlock/core';
import type { WalletListing } from '@airlock/protocol';

/**
 * A registry wallet was picked: one installed in this browser (its rdns announced) connects
 * through its own connector, any other pairs over WalletConnect (QR code, or its deep link on mobile).
 */
export function selectRegistryWallet(client: AirlockClient, wallet: WalletListing, connectors: readonly Connector[]): void {
  const connector = installedConnectorFor(wallet.rdns, connectors);
  if (connector) client.router.push('ConnectingExternal', { connector });
  else client.router.push('ConnectingWalletConnect', { wallet });
}

/** A connector row was picked: WalletConnect shows its QR code, the others connect directly. */
export function selectConnector(client: AirlockClient, connector: Connector): void {
  if (connector.type === 'WALLET_CONNECT') client.router.push('ConnectingWalletConnect');
  else client.router.push('ConnectingExternal', { connector });
}
