import {
  AirlockError,
  CONNECTOR_IDS,
  ERROR_MESSAGES,
  loadModule,
  type ChainAdapter,
  type EmbeddedBridge,
  type Network,
} from '@airlock/core';
import { disconnect, type Config, type Connector } from '@wagmi/core';
import type { EmbeddedConnectorProperties } from '../embedded/embedded-connector';
import { connectWallet } from '../actions/connect-wallet';
import type { AssetDiscoveryCache } from '../actions/get-wallet-assets';
import { reconnectWallet } from '../actions/reconnect-wallet';
import { createWagmiConfig } from '../config/create-wagmi-config';
import { hydrateWagmiConfig } from '../config/hydrate-wagmi-config';
import type { KeyValueStorage } from '../config/key-value-storage';
import { listConnectors } from '../connectors/list-connectors';
import { describeError } from '../errors/describe-error';
import { AdapterEventEmitter } from '../events/adapter-event-emitter';
import { watchWalletChanges } from '../events/watch-wallet-changes';
import { requestWalletAnnouncements } from './request-wallet-announcements';
import { resolveWalletConnectOptions, type WalletConnectOptions } from '../walletconnect/walletconnect-options';

export interface EvmAdapterOptions {
  /** The eip155 networks the dApp supports; the first is the default. Other namespaces are ignored. */
  networks: readonly Network[];
  /** Defer reading storage and listing announced wallets until `init` (default true). */
  ssr?: boolean;
  /** Where the session is remembered across reloads: window.localStorage by default, null for nowhere. */
  storage?: KeyValueStorage | null;
  /** Your Airlock server and project: reads then go through the server's RPC proxy (spec §7). */
  apiUrl?: string;
  projectId?: string;
  /**
   * WalletConnect: on by default when `apiUrl` is set (the server's relay), or when a relay URL is
   * given here; `false` turns it off. The SDK loads only when a visitor picks it.
   */
  walletConnect?: WalletConnectOptions | false;
  /**
   * The embedded wallet (email login in the secure frame your Airlock server serves): on by default
   * when `apiUrl` and `projectId` are set; `false` turns it off. The frame loads only when used.
   */
  embeddedWallet?: boolean;
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155';
  /** Pass this to the dApp's own <WagmiProvider>: its hooks then see what the modal connects. */
  readonly wagmiConfig: Config;
  destroy(): void;
}

export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155');
  const rpcProxy = options.apiUrl && options.projectId ? { apiUrl: options.apiUrl, projectId: options.projectId } : undefined;
  const walletConnect = resolveWalletConnectOptions(options.walletConnect, options);
  const embeddedWallet = options.embeddedWallet ?? rpcProxy !== undefined;
  const wagmiConfig = createWagmiConfig({ networks, ssr: options.ssr, storage: options.storage, rpcProxy, walletConnect, embeddedWallet });
  const handEmbeddedBridge = (bridge: EmbeddedBridge | undefined) => {
    const connector = wagmiConfig.connectors.find((candidate) => candidate.id === CONNECTOR_IDS.auth) as
      | (Connector & EmbeddedConnectorProperties)
      | undefined;
    connector?.useBridge(bridge);
  };
  const emitter = new AdapterEventEmitter();
  let initialization: Promise<void> | undefined;
  let stopWatching: (() => void) | undefined;
  let disconnectingOnPurpose = false;
  const assetDiscovery: AssetDiscoveryCache = new Map();

  async function start(): Promise<void> {
    await hydrateWagmiConfig(wagmiConfig);
    stopWatching = watchWalletChanges(wagmiConfig, emitter, {
      isDisconnectingOnPurpose: () => disconnectingOnPurpose,
    });
    requestWalletAnnouncements();
    emitter.emit('connectors', listConnectors(wagmiConfig.connectors));
  }

  function init(): Promise<void> {
    initialization ??= start();
    return initialization;
  }

  return {
    namespace: 'eip155',
    networks,
    wagmiConfig,
    init,

    destroy() {
      stopWatching?.();
      stopWatching = undefined;
      initialization = undefined;
      emitter.clear();
    },

    getConnectors: () => listConnectors(wagmiConfig.connectors),

    async connect(params) {
      await init();
      if (params.embedded) handEmbeddedBridge(params.embedded);
      return connectWallet(wagmiConfig, params);
    },

    async reconnect({ connectorId, embedded }) {
      await init();
      if (embedded) handEmbeddedBridge(embedded);
      return reconnectWallet(wagmiConfig, connectorId);
    },

    async disconnect() {
      disconnectingOnPurpose = true;
      try {
        await disconnect(wagmiConfig);
      } catch (error) {
        throw new AirlockError(ERROR_MESSAGES.failedToDisconnect, {
          code: 'DISCONNECT_FAILED',
          details: describeError(error),
          cause: error,
        });
      } finally {
        disconnectingOnPurpose = false;
      }
    },

    // Signing, sending, switching and balance reads pull in most of viem's actions; they are
    // loaded on first use so that they stay out of the dApp's first load (a chunk that does not
    // load rejects as ModuleLoadError, not as the wallet or the chain failing).
    switchNetwork: async (network) =>
      (await loadModule(() => import('../actions/switch-wallet-network'))).switchWalletNetwork(wagmiConfig, network),
    signMessage: async ({ message, address }) =>
      (await loadModule(() => import('../actions/sign-wallet-message'))).signWalletMessage(wagmiConfig, message, address),
    sendTransaction: async (request) =>
      (await loadModule(() => import('../actions/send-wallet-transaction'))).sendWalletTransaction(wagmiConfig, request),
    estimateTransactionFee: async (request) =>
      (await loadModule(() => import('../actions/estimate-wallet-transaction-fee'))).estimateWalletTransactionFee(wagmiConfig, request),
    waitForTransaction: async (params) =>
      (await loadModule(() => import('../actions/wait-for-wallet-transaction'))).waitForWalletTransaction(wagmiConfig, params),
    getBalance: async ({ address, network }) =>
      (await loadModule(() => import('../actions/get-native-balance'))).getNativeBalance(wagmiConfig, address, network, rpcProxy),
    getWalletAssets: async ({ address, network }) =>
      (await loadModule(() => import('../actions/get-wallet-assets'))).getWalletAssets(wagmiConfig, assetDiscovery, address, network),

    on: (event, listener) => emitter.on(event, listener),
  };
}
