/** Coinbase Onramp's network names for EVM networks (CAIP-2). */
export const COINBASE_NETWORKS: Record<string, { name: string; displayName: string; sells: readonly string[] }> = {
  'eip155:1': { name: 'ethereum', displayName: 'Ethereum', sells: ['USDC', 'ETH'] },
  'eip155:8453': { name: 'base', displayName: 'Base', sells: ['USDC', 'ETH'] },
  'eip155:10': { name: 'optimism', displayName: 'OP Mainnet', sells: ['USDC', 'ETH'] },
  'eip155:42161': { name: 'arbitrum', displayName: 'Arbitrum One', sells: ['USDC', 'ETH'] },
  'eip155:137': { name: 'polygon', displayName: 'Polygon', sells: ['USDC'] },
};

export const COINBASE_PAYMENT_METHODS = { card: 'CARD', bank_account: 'ACH_BANK_ACCOUNT' } as const;

/** Coinbase's transaction states as the order states. */
export const COINBASE_ORDER_STATES: Record<string, 'pending' | 'processing' | 'completed' | 'failed'> = {
  ONRAMP_TRANSACTION_STATUS_CREATED: 'pending',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'processing',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'completed',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
};
