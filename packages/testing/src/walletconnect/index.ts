export { createWalletConnectTestWallet } from './create-walletconnect-test-wallet';
export type {
  Decision,
  HandledRequest,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from './walletconnect-test-wallet-types';
export { DEFAULT_TEST_WALLET_KEY } from './default-test-wallet-key';
export { EIP155_EVENTS, EIP155_METHODS } from './eip155-namespace';
export type { SupportedNamespace, SupportedNamespaces } from './supported-namespace';
export { MemoryKeyValueStorage } from './memory-key-value-storage';
