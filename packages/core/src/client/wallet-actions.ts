import { refreshAccountBalances } from '../balances/refresh-account-balances';
import type { ChainNamespace } from '../caip/namespace';
import { activeNamespaceState, namespaceState, updateAccount } from '../connection/chain-store';
import { AirlockError } from '../errors/airlock-error';
import { trackPendingTransaction } from '../activity/pending-transactions';
import type { ClientContext } from './client-context';
import { startAccountHistoryWatch } from './start-account-history-watch';

function requireConnected(context: ClientContext) {
  const state = activeNamespaceState(context.chain);
  if (state.account.status !== 'connected' || !state.account.address) {
    throw new AirlockError('No ActiveCaipAddress found', { code: 'NOT_CONNECTED' });
  }
  const network = state.network.caipNetwork;
  if (!network) throw new AirlockError('No ActiveCaipNetwork or client found', { code: 'NETWORK_NOT_FOUND' });
  return { namespace: state.namespace, address: state.account.address, network };
}

export async function refreshBalance(context: ClientContext, namespace: ChainNamespace): Promise<void> {
  const { account, network } = namespaceState(context.chain, namespace);
  if (account.status !== 'connected' || !account.address || !network.caipNetwork || !network.supported) return;
  const address = account.address;
  updateAccount(context.chain, namespace, { balanceLoading: true });
  try {
    const balance = await context.adapterFor(namespace).getBalance({ address, network: network.caipNetwork });
    if (namespaceState(context.chain, namespace).account.address !== address) return;
    updateAccount(context.chain, namespace, { balance, balanceLoading: false });
  } catch (error) {
    console.warn('[airlock] balance unavailable', error);
    updateAccount(context.chain, namespace, { balance: undefined, balanceLoading: false });
  }
}

export async function signMessage(context: ClientContext, message: string): Promise<string> {
  const { namespace, address } = requireConnected(context);
  try {
    const signature = await context.adapterFor(namespace).signMessage({ message, address });
    context.events.emit('SIGN_MESSAGE_SUCCESS');
    return signature;
  } catch (error) {
    context.events.emit('SIGN_MESSAGE_ERROR', { message: (error as Error).message });
    throw error;
  }
}

export interface TransactionRequest {
  to: string;
  value: bigint;
  data?: string;
}

/** Sends from the connected account on the active network, then refreshes its balance (spec §4). */
export async function sendTransaction(context: ClientContext, request: TransactionRequest): Promise<string> {
  const { namespace, address, network } = requireConnected(context);
  try {
    const hash = await context.adapterFor(namespace).sendTransaction({ ...request, from: address, chainId: network.id });
    context.events.emit('SEND_TRANSACTION_SUCCESS', { hash });
    void refreshAccountBalances(context, namespace, { force: true });
    if (context.api)
      trackSentTransaction(context, {
        hash,
        chain: network.caipNetworkId,
        from: address,
        to: request.to,
        value: request.value.toString(),
        sentAt: new Date().toISOString(),
      });
    return hash;
  } catch (error) {
    context.events.emit('SEND_TRANSACTION_ERROR', { message: (error as Error).message });
    throw error;
  }
}

/** Shown at the top of Activity as pending until the history has it mined (spec §9: 99 at most). */
function trackSentTransaction(context: ClientContext, sent: Parameters<typeof trackPendingTransaction>[1]): void {
  context.transactionHistory.setState((state) => ({ pending: trackPendingTransaction(state.pending, sent) }));
  startAccountHistoryWatch(context);
}
