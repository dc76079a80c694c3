import type { OnrampNetwork, OnrampPurchaseCurrency } from '@airlock/protocol';

/** The chain id an options network names, as CAIP-2 (`eip155:31337`); `chain_id` is decimal for EVM chains. */
function deliversTo(network: OnrampNetwork, caipNetworkId: string): boolean {
  const [namespace, reference] = caipNetworkId.split(':');
  if (namespace === 'eip155') return network.chain_id === reference;
  return network.chain_id === reference || network.chain_id === caipNetworkId;
}

/** The purchase currencies a provider delivers on `caipNetworkId`: empty where buying is not supported. */
export function purchaseCurrenciesOn(currencies: readonly OnrampPurchaseCurrency[], caipNetworkId: string): OnrampPurchaseCurrency[] {
  return currencies.filter((currency) => currency.networks.some((network) => deliversTo(network, caipNetworkId)));
}

/** The network entry of `currency` on `caipNetworkId` (its name for the provider and its contract), if any. */
export function purchaseNetworkOn(currency: OnrampPurchaseCurrency, caipNetworkId: string): OnrampNetwork | undefined {
  return currency.networks.find((network) => deliversTo(network, caipNetworkId));
}
