import { CONNECTOR_IDS, loadModule, type SiwxConfig, type WalletInfo } from '@airlock/core';
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from '@wagmi/core';
import { numberToHex, SwitchChainError, UserRejectedRequestError, type Address } from 'viem';
import type { WalletConnectProvider } from './create-universal-provider';
import { sessionAddresses } from './session-accounts';
import { pageMetadata, type ResolvedWalletConnectOptions } from './walletconnect-options';

const SESSION_HINT_KEY = 'walletConnect.session';

export interface WalletConnectConnectorProperties extends Record<string, unknown> {
  /** Abandons the pairing a pending connect is waiting on; that connect rejects. */
  abortPairing(): void;
  /** The wallet at the other end of the session, as its metadata names it. */
  peerWallet(): WalletInfo | undefined;
}

export interface WalletConnectConnectorParameters extends ResolvedWalletConnectOptions {
  /** Where each chain's reads go (the Airlock server's RPC proxy, or the network's own RPC URL). */
  rpcUrlOf(chainId: number): string;
}

/**
 * wagmi's view of a WalletConnect session, on @walletconnect/universal-provider. The SDK is a lazy
 * chunk: it loads when the visitor connects, or when a stored session is restored. wagmi asks every
 * connector for its provider on reconnect, so without a stored session this one answers that it
 * has none rather than load the SDK.
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters) {
  type StorageItem = { [SESSION_HINT_KEY]: boolean };
  let providerPromise: Promise<WalletConnectProvider> | undefined;
  let abortPending: (() => void) | undefined;
  let listening: WalletConnectProvider | undefined;
  let loaded: WalletConnectProvider | undefined;

  return createConnector<WalletConnectProvider, WalletConnectConnectorProperties, StorageItem>((config) => {
    const loadProvider = () => {
      providerPromise ??= loadModule(() => import('./create-universal-provider')).then(({ createUniversalProvider }) =>
        createUniversalProvider({ ...parameters, metadata: parameters.metadata ?? pageMetadata() }).then((provider) => (loaded = provider)),
      );
      providerPromise.catch(() => (providerPromise = undefined));
      return providerPromise;
    };
    const hasStoredSession = async () => (await config.storage?.getItem(SESSION_HINT_KEY)) === true;

    const onAccountsChanged = (accounts: string[]) => connector.onAccountsChanged(accounts);
    const onChainChanged = (chainId: string | number) => connector.onChainChanged(String(chainId));
    const onSessionDelete = () => connector.onDisconnect();

    const listen = (provider: WalletConnectProvider) => {
      if (listening === provider) return;
      listening = provider;
      provider.on('accountsChanged', onAccountsChanged);
      provider.on('chainChanged', onChainChanged);
      provider.on('session_delete', onSessionDelete);
    };
    const stopListening = () => {
      listening?.removeListener('accountsChanged', onAccountsChanged);
      listening?.removeListener('chainChanged', onChainChanged);
      listening?.removeListener('session_delete', onSessionDelete);
      listening = undefined;
    };

    const pair = async (provider: WalletConnectProvider, defaultChainId: number | undefined, siwx: SiwxConfig | undefined) => {
      const { pairWalletConnect } = await loadModule(() => import('./walletconnect-pairing'));
      return pairWalletConnect(provider, {
        chains: config.chains,
        rpcUrlOf: parameters.rpcUrlOf,
        defaultChainId,
        siwx,
        onUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
        setAbort: (abort) => (abortPending = abort),
      });
    };

    const connector = {
      id: CONNECTOR_IDS.walletConnect,
      name: 'WalletConnect',
      type: 'walletConnect',

      abortPairing() {
        abortPending?.();
      },

      peerWallet() {
        const metadata = loaded?.session?.peer.metadata;
        if (!metadata?.name) return undefined;
        // Only inline icons: fetching the wallet's hosted one would call a host the dApp never chose.
        const icon = metadata.icons?.find((url) => url.startsWith('data:image/'));
        return { name: metadata.name, ...(icon ? { icon } : {}) };
      },

      async connect({
        chainId,
        isReconnecting,
        withCapabilities,
        siwx,
      }: {
        chainId?: number;
        isReconnecting?: boolean;
        withCapabilities?: boolean;
        /** Sign in with X's store: the wallet signs in as it pairs where it can (one-click auth). */
        siwx?: SiwxConfig;
      } = {}) {
        const provider = await loadProvider();
        if (!isReconnecting || !provider.session) {
          if (provider.session) await provider.disconnect().catch(() => undefined);
          const session = await pair(provider, chainId, siwx);
          if (!session) throw new ProviderNotFoundError();
          await config.storage?.setItem(SESSION_HINT_KEY, true);
        }
        listen(provider);
        if (chainId !== undefined && chainId !== (await connector.getChainId())) {
          await connector.switchChain({ chainId }).catch(() => undefined);
        }
        const accounts = await connector.getAccounts();
        const currentChainId = await connector.getChainId();
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: currentChainId,
        };
      },

      async disconnect() {
        const provider = await providerPromise;
        stopListening();
        await config.storage?.removeItem(SESSION_HINT_KEY);
        if (provider?.session) await provider.disconnect().catch(() => undefined);
      },

      async getAccounts() {
        const provider = await loadProvider();
        return provider.session ? sessionAddresses(provider.session) : [];
      },

      async getChainId() {
        const provider = await loadProvider();
        return Number(await provider.request<number>({ method: 'eth_chainId' }));
      },

      async getProvider() {
        if (!providerPromise && !(await hasStoredSession())) throw new ProviderNotFoundError();
        return loadProvider();
      },

      async isAuthorized() {
        if (!(await hasStoredSession())) return false;
        const provider = await loadProvider().catch(() => undefined);
        if (provider?.session && sessionAddresses(provider.session).length > 0) return true;
        await config.storage?.removeItem(SESSION_HINT_KEY);
        return false;
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        const provider = await loadProvider();
        try {
          // The provider switches locally when the session already has the chain, else asks the wallet.
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
        } catch (error) {
          const rejected = /reject/i.test((error as Error).message ?? '') || (error as { code?: number }).code === 4001;
          throw rejected ? new UserRejectedRequestError(error as Error) : new SwitchChainError(error as Error);
        }
        config.emitter.emit('change', { chainId });
        return chain;
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => account as Address) });
      },

      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },

      onDisconnect() {
        stopListening();
        void config.storage?.removeItem(SESSION_HINT_KEY);
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
