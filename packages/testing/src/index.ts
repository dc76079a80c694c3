export { createTestWalletProvider } from './provider/create-test-wallet-provider';
export type {
  PersistStorage,
  JsonRpcPayload,
  RecordedRequest,
  RequestArguments,
  SendJsonRpc,
  TestWalletChain,
  TestWalletControls,
  TestWalletEventName,
  TestWalletEvents,
  TestWalletListener,
  TestWalletOptions,
  TestWalletProvider,
} from './provider/test-wallet-types';
export { WalletRpcError, walletErrorCodes } from './provider/wallet-rpc-error';
export type { AssetDiscoveryOptions } from './provider/wallet-asset-discovery';
export { persistKeyPrefix } from './provider/persisted-wallet-state';
export { promptingMethods } from './provider/user-decisions';
export type { WalletPermission } from './provider/wallet-permissions';
export { announceTestWallet, defaultTestWalletInfo } from './announce/announce-test-wallet';
export type { AnnouncementTarget, WalletAnnouncementInfo } from './announce/announce-test-wallet';
export { testWalletIcon } from './announce/test-wallet-icon';
export { MemoryStorage } from './storage/memory-storage';
