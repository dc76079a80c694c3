import type { ChainNamespace } from '../caip/namespace';

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

export interface ConnectedAccount {
  address: string;
  type: AccountType;
  namespace: ChainNamespace;
  publicKey?: string;
  path?: string;
}

/** What an adapter reports after a wallet connects (spec §3, Connection). */
export interface Connection {
  connectorId: string;
  accounts: readonly ConnectedAccount[];
  chainId: number | string;
  authName?: string;
  /** The wallet behind the connector when it says who it is (a WalletConnect peer's name and icon). */
  wallet?: WalletInfo;
}

/** Spec §3, Wallet info. */
export interface WalletInfo {
  name: string;
  icon?: string;
}
