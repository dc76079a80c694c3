import { createHmac } from 'node:crypto';

export interface MoonpayWidgetParameters {
  apiKey: string;
  currencyCode: string;
  walletAddress: string;
  baseCurrencyCode: string;
  baseCurrencyAmount: string;
  externalTransactionId: string;
  paymentMethod?: string;
}

/** MoonPay's URL signature: base64 of HMAC-SHA256, under the secret key, of the URL's query string with its leading `?`. */
export function moonpaySignature(search: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(search).digest('base64');
}

/** The buy widget URL with the visitor's order filled in, signed (MoonPay refuses a wallet address in an unsigned URL). */
export function moonpayWidgetUrl(widgetUrl: string, parameters: MoonpayWidgetParameters, secretKey: string): string {
  const url = new URL(widgetUrl);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('signature', moonpaySignature(url.search, secretKey));
  return url.toString();
}
