import type { ChainNamespace } from '../caip/namespace';
import { isChainNamespace } from '../caip/namespace';
import { updateNetwork } from '../connection/chain-store';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { ClientContext } from './client-context';

/** Puts each namespace back on the network the user last chose, and the active namespace back too. */
export function restoreLastNetwork(context: ClientContext): void {
  const { networks } = context.chain.getState();
  for (const adapter of context.options.adapters) {
    const caipNetworkId = context.storage.get<string>(STORAGE_KEYS.lastUsedChain(adapter.namespace));
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (network) updateNetwork(context.chain, adapter.namespace, { caipNetwork: network, supported: true });
  }
  const namespace = context.storage.get<string>(STORAGE_KEYS.activeNamespace);
  if (namespace && isChainNamespace(namespace) && hasAdapter(context, namespace)) {
    context.chain.setState({ activeNamespace: namespace });
  }
}

function hasAdapter(context: ClientContext, namespace: ChainNamespace): boolean {
  return context.options.adapters.some((adapter) => adapter.namespace === namespace);
}
