import type { Page } from 'playwright-core';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { defaultTestWalletGlobalName, type TestWalletScriptConfig } from '../browser/test-wallet-script-config';
import { sendJsonRpcWithFetch } from '../provider/json-rpc-client';
import type { JsonRpcPayload, RecordedRequest, RequestArguments, TestWalletControls } from '../provider/test-wallet-types';
import { WalletRpcError, walletErrorCodes } from '../provider/wallet-rpc-error';
import { buildTestWalletScript } from './build-test-wallet-script';

export interface InstallTestWalletOptions extends Omit<TestWalletScriptConfig, 'rpcFunctionName' | 'rpcFunctionUrls'> {
  /**
   * Send the configured chains' JSON-RPC from Node instead of the page's fetch (default true),
   * so the page's CSP `connect-src` and CORS do not apply to the wallet.
   */
  rpcFromNode?: boolean;
}

type Promisified<T> = { [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => Promise<void> : never };

/** Drives the wallet installed in a page; each call runs inside the page's current document. */
export interface TestWalletHandle extends Promisified<TestWalletControls> {
  /** Addresses of the configured accounts, in order. */
  readonly addresses: readonly Address[];
  /** The requests the wallet received in the current document. */
  requests(): Promise<RecordedRequest[]>;
  /** Calls the in-page provider as the dApp would. */
  request(args: RequestArguments): Promise<unknown>;
}

function jsonRpcErrorResponse(payload: JsonRpcPayload, error: unknown) {
  const code = error instanceof WalletRpcError ? error.code : walletErrorCodes.internal;
  const message = error instanceof Error ? error.message : String(error);
  return { jsonrpc: '2.0', id: payload.id, error: { code, message } };
}

/**
 * Installs the test wallet into every document `page` loads from now on (an init script, so the
 * page's CSP does not block it). Call before `page.goto`.
 */
export async function installTestWallet(page: Page, options: InstallTestWalletOptions): Promise<TestWalletHandle> {
  const { rpcFromNode = true, ...config } = options;
  const globalName = config.globalName ?? defaultTestWalletGlobalName;
  const scriptConfig: TestWalletScriptConfig = { ...config, globalName };

  if (rpcFromNode) {
    const rpcUrls = config.chains.map((chain) => chain.rpcUrl);
    scriptConfig.rpcFunctionName = `${globalName}Rpc`;
    scriptConfig.rpcFunctionUrls = rpcUrls;
    await page.exposeFunction(scriptConfig.rpcFunctionName, async (rpcUrl: string, payload: JsonRpcPayload) => {
      if (!rpcUrls.includes(rpcUrl)) return jsonRpcErrorResponse(payload, new Error(`${rpcUrl} is not a configured chain.`));
      try {
        return await sendJsonRpcWithFetch(rpcUrl, payload);
      } catch (error) {
        return jsonRpcErrorResponse(payload, error);
      }
    });
  }
  await page.addInitScript(await buildTestWalletScript(scriptConfig));

  const callInPage = <T>(member: string, args: unknown[]) =>
    page.evaluate(
      ({ globalName, member, args }) => {
        const wallet = (window as unknown as Record<string, Record<string, unknown> | undefined>)[globalName];
        if (!wallet) throw new Error(`No test wallet at window.${globalName}; did the page load after installTestWallet?`);
        const value = wallet[member];
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).apply(wallet, args) : value;
      },
      { globalName, member, args },
    ) as Promise<T>;
  const control =
    (member: keyof TestWalletControls) =>
    async (...args: unknown[]) => {
      await callInPage<void>(member, args);
    };

  return {
    addresses: config.accounts.map((key) => privateKeyToAccount(key).address),
    rejectNext: control('rejectNext'),
    holdNext: control('holdNext'),
    releaseHeld: control('releaseHeld'),
    refuseChain: control('refuseChain'),
    allowChain: control('allowChain'),
    setAccount: control('setAccount'),
    switchChainFromWallet: control('switchChainFromWallet'),
    disconnectFromWallet: control('disconnectFromWallet'),
    requests: () => callInPage<RecordedRequest[]>('requests', []),
    request: (args) => callInPage<unknown>('request', [args]),
  };
}
