import type { Hex } from 'viem';
import type { WalletAnnouncementInfo } from '../announce/announce-test-wallet';
import type { TestWalletChain } from '../provider/test-wallet-types';
import type { AssetDiscoveryOptions } from '../provider/wallet-asset-discovery';

/** What the in-page script needs; JSON-serialisable because it is embedded in the script text. */
export interface TestWalletScriptConfig {
  accounts: readonly Hex[];
  chains: readonly TestWalletChain[];
  chainId?: number;
  /** Report assets through wallet_getAssets (see TestWalletOptions.assetDiscovery). */
  assetDiscovery?: AssetDiscoveryOptions;
  /** EIP-6963 info; defaults to the Airlock Test Wallet's. Give each wallet its own when installing two. */
  info?: Partial<WalletAnnouncementInfo>;
  /** Window property holding the provider and its controls; default `__airlockTestWallet`. */
  globalName?: string;
  /** Suffix of the localStorage key; defaults to the first account's address. */
  persistKey?: string;
  /** Also install into iframes (default: top-level documents only). */
  allFrames?: boolean;
  /** A page function (`(rpcUrl, payload) => response`) that serves JSON-RPC for `rpcFunctionUrls` instead of fetch. */
  rpcFunctionName?: string;
  rpcFunctionUrls?: readonly string[];
}

export const defaultTestWalletGlobalName = '__airlockTestWallet';
