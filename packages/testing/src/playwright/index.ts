export { buildTestWalletScript } from './build-test-wallet-script';
export { installTestWallet } from './install-test-wallet';
export type { InstallTestWalletOptions, TestWalletHandle } from './install-test-wallet';
export { defaultTestWalletGlobalName } from '../browser/test-wallet-script-config';
export type { TestWalletScriptConfig } from '../browser/test-wallet-script-config';
