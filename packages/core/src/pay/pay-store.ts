import type { PaymentReceipt } from '@airlock/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * loading (the payment is being made on the server) → connecting (the visitor connects first) → review → switching (the
 * wallet changes network) → sending (the wallet asks) → confirming (the server checks the mined transaction) → success;
 * `failed` when the payment itself failed on chain. A refusal or an error before sending returns to review with `error`.
 */
export type PayStep = 'loading' | 'connecting' | 'review' | 'switching' | 'sending' | 'confirming' | 'success' | 'failed';

/** Why the review shows an error; the view words it (pay catalogue part). */
export type PayErrorKind = 'userRejected' | 'sendFailed' | 'switchFailed' | 'serverUnavailable' | 'paymentFailed' | 'loadFailed';

export type PayLookup<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export interface PayState {
  step: PayStep;
  payment?: PaymentReceipt;
  /** The payer's balance of the payment's token, and of the chain's native currency (which pays the fee), in base units. */
  tokenBalance: PayLookup<bigint>;
  nativeBalance: PayLookup<bigint>;
  /** The network fee's estimate in the native currency's base units. */
  fee: PayLookup<bigint>;
  /** The recipient's name, when one is registered. */
  recipientName?: string;
  /** A transaction the wallet sent for this payment, kept until the server has it (a retry attaches it, never sends again). */
  sentHash?: string;
  error?: { kind: PayErrorKind; detail?: string };
}

export type PayStore = StoreApi<PayState>;

export function initialPayState(): PayState {
  return { step: 'loading', tokenBalance: { status: 'loading' }, nativeBalance: { status: 'loading' }, fee: { status: 'loading' } };
}

export function createPayStore(): PayStore {
  return createStore<PayState>(initialPayState);
}

/** Whether the payer cannot pay: the token's balance below the amount, or the native balance below the fee (plus the amount, native). */
export function payShortfall(state: PayState, units: bigint | undefined): 'token' | 'fee' | undefined {
  const { tokenBalance, nativeBalance, fee, payment } = state;
  if (units === undefined || !payment) return undefined;
  const native = payment.token.address === 'native';
  if (tokenBalance.status === 'ready' && tokenBalance.value < units) return 'token';
  const feeValue = fee.status === 'ready' ? fee.value : 0n;
  if (nativeBalance.status === 'ready' && nativeBalance.value < feeValue + (native ? units : 0n)) return native ? 'token' : 'fee';
  return undefined;
}
