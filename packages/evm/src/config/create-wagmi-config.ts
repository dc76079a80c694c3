import { NetworkNotFoundError, rpcProxyUrl, type Network } from '@airlock/core';
import { createConfig, createStorage, http, injected, type Config, type CreateConnectorFn, type Transport } from '@wagmi/core';
import { embeddedConnector } from '../embedded/embedded-connector';
import { walletConnectConnector } from '../walletconnect/walletconnect-connector';
import type { ResolvedWalletConnectOptions } from '../walletconnect/walletconnect-options';
import { toViemChain } from '../networks/to-viem-chain';
import { browserLocalStorage } from './browser-local-storage';
import type { KeyValueStorage } from './key-value-storage';

export const WAGMI_STORAGE_KEY = '@airlock-evm/wagmi';

export interface WagmiConfigParameters {
  networks: readonly Network[];
  ssr?: boolean;
  /** Where the session is remembered across reloads; window.localStorage by default, null for nowhere. */
  storage?: KeyValueStorage | null;
  /** Route reads through the Airlock server's RPC proxy instead of each network's own RPC URL. */
  rpcProxy?: { apiUrl: string; projectId: string };
  /** Pair WalletConnect wallets through this relay; absent, WalletConnect is not offered. */
  walletConnect?: ResolvedWalletConnectOptions;
  /** Offer the embedded wallet (email login through the Airlock server's secure frame). */
  embeddedWallet?: boolean;
}

export function createWagmiConfig({
  networks,
  ssr = true,
  storage,
  rpcProxy,
  walletConnect,
  embeddedWallet,
}: WagmiConfigParameters): Config {
  const chains = networks.map(toViemChain);
  const [firstChain, ...otherChains] = chains;
  if (!firstChain) throw new NetworkNotFoundError('createEvmAdapter needs at least one eip155 network');

  const rpcUrls = new Map(
    networks.map((network, index) => [
      chains[index]?.id,
      rpcProxy ? rpcProxyUrl(rpcProxy.apiUrl, rpcProxy.projectId, network.caipNetworkId) : network.rpcUrls.default.http[0],
    ]),
  );
  const transports: Record<number, Transport> = Object.fromEntries([...rpcUrls].map(([chainId, url]) => [chainId, http(url)]));
  // The plain window.ethereum connector; the adapter lists it only when no EIP-6963 wallet announced.
  const connectors: CreateConnectorFn[] = [injected()];
  if (walletConnect) {
    connectors.unshift(walletConnectConnector({ ...walletConnect, rpcUrlOf: (chainId) => rpcUrls.get(chainId) ?? '' }));
  }
  if (embeddedWallet) connectors.push(embeddedConnector());

  return createConfig({
    chains: [firstChain, ...otherChains],
    transports,
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: storage === null ? null : createStorage({ storage: storage ?? browserLocalStorage, key: WAGMI_STORAGE_KEY }),
    ssr,
  });
}
