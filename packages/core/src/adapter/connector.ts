import type { ChainNamespace } from '../caip/namespace';

export const CONNECTOR_IDS = {
  walletConnect: 'walletConnect',
  injected: 'injected',
  announced: 'announced',
  coinbaseWallet: 'coinbaseWallet',
  coinbaseWalletSDK: 'coinbaseWalletSDK',
  safe: 'safe',
  ledger: 'ledger',
  okx: 'okx',
  eip6963: 'eip6963',
  auth: 'ID_AUTH',
} as const;

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'MULTI_CHAIN' | 'AUTH' | 'EXTERNAL';

/** A way to connect a wallet, as the Connect view lists it (spec §3, Connector). */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  info?: { rdns?: string };
  explorerId?: string;
}
