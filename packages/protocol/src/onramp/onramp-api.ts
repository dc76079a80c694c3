/**
 * Shapes of the on-ramp routes (spec §3, §7). Money amounts are decimal strings (`"50"`, `"49.25"`) with their currency,
 * so nothing is lost to floating point; crypto currencies by symbol (`USDC`), fiat by ISO 4217 code (`USD`).
 */

/** A network a purchase currency can be delivered on (spec §3). `chain_id` is the decimal chain id; `contract_address` empty for native. */
export interface OnrampNetwork {
  name: string;
  display_name: string;
  chain_id: string;
  contract_address: string;
}

/** Spec §3: a currency the visitor can buy. */
export interface OnrampPurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: OnrampNetwork[];
}

/** Spec §3: how much of a fiat currency one payment method accepts (`card`, `bank_account`). */
export interface OnrampPaymentMethodLimit {
  id: string;
  min: string;
  max: string;
}

/** Spec §3: a fiat currency the visitor can pay with. */
export interface OnrampPaymentCurrency {
  id: string;
  payment_method_limits: OnrampPaymentMethodLimit[];
}

/** A provider the project offers, as the Buy views list it. `feeRange` is in percent, e.g. `[1, 2]`. */
export interface OnrampProviderInfo {
  id: string;
  name: string;
  feeRange: [number, number];
}

/**
 * GET /v1/onramp/options?provider=: the purchase and payment currencies (of one provider, the first by default).
 * `sample` is true when the provider could not be asked and the spec §9 built-in limits are shown instead (spec §8).
 */
export interface OnrampOptionsResponse {
  providers: OnrampProviderInfo[];
  provider: string;
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
  sample: boolean;
}

/** POST /v1/onramp/quote. `amount` is in the payment (fiat) currency; `network` is a CAIP-2 id (`eip155:31337`). */
export interface OnrampQuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
  provider?: string;
  /** `card` (default) or `bank_account`. */
  paymentMethod?: string;
}

export interface OnrampMoney {
  amount: string;
  currency: string;
}

/**
 * Spec §3: an on-ramp quote. `estimated` is true when the provider failed to quote and the server estimated from the
 * spec §9 fee range instead (spec §8); the views mark it as an estimate.
 */
export interface OnrampQuote {
  networkFee: OnrampMoney;
  paymentSubtotal: OnrampMoney;
  paymentTotal: OnrampMoney;
  purchaseAmount: OnrampMoney;
  /** The provider's own fee (spec §9: 1–2%), part of paymentTotal; paymentTotal = paymentSubtotal + providerFee + networkFee. */
  providerFee?: OnrampMoney;
  quoteId: string;
  provider: string;
  estimated: boolean;
  /** ISO 8601: after this the checkout re-quotes. */
  expiresAt: string;
}

/** Spec §7: where the purchase goes. `blockchains` are CAIP-2 ids; `assets` purchase currency ids. */
export interface OnrampDestinationWallet {
  address: string;
  blockchains: string[];
  assets?: string[];
}

/** POST /v1/generators/onrampurl (spec §7), plus the provider and the quote the visitor accepted. */
export interface OnrampUrlRequest {
  destinationWallets: OnrampDestinationWallet[];
  defaultNetwork?: string;
  partnerUserId?: string;
  defaultExperience?: 'buy';
  presetCryptoAmount?: string;
  presetFiatAmount?: string;
  provider?: string;
  quoteId?: string;
  paymentCurrency?: string;
  purchaseCurrency?: string;
}

/** The checkout to open in a popup or new tab, and the order to poll while the visitor pays. */
export interface OnrampUrlResponse {
  url: string;
  orderId: string;
}

export type OnrampOrderStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** GET /v1/onramp/orders/{id}: what the "buy in progress" view polls. */
export interface OnrampOrder {
  id: string;
  provider: string;
  status: OnrampOrderStatus;
  network: string;
  address: string;
  purchaseAmount: OnrampMoney;
  paymentTotal: OnrampMoney;
  /** Set once the purchased tokens were sent. */
  transactionHash?: string;
  /** Why a failed order failed, in words for the visitor. */
  failureReason?: string;
  /** What the visitor pays before fees, and the fees, in the payment currency. */
  paymentSubtotal?: OnrampMoney;
  providerFee?: OnrampMoney;
  networkFee?: OnrampMoney;
}
