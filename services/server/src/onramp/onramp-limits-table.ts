import type { OnrampPaymentCurrency } from '@airlock/protocol';

/** The payment methods the on-ramp knows, by the ids spec §3's payment_method_limits use. */
export const PAYMENT_METHODS = ['card', 'bank_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The fiat currencies every built-in table covers (spec §9: USD, also EUR). */
export const FIAT_CURRENCIES = ['USD', 'EUR'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/** Spec §9: card 10 to 7,500; bank account 10 to 25,000; the same in USD and EUR. */
export const SPEC_PAYMENT_LIMITS: Record<PaymentMethod, { min: number; max: number }> = {
  card: { min: 10, max: 7_500 },
  bank_account: { min: 10, max: 25_000 },
};

/** Spec §9's limits as options list them, for every fiat currency. */
export function specPaymentCurrencies(): OnrampPaymentCurrency[] {
  return FIAT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHODS.map((method) => ({
      id: method,
      min: String(SPEC_PAYMENT_LIMITS[method].min),
      max: String(SPEC_PAYMENT_LIMITS[method].max),
    })),
  }));
}
