import type { PaymentReceipt } from '@airlock/protocol';
import { HttpStatusError } from '../api/http-status-error';
import { activeNamespaceState } from '../connection/chain-store';
import { isAirlockError } from '../errors/airlock-error';
import type { Network } from '../network/network';
import type { PayApi } from '../pay/pay-api-client';
import type { PayStore } from '../pay/pay-store';
import { paymentCall, paymentUnits } from '../pay/pay-transfer';
import type { ClientContext } from './client-context';
import { isSmartAccountActive, sendSwapBatch } from './swap-smart-account';
import { sendTransaction } from './wallet-actions';

/** How often the receipt is read while the server waits for the transaction to be mined, and for how long. */
const RECEIPT_POLL_MS = 1_000;
const RECEIPT_GIVE_UP_MS = 600_000;
/** Attaching the hash is retried this often when the server does not answer (the transaction is out: it must reach it). */
const ATTACH_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sentHashKey = (id: string) => `@airlock/pay/sent/${id}`;

const isRejection = (error: unknown) => isAirlockError(error, 'USER_REJECTED') || (error as { rpcCode?: unknown }).rpcCode === 4001;
const isUnanswered = (error: unknown) => !(error instanceof HttpStatusError) || error.status >= 500 || error.status === 429;

export interface PaySubmitHooks {
  /** The client's own (passed in: importing network-actions here splits the first-load bundle). */
  switchNetwork(network: Network): Promise<void>;
  onPaid(receipt: PaymentReceipt): void;
  onFailed(receipt: PaymentReceipt | undefined, reason: string): void;
}

/** Sends the transfer with the connected wallet: one wallet_sendCalls batch from the embedded smart account, else a transaction. */
async function sendTransfer(context: ClientContext, payment: PaymentReceipt): Promise<string> {
  const call = paymentCall(payment, paymentUnits(payment)!);
  if (!isSmartAccountActive(context)) return sendTransaction(context, call);
  const { account } = activeNamespaceState(context.chain);
  const batchCall = { from: account.address!, to: call.to, data: (call.data ?? '0x') as `0x${string}`, value: call.value.toString() };
  const { hash } = await sendSwapBatch(context, [batchCall], () => undefined);
  if (!hash) throw new Error('the batch was not mined in time');
  return hash;
}

/** Attaches `hash`, retrying while the server does not answer; a 409 (already attached) reads the receipt instead. */
async function attach(api: PayApi, id: string, hash: string): Promise<PaymentReceipt> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.attach(id, hash);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 409) return api.receipt(id);
      if (!isUnanswered(error) || attempt >= ATTACH_ATTEMPTS) throw error;
      await sleep(RECEIPT_POLL_MS * attempt);
    }
  }
}

async function untilSettled(api: PayApi, receipt: PaymentReceipt): Promise<PaymentReceipt> {
  const deadline = Date.now() + RECEIPT_GIVE_UP_MS;
  let current = receipt;
  while (current.status === 'pending' && Date.now() < deadline) {
    await sleep(RECEIPT_POLL_MS);
    current = await api.receipt(receipt.id).catch((error: unknown) => (isUnanswered(error) ? current : Promise.reject(error)));
  }
  return current;
}

/**
 * The Pay button: never pays twice. The server's receipt is read first, so a transaction already attached (a retry, another
 * tab) is waited for, not sent again; a hash the wallet returned that the server has not got yet is attached, not sent again.
 * Otherwise: switch network if needed, send, attach, and read the receipt until the server verified it on chain.
 */
export async function submitPayment(context: ClientContext, store: PayStore, api: PayApi, network: Network, hooks: PaySubmitHooks) {
  const payment = store.getState().payment;
  if (!payment) return;
  const back = (kind: 'userRejected' | 'sendFailed' | 'switchFailed' | 'serverUnavailable', detail?: string) =>
    store.setState({ step: 'review', error: { kind, ...(detail ? { detail } : {}) } });
  store.setState({ step: 'confirming', error: undefined });
  let receipt: PaymentReceipt;
  try {
    receipt = await api.receipt(payment.id);
  } catch {
    return back('serverUnavailable');
  }
  let hash = receipt.transactionHash ?? store.getState().sentHash ?? context.storage.get<string>(sentHashKey(payment.id)) ?? undefined;
  if (!hash) {
    if (activeNamespaceState(context.chain).network.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
      store.setState({ step: 'switching' });
      try {
        await hooks.switchNetwork(network);
      } catch (error) {
        return isRejection(error) ? back('userRejected') : back('switchFailed');
      }
    }
    store.setState({ step: 'sending' });
    try {
      hash = await sendTransfer(context, payment);
    } catch (error) {
      console.warn('[airlock] pay: transfer not sent', error);
      return isRejection(error) ? back('userRejected') : back('sendFailed');
    }
    context.storage.set(sentHashKey(payment.id), hash);
    store.setState({ sentHash: hash, step: 'confirming' });
  }
  try {
    if (!receipt.transactionHash) receipt = await attach(api, payment.id, hash);
    store.setState({ payment: receipt });
    receipt = await untilSettled(api, receipt);
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 422) {
      const reason = error.serverMessage ?? error.message;
      context.storage.remove(sentHashKey(payment.id));
      store.setState({ step: 'failed', error: { kind: 'paymentFailed', detail: reason } });
      return hooks.onFailed(undefined, reason);
    }
    return back('serverUnavailable');
  }
  store.setState({ payment: receipt });
  if (receipt.status === 'paid' || receipt.status === 'failed') context.storage.remove(sentHashKey(payment.id));
  if (receipt.status === 'paid') {
    store.setState({ step: 'success', error: undefined });
    return hooks.onPaid(receipt);
  }
  if (receipt.status === 'failed') {
    store.setState({ step: 'failed', error: { kind: 'paymentFailed', detail: receipt.failure ?? undefined } });
    return hooks.onFailed(receipt, receipt.failure ?? 'failed');
  }
  // Still not mined after the wait: the hash is kept, so Try again waits for it once more.
  back('serverUnavailable');
}
