/** The keys Airlock keeps in the browser (spec §3), each under the app prefix. */
export const STORAGE_KEYS = {
  connectorId: (namespace: string) => `${namespace}:connector`,
  activeNamespace: 'namespace',
  connectionStatus: (namespace: string) => `${namespace}:status`,
  recentWallets: 'recent-wallets',
  caches: 'caches',
  connections: 'connections',
  email: 'email',
  emailLoginUsed: 'email-login-used',
  lastEmailLoginTime: 'last-email-login-time',
  socialUsername: 'social-username',
  lastUsedChain: (namespace: string) => `${namespace}:last-used-chain`,
  smartAccountEnabledNetworks: 'smart-account-enabled-networks',
  /** The modal's own transactions not yet mined, per account and CAIP-2 network. */
  pendingTransactions: (chain: string, address: string) => `pending-transactions:${chain}:${address.toLowerCase()}`,
  /** Sign-in sessions kept by the built-in SIWX stores, one list per store. */
  siwxSessions: (store: 'local' | 'server') => `siwx-sessions:${store}`,
} as const;
