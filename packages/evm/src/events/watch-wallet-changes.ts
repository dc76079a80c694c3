import { watchConnection, watchConnectors, type Config, type GetConnectionReturnType } from '@wagmi/core';
import { listConnectors } from '../connectors/list-connectors';
import type { AdapterEventEmitter } from './adapter-event-emitter';

export interface WalletChangeWatchOptions {
  /** True while the adapter itself is disconnecting, so that is not reported as the wallet's doing. */
  isDisconnectingOnPurpose(): boolean;
}

/**
 * Turns wagmi's state into adapter events. Account and chain changes are reported only between
 * two connected states, whoever caused them (the wallet, or the adapter's own switchNetwork):
 * core treats them idempotently. A drop to disconnected is reported unless the adapter asked for it.
 */
export function watchWalletChanges(config: Config, emitter: AdapterEventEmitter, options: WalletChangeWatchOptions): () => void {
  const stopConnectors = watchConnectors(config, {
    onChange: (connectors) => emitter.emit('connectors', listConnectors(connectors)),
  });

  const stopConnection = watchConnection(config, {
    onChange: (next: GetConnectionReturnType, previous: GetConnectionReturnType) => {
      if (previous.status === 'connected' && next.status === 'connected') {
        if (next.address !== previous.address) emitter.emit('accountChanged', { address: next.address });
        if (next.chainId !== previous.chainId) emitter.emit('chainChanged', { chainId: next.chainId });
        return;
      }
      if (previous.status === 'connected' && next.status === 'disconnected' && !options.isDisconnectingOnPurpose()) {
        emitter.emit('disconnect', {});
      }
    },
  });

  return () => {
    stopConnectors();
    stopConnection();
  };
}
