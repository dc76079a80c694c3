import type { Address } from 'viem';

/** An EIP-2255 permission, as wallet_getPermissions / wallet_requestPermissions return it. */
export interface WalletPermission {
  parentCapability: 'eth_accounts';
  invoker: string;
  caveats: { type: 'restrictReturnedAccounts'; value: Address[] }[];
  date: number;
}

export function accountsPermissions(addresses: Address[], grantedAt: number): WalletPermission[] {
  if (addresses.length === 0) return [];
  const invoker = typeof location === 'undefined' ? 'node' : location.origin;
  return [
    {
      parentCapability: 'eth_accounts',
      invoker,
      caveats: [{ type: 'restrictReturnedAccounts', value: addresses }],
      date: grantedAt,
    },
  ];
}

/** Whether a wallet_requestPermissions / wallet_revokePermissions param names eth_accounts. */
export function namesAccountsPermission(param: unknown): boolean {
  return param !== null && typeof param === 'object' && 'eth_accounts' in param;
}
