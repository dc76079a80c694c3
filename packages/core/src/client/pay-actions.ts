import type { PaymentReceipt } from '@airlock/protocol';
import { HttpStatusError } from '../api/http-status-error';
import { hasConnectedAddress } from '../connection/chain-store';
import { isFeatureEnabled } from '../features/features';
import type { PayMessages } from '../i18n/catalogue-types';
import { pay as enPay } from '../i18n/locales/en/pay';
import { payApi } from '../pay/pay-api-client';
import {
  PayFailedError,
  PayFeatureDisabledError,
  PayInProgressError,
  PayInsufficientBalanceError,
  PayModalClosedError,
  PayRequestError,
  PayUserRejectedError,
  PAY_ERROR_MESSAGES,
} from '../pay/pay-errors';
import { createPayStore, initialPayState, payShortfall, type PayStore } from '../pay/pay-store';
import { paymentUnits } from '../pay/pay-transfer';
import type { Network } from '../network/network';
import type { ClientContext } from './client-context';
import { openModal } from './modal-actions';
import { loadPayReview } from './pay-review';
import { submitPayment } from './pay-submit';

/** What `airlock.pay()` is asked to take: `amount` a decimal string, `token` `native`, a configured token's symbol or address. */
export interface PayRequest {
  recipient: string;
  amount: string;
  token: string;
  chainId: number;
}

/** What `airlock.pay()` resolves with once the server verified the payment on chain: the dApp's server reads GET /v1/pay/{id}. */
export interface PayResult {
  id: string;
  transactionHash: string;
  receipt: PaymentReceipt;
}

/** The Pay view's state and actions; one per client. */
export interface PayActions {
  readonly store: PayStore;
  /** English's pay part, shown until the modal's locale's has loaded. */
  readonly english: PayMessages;
  pay(request: PayRequest): Promise<PayResult>;
  /** Reads the balances, fee and recipient's name again. */
  loadReview(): Promise<void>;
  /** The Pay button: one at a time per payment (a second click joins the first). */
  confirm(): Promise<void>;
}

const actionsOf = new WeakMap<ClientContext, PayActions>();

export function payActions(context: ClientContext, switchNetwork: (network: Network) => Promise<void>): PayActions {
  const known = actionsOf.get(context);
  if (known) return known;
  const store = createPayStore();
  let flow: { resolve(result: PayResult): void; reject(error: Error): void; stop(): void } | undefined;
  let inFlight: Promise<void> | undefined;
  const networkOf = (chainId: number) =>
    context.options.networks.find((network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId);

  const finish = (outcome: { result: PayResult } | { error: Error }) => {
    const current = flow;
    flow = undefined;
    current?.stop();
    if (!current) return;
    if ('result' in outcome) current.resolve(outcome.result);
    else current.reject(outcome.error);
  };

  /** Why the visitor left without paying, as the dApp is told. */
  const closedError = (): Error => {
    const state = store.getState();
    if (state.error?.kind === 'userRejected') return new PayUserRejectedError();
    if (state.payment && payShortfall(state, paymentUnits(state.payment))) return new PayInsufficientBalanceError();
    return new PayModalClosedError();
  };

  const showPay = () => {
    const network = networkOf(store.getState().payment!.chainId)!;
    store.setState({ step: 'review' });
    // The header's title, in the modal's locale when its pay part has loaded (the view keeps it current).
    openModal(context, { view: 'Pay' });
    void loadPayReview(context, store, network);
  };

  const watchModal = () =>
    context.modal.subscribe((state, previous) => {
      if (state.open || !previous.open || !flow) return;
      const { step } = store.getState();
      if (step === 'connecting') {
        // Connecting closes the modal; once that close is done (the router back on Connect), Pay opens in its place.
        if (hasConnectedAddress(context.chain.getState())) queueMicrotask(showPay);
        else finish({ error: new PayModalClosedError() });
        return;
      }
      // A transfer under way settles the promise itself; the modal may close meanwhile.
      if (step === 'switching' || step === 'sending' || step === 'confirming') return;
      if (step !== 'success' && step !== 'failed') finish({ error: closedError() });
    });

  const actions: PayActions = {
    store,
    english: enPay,
    async pay(request) {
      if (!isFeatureEnabled(context.features.getState(), 'pay')) throw new PayFeatureDisabledError();
      if (!context.api) throw new PayRequestError(PAY_ERROR_MESSAGES.noServer);
      if (flow) throw new PayInProgressError();
      const network = networkOf(request.chainId);
      if (!network) throw new PayRequestError(`network ${request.chainId} is not among the client's networks`);
      let payment: PaymentReceipt;
      try {
        payment = await payApi(context.api).create(request);
      } catch (error) {
        if (error instanceof HttpStatusError && error.status < 500) throw new PayRequestError(error.serverMessage ?? error.message, error);
        throw error;
      }
      if (flow) throw new PayInProgressError();
      store.setState({ ...initialPayState(), payment });
      const result = new Promise<PayResult>((resolve, reject) => {
        flow = { resolve, reject, stop: () => undefined };
      });
      const unwatch = watchModal();
      flow!.stop = unwatch;
      if (hasConnectedAddress(context.chain.getState())) showPay();
      else {
        store.setState({ step: 'connecting' });
        openModal(context, { view: 'Connect' });
      }
      return result;
    },
    loadReview() {
      const payment = store.getState().payment;
      const network = payment && networkOf(payment.chainId);
      return network ? loadPayReview(context, store, network) : Promise.resolve();
    },
    confirm() {
      const payment = store.getState().payment;
      const network = payment && networkOf(payment.chainId);
      if (inFlight || !payment || !network || !context.api) return inFlight ?? Promise.resolve();
      const api = payApi(context.api);
      inFlight = submitPayment(context, store, api, network, {
        switchNetwork,
        onPaid: (receipt) => finish({ result: { id: receipt.id, transactionHash: receipt.transactionHash!, receipt } }),
        onFailed: (_receipt, reason) => finish({ error: new PayFailedError(reason) }),
      }).finally(() => {
        inFlight = undefined;
        // Closed while the transfer was under way, and it did not go through: the dApp hears why.
        if (flow && !context.modal.getState().open && store.getState().step === 'review') finish({ error: closedError() });
      });
      return inFlight;
    },
  };
  actionsOf.set(context, actions);
  return actions;
}
