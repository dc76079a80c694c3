import UniversalProvider from '@walletconnect/universal-provider';
import type { ResolvedWalletConnectOptions, WalletConnectMetadata } from './walletconnect-options';

export type WalletConnectProvider = UniversalProvider;

export const WALLETCONNECT_STORAGE_PREFIX = 'airlock';

/**
 * The WalletConnect SDK, loaded only when a visitor picks WalletConnect or a session is restored.
 * Nothing here may reach a host the dApp did not configure: telemetry is off, the dApp-side
 * attestation (an iframe to WalletConnect's verify server) is skipped, and every chain's reads go to
 * the RPC URL the dApp gave.
 */
export async function createUniversalProvider(
  options: ResolvedWalletConnectOptions & { metadata: WalletConnectMetadata },
): Promise<WalletConnectProvider> {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: WALLETCONNECT_STORAGE_PREFIX,
    logger: 'silent',
  });
  // The attestation is what lets a wallet warn about look-alike origins through WalletConnect's own
  // server; a self-hosted relay has no such server, and an empty attestation tells the wallet so.
  provider.client.core.verify.register = async () => '';
  return provider;
}
