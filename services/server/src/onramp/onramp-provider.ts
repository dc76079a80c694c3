import type { OnrampOrderStatus, OnrampPaymentCurrency, OnrampProviderInfo, OnrampPurchaseCurrency } from '@airlock/protocol';
import type { FiatCurrency, PaymentMethod } from './onramp-limits-table';
import type { OnrampOrderRecord } from './onramp-order-store';

export interface ProviderOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[];
  paymentCurrencies: OnrampPaymentCurrency[];
}

export interface ProviderQuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: FiatCurrency;
  /** What the visitor pays, in cents of `paymentCurrency`. */
  totalCents: bigint;
  /** CAIP-2, e.g. eip155:8453. */
  network: string;
  paymentMethod: PaymentMethod;
}

/** A provider's price: decimal strings, the fiat ones in the payment currency, `purchaseAmount` in the purchase currency. */
export interface ProviderQuote {
  purchaseAmount: string;
  paymentSubtotal: string;
  providerFee: string;
  networkFee: string;
  paymentTotal: string;
}

export interface ProviderOrderStatus {
  status: OnrampOrderStatus;
  transactionHash?: string;
  failureReason?: string;
}

/** Where a checkout URL leads back to, and the order it pays. */
export interface CheckoutContext {
  /** This server as the visitor's browser reaches it (AIRLOCK_PUBLIC_URL or the request's host). */
  serverBaseUrl: string;
  order: OnrampOrderRecord;
  /** The visitor's IP, which some providers bind a checkout session to. */
  clientIp: string;
}

/** One on-ramp (spec §7): what it sells, its prices, where the visitor pays, and how an order stands. */
export interface OnrampProvider {
  readonly info: OnrampProviderInfo;
  /** Whether it delivers `purchaseCurrency` on `network` (CAIP-2), from its own table: no request. */
  sells(purchaseCurrency: string, network: string): boolean;
  options(): Promise<ProviderOptions>;
  /** Built-in options shown when `options()` fails (spec §8): what it sells, with spec §9's limits. */
  sampleOptions(): ProviderOptions;
  quote(request: ProviderQuoteRequest): Promise<ProviderQuote>;
  checkoutUrl(context: CheckoutContext): Promise<string>;
  /** The order's state at the provider; undefined when the provider cannot tell (the stored state stands). */
  orderStatus(order: OnrampOrderRecord): Promise<ProviderOrderStatus | undefined>;
}
