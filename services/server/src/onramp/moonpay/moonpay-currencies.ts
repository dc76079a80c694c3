/** MoonPay's currency codes for what it sells on each EVM network (CAIP-2), by symbol. */
export const MOONPAY_CURRENCY_CODES: Record<string, Record<string, string>> = {
  'eip155:1': { USDC: 'usdc', ETH: 'eth' },
  'eip155:8453': { USDC: 'usdc_base', ETH: 'eth_base' },
  'eip155:10': { USDC: 'usdc_optimism', ETH: 'eth_optimism' },
  'eip155:42161': { USDC: 'usdc_arbitrum', ETH: 'eth_arbitrum' },
  'eip155:137': { USDC: 'usdc_polygon' },
};

export const MOONPAY_NETWORK_NAMES: Record<string, string> = {
  'eip155:1': 'Ethereum',
  'eip155:8453': 'Base',
  'eip155:10': 'OP Mainnet',
  'eip155:42161': 'Arbitrum One',
  'eip155:137': 'Polygon',
};

/** MoonPay's payment method ids for the on-ramp's. */
export const MOONPAY_PAYMENT_METHODS = { card: 'credit_debit_card', bank_account: 'sepa_bank_transfer' } as const;

export function moonpayCurrencyCode(symbol: string, network: string): string | undefined {
  return MOONPAY_CURRENCY_CODES[network]?.[symbol];
}
