import type { OnrampQuote } from '@airlock/protocol';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function scaled(amount: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(amount);
  if (!match || (match[2]?.length ?? 0) > decimals) return undefined;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(decimals, '0'));
}

function decimalText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -decimals)}.${fraction}` : digits.slice(0, -decimals);
}

/**
 * The provider's own fee, as the quote gives it, else what the visitor pays in total less the price of the tokens and
 * the network fee, exactly (no floating point). Undefined when the amounts are not in one currency or do not add up (the
 * view then shows no fee row).
 */
export function onrampProviderFee(quote: OnrampQuote): string | undefined {
  if (quote.providerFee && quote.providerFee.currency === quote.paymentTotal.currency) return quote.providerFee.amount;
  const { paymentTotal, paymentSubtotal, networkFee } = quote;
  if (paymentSubtotal.currency !== paymentTotal.currency || networkFee.currency !== paymentTotal.currency) return undefined;
  const decimals = Math.max(...[paymentTotal, paymentSubtotal, networkFee].map((money) => money.amount.split('.')[1]?.length ?? 0), 2);
  const [total, subtotal, network] = [paymentTotal, paymentSubtotal, networkFee].map((money) => scaled(money.amount, decimals));
  if (total === undefined || subtotal === undefined || network === undefined) return undefined;
  const fee = total - subtotal - network;
  return fee < 0n ? undefined : decimalText(fee, decimals);
}
