import {
  AirlockError,
  ERROR_MESSAGES,
  type ChainAdapter,
  type Network,
} from '@airlock/core';
import { disconnect, sendTransaction, signMessage, type Config } from '@wagmi/core';
import type { Address, Hex } from 'viem';
import { connectWallet } from '../actions/connect-wallet';
import { getNativeBalance } from '../actions/get-native-balance';
import { getWalletAssets, type AssetDiscoveryCache } from '../actions/get-wallet-assets';
import { reconnectWallet } from '../actions/reconnect-wallet';
import { switchWalletNetwork } from '../actions/switch-wallet-network';
import { createWagmiConfig } from '../config/create-wagmi-config';
import { hydrateWagmiConfig } from '../config/hydrate-wagmi-config';
import type { KeyValueStorage } from '../config/key-value-storage';
import { listConnectors } from '../connectors/list-connectors';
import { describeError } from '../errors/describe-error';
import { toWalletRequestError } from '../errors/to-wallet-request-error';
import { AdapterEventEmitter } from '../events/adapter-event-emitter';
import { watchWalletChanges } from '../events/watch-wallet-changes';
import { toNumericChainId } from '../networks/evm-chain-id';
import { requestWalletAnnouncements } from './request-wallet-announcements';

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
  const wagmiConfig = createWagmiConfig({ networks, ssr: options.ssr, storage: options.storage, rpcProxy });
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
      return connectWallet(wagmiConfig, params);
    },

    async reconnect({ connectorId }) {
      await init();
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

    switchNetwork: (network) => switchWalletNetwork(wagmiConfig, network),

    async signMessage({ message, address }) {
      try {
        return await signMessage(wagmiConfig, { message, account: address as Address });
      } catch (error) {
        throw toWalletRequestError(error, { message: ERROR_MESSAGES.errorSigningMessage, code: 'SIGN_MESSAGE_FAILED' });
      }
    },

    async sendTransaction({ from, to, value, data, chainId }) {
      try {
        return await sendTransaction(wagmiConfig, {
          account: from as Address,
          to: to as Address,
          value,
          ...(data ? { data: data as Hex } : {}),
          chainId: toNumericChainId(chainId),
        });
      } catch (error) {
        throw toWalletRequestError(error, { message: 'Failed to send transaction', code: 'SEND_TRANSACTION_FAILED' });
      }
    },

    getBalance: ({ address, network }) => getNativeBalance(wagmiConfig, address, network, rpcProxy),
    getWalletAssets: ({ address, network }) => getWalletAssets(wagmiConfig, assetDiscovery, address, network),

    on: (event, listener) => emitter.on(event, listener),
  };
}
