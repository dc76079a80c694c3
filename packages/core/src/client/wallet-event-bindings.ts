import type { ChainAdapter, Unsubscribe } from '../adapter/chain-adapter';
import { toCaipAddress } from '../caip/caip-address';
import { namespaceState, updateAccount } from '../connection/chain-store';
import { setNamespaceConnectors } from '../connection/connectors-store';
import type { ClientContext } from './client-context';
import { applyChainId, forgetConnection, openUnsupportedChainIfNeeded } from './connection-state';
import { closeModal } from './modal-actions';
import { signOutOnDisconnect, siwxAccountOf } from './siwx-sign-out';
import { askSiwxSignIn } from './siwx-gate';
import { refreshAccountBalances } from '../balances/refresh-account-balances';

/** Keeps the modal in step with what the wallet does on its own side. */
export function bindWalletEvents(context: ClientContext, adapter: ChainAdapter): Unsubscribe {
  const namespace = adapter.namespace;
  const connected = () => namespaceState(context.chain, namespace).account.status === 'connected';
  // Spec §4: a new account or network of the active namespace with no session asks again.
  const askAgain = () => {
    if (context.chain.getState().activeNamespace === namespace) void askSiwxSignIn(context);
  };

  const unsubscribes = [
    adapter.on('connectors', (connectors) => setNamespaceConnectors(context.connectors, namespace, connectors)),
    adapter.on('accountChanged', ({ address }) => {
      if (!connected()) return;
      const current = namespaceState(context.chain, namespace);
      if (current.account.address?.toLowerCase() === address.toLowerCase()) return;
      const chainId = current.network.caipNetwork?.id ?? '';
      updateAccount(context.chain, namespace, {
        address,
        caipAddress: toCaipAddress(namespace, chainId, address),
        balance: undefined,
      });
      void refreshAccountBalances(context, namespace);
      askAgain();
    }),
    adapter.on('chainChanged', ({ chainId }) => {
      if (!connected()) return;
      const current = namespaceState(context.chain, namespace).network;
      if (current.supported && String(current.caipNetwork?.id) === String(chainId)) return;
      const supported = applyChainId(context, namespace, chainId);
      if (openUnsupportedChainIfNeeded(context, supported)) return;
      if (supported && context.router.getState().view === 'UnsupportedChain') closeModal(context);
      if (supported) askAgain();
    }),
    adapter.on('disconnect', () => {
      if (!connected()) return;
      const signedIn = siwxAccountOf(context, namespace);
      forgetConnection(context, namespace);
      void signOutOnDisconnect(context, signedIn);
      context.events.emit('DISCONNECT_SUCCESS', { namespace, initiator: 'wallet' });
      if (context.modal.getState().open) closeModal(context);
    }),
  ];
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
