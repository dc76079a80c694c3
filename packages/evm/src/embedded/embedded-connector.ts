import { CONNECTOR_IDS, type EmbeddedBridge } from '@airlock/core';
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from '@wagmi/core';
import { getAddress, SwitchChainError, type Address } from 'viem';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider';

export interface EmbeddedConnectorProperties extends Record<string, unknown> {
  /** Hands the connector the signed-in session core made in the frame; undefined forgets it. */
  useBridge(bridge: EmbeddedBridge | undefined): void;
}

/**
 * wagmi's view of the embedded wallet (connector ID_AUTH). It has nothing of its own: core signs
 * the visitor in through the secure frame and hands over a bridge, and every call goes back through
 * it. Without a bridge it is not authorised, so wagmi's own reconnect never loads the frame.
 */
export function embeddedConnector() {
  let bridge: EmbeddedBridge | undefined;
  let chainId: number | undefined;
  let provider: EmbeddedProvider | undefined;

  return createConnector<EmbeddedProvider, EmbeddedConnectorProperties>((config) => {
    const requireBridge = () => {
      if (!bridge) throw new ProviderNotFoundError();
      return bridge;
    };
    const currentChainId = () => chainId ?? Number(requireBridge().user.chainId);

    const connector = {
      id: CONNECTOR_IDS.auth,
      name: 'Email',
      type: 'AUTH',

      useBridge(next: EmbeddedBridge | undefined) {
        bridge = next;
        chainId = next ? Number(next.user.chainId) : undefined;
        provider = next
          ? createEmbeddedProvider(
              next,
              () => currentChainId(),
              (id) => connector.switchChain({ chainId: id }),
            )
          : undefined;
      },

      async connect({
        chainId: wanted,
        withCapabilities,
      }: {
        chainId?: number;
        isReconnecting?: boolean;
        withCapabilities?: boolean;
      } = {}) {
        requireBridge();
        if (wanted !== undefined && wanted !== currentChainId()) await connector.switchChain({ chainId: wanted }).catch(() => undefined);
        const accounts = await connector.getAccounts();
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: currentChainId(),
        };
      },

      async disconnect() {
        const ending = bridge;
        connector.useBridge(undefined);
        await ending?.signOut();
      },

      async getAccounts() {
        return bridge ? [getAddress(bridge.user.address)] : [];
      },

      async getChainId() {
        return currentChainId();
      },

      async getProvider() {
        if (!provider) throw new ProviderNotFoundError();
        return provider;
      },

      async isAuthorized() {
        return bridge !== undefined;
      },

      async switchChain({ chainId: next }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === next);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        try {
          await requireBridge().switchNetwork(next);
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
        chainId = next;
        config.emitter.emit('change', { chainId: next });
        return chain;
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => account as Address) });
      },

      onChainChanged(next: string) {
        config.emitter.emit('change', { chainId: Number(next) });
      },

      onDisconnect() {
        connector.useBridge(undefined);
        config.emitter.emit('disconnect');
      },
    };
    return connector;
  });
}
