import type { Connector } from '../adapter/connector';
import type { WalletListing } from '@airlock/protocol';
import type { Network } from '../network/network';
import type { SiwxMessage } from '../siwx/siwx-message';

/** Every view of the modal (spec §2) plus Networks, the network list. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingFarcaster'
  | 'ConnectingExternal'
  | 'EmailLogin'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'ExportPrivateKey'
  | 'Networks'
  | 'Swap'
  | 'Buy'
  | 'Pay'
  | 'Send'
  | 'Receive'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess';

/** Data a view may be opened with. */
export interface ViewData {
  connector?: Connector;
  network?: Network;
  /** A registry wallet to pair over WalletConnect (AllWallets, featured wallets). */
  wallet?: WalletListing;
  swap?: { fromToken?: string; toToken?: string; amount?: string };
  /** SIWXSignMessage: the sign-in message the visitor is asked to sign. */
  siwxMessage?: SiwxMessage;
  [key: string]: unknown;
}
