export interface CoinbaseOnrampUrlParameters {
  /** A session token (CDP API key configured), else the app id with the addresses in the URL. */
  sessionToken?: string;
  appId?: string;
  address: string;
  network: string;
  asset: string;
  presetFiatAmount: string;
  fiatCurrency: string;
  paymentMethod: string;
  partnerUserId: string;
}

/** Coinbase Onramp's buy URL (https://pay.coinbase.com/buy/select-asset) for one order. */
export function coinbaseOnrampUrl(payUrl: string, parameters: CoinbaseOnrampUrlParameters): string {
  const url = new URL(`${payUrl}/buy/select-asset`);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  if (parameters.sessionToken) set('sessionToken', parameters.sessionToken);
  else {
    set('appId', parameters.appId ?? '');
    set('addresses', JSON.stringify({ [parameters.address]: [parameters.network] }));
    set('assets', JSON.stringify([parameters.asset]));
  }
  set('defaultAsset', parameters.asset);
  set('defaultNetwork', parameters.network);
  set('defaultExperience', 'buy');
  set('defaultPaymentMethod', parameters.paymentMethod);
  set('presetFiatAmount', parameters.presetFiatAmount);
  set('fiatCurrency', parameters.fiatCurrency);
  set('partnerUserId', parameters.partnerUserId);
  return url.toString();
}
