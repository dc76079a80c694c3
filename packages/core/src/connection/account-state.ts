import type { TokenBalance } from '@airlock/protocol';
import type { AccountType, WalletInfo } from '../adapter/account';
import type { CaipAddress } from '../caip/caip-address';
import type { ChainNamespace } from '../caip/namespace';
import type { Network } from '../network/network';

export type AccountStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';

/** One namespace's account (spec §3, Account state per chain: accountState). */
export interface AccountState {
  status: AccountStatus;
  address?: string;
  caipAddress?: CaipAddress;
  connectorId?: string;
  /** Set when the wallet named itself on connecting (WalletConnect); otherwise the connector says. */
  walletInfo?: WalletInfo;
  accountType: AccountType;
  /**
   * An embedded smart account: whether it is deployed on this chain (with EIP-7702, delegated), as the frame says; undefined when not known
   * or not a smart account.
   */
  smartAccountDeployed?: boolean;
  balance?: { value: bigint; decimals: number; symbol: string };
  balanceLoading: boolean;
  /** From the server's balance API; undefined until first loaded. */
  tokenBalances?: TokenBalance[];
  tokenBalancesLoading?: boolean;
  profileName?: string | null;
  profileImage?: string | null;
  currentTab: AccountTab;
}

/** One namespace's network (spec §3: networkState). */
export interface NetworkState {
  caipNetwork?: Network;
  /** False when the wallet sits on a network the dApp did not configure. */
  supported: boolean;
}

export interface NamespaceState {
  namespace: ChainNamespace;
  account: AccountState;
  network: NetworkState;
}

export function disconnectedAccount(): AccountState {
  return { status: 'disconnected', accountType: 'eoa', balanceLoading: false, currentTab: 'Tokens' };
}
