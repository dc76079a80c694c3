import { announceTestWallet } from '../announce/announce-test-wallet';
import { createTestWalletProvider } from '../provider/create-test-wallet-provider';
import { sendJsonRpcWithFetch } from '../provider/json-rpc-client';
import type { PersistStorage, SendJsonRpc } from '../provider/test-wallet-types';
import { defaultTestWalletGlobalName, type TestWalletScriptConfig } from './test-wallet-script-config';

type PageGlobals = Record<string, unknown>;

function pageLocalStorage(): PersistStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Opaque origins (about:blank, data: URLs, sandboxed frames) throw on access.
    return null;
  }
}

/** Runs inside the page: creates the provider, exposes it with its controls, and announces it. */
export function startTestWallet(config: TestWalletScriptConfig): void {
  if (!config.allFrames && window.top !== window) return;
  const globals = window as unknown as PageGlobals;
  const globalName = config.globalName ?? defaultTestWalletGlobalName;
  if (globals[globalName]) return;

  const { rpcFunctionName, rpcFunctionUrls = [] } = config;
  const sendJsonRpc: SendJsonRpc | undefined = rpcFunctionName
    ? (rpcUrl, payload) =>
        rpcFunctionUrls.includes(rpcUrl)
          ? (globals[rpcFunctionName] as SendJsonRpc)(rpcUrl, payload)
          : sendJsonRpcWithFetch(rpcUrl, payload)
    : undefined;

  const provider = createTestWalletProvider({
    accounts: config.accounts,
    chains: config.chains,
    ...(config.chainId !== undefined ? { chainId: config.chainId } : {}),
    ...(config.persistKey !== undefined ? { persistKey: config.persistKey } : {}),
    ...(config.assetDiscovery ? { assetDiscovery: config.assetDiscovery } : {}),
    ...(sendJsonRpc ? { sendJsonRpc } : {}),
    persist: pageLocalStorage(),
  });
  Object.defineProperty(window, globalName, { value: provider, configurable: false, enumerable: false });
  announceTestWallet(provider, config.info, window);
}
