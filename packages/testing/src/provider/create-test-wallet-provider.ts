import { hexToNumber, isHex, type Address } from 'viem';
import { createRpcCaller, sendJsonRpcWithFetch } from './json-rpc-client';
import { assetDiscoveryCapabilities, getAssets } from './wallet-asset-discovery';
import { createWalletEventEmitter } from './wallet-event-emitter';
import { createUserDecisions } from './user-decisions';
import { createWalletSession, disconnectedError } from './wallet-session';
import { accountsPermissions, namesAccountsPermission } from './wallet-permissions';
import { ethSign, personalSign, signTypedDataV4 } from './sign-requests';
import { parseTransactionRequest, prepareTransaction } from './transaction-request';
import type { RecordedRequest, RequestArguments, TestWalletOptions, TestWalletProvider } from './test-wallet-types';
import {
  invalidParamsError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from './wallet-rpc-error';

/** Prefixes of methods only a wallet answers; unknown ones are unsupported rather than sent to the node. */
const walletOnlyPrefixes = ['wallet_', 'personal_', 'eth_sign', 'eth_decrypt', 'eth_getEncryptionPublicKey'];

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !isHex(value)) throw invalidParamsError(`Expected a hex chain id, got ${String(value)}.`);
  return hexToNumber(value);
}

/** An EIP-1193 provider that signs locally with dev keys and forwards reads to the current chain's RPC URL. */
export function createTestWalletProvider(options: TestWalletOptions): TestWalletProvider {
  const events = createWalletEventEmitter();
  const session = createWalletSession(options, events);
  const decisions = createUserDecisions();
  const callRpc = createRpcCaller(options.sendJsonRpc ?? sendJsonRpcWithFetch);
  const requests: RecordedRequest[] = [];
  let permissionsGrantedAt = Date.now();

  const forward = (method: string, params: readonly unknown[]) => callRpc(session.chain.rpcUrl, method, params);

  const authorise = () => {
    if (!session.authorised) permissionsGrantedAt = Date.now();
    session.authorise();
    return session.exposedAddresses();
  };

  const switchChain = (chainId: number) => {
    if (!session.findChain(chainId)) throw unrecognizedChainError(chainId);
    if (decisions.refuses(chainId)) throw userRejectedError();
    session.switchChain(chainId);
    return null;
  };

  const addChain = (param: unknown) => {
    const { chainId, chainName, rpcUrls } = (param ?? {}) as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown };
    const id = parseChainId(chainId);
    const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined;
    if (!session.findChain(id)) {
      if (typeof rpcUrl !== 'string') throw invalidParamsError('wallet_addEthereumChain needs rpcUrls[0].');
      session.addChain({ chainId: id, rpcUrl, ...(typeof chainName === 'string' ? { name: chainName } : {}) });
    }
    // Like MetaMask, adding a chain also offers to switch to it; a refused chain stays added but inactive.
    if (!decisions.refuses(id)) session.switchChain(id);
    return null;
  };

  const sendTransaction = async (param: unknown, broadcast: boolean) => {
    const transaction = parseTransactionRequest(param);
    const account = session.authorisedAccount(transaction.from ?? session.exposedAddresses()[0]);
    if (!account) throw unauthorizedError();
    const chain = session.chain;
    const prepared = await prepareTransaction(callRpc, chain.rpcUrl, chain.chainId, account.address, transaction);
    const signed = await account.signTransaction(prepared);
    return broadcast ? callRpc(chain.rpcUrl, 'eth_sendRawTransaction', [signed]) : signed;
  };

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return authorise();
      case 'eth_accounts':
        return session.exposedAddresses();
      case 'eth_coinbase':
        return session.exposedAddresses()[0] ?? null;
      case 'eth_chainId':
        return session.chainIdHex;
      case 'net_version':
        return String(session.chain.chainId);
      case 'wallet_switchEthereumChain':
        return switchChain(parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId));
      case 'wallet_addEthereumChain':
        return addChain(params[0]);
      case 'wallet_requestPermissions':
        if (!namesAccountsPermission(params[0])) throw invalidParamsError('Only eth_accounts can be requested.');
        authorise();
        return accountsPermissions(session.exposedAddresses(), permissionsGrantedAt);
      case 'wallet_getPermissions':
        return accountsPermissions(session.exposedAddresses(), permissionsGrantedAt);
      case 'wallet_revokePermissions':
        if (namesAccountsPermission(params[0])) session.revoke();
        return null;
      case 'wallet_watchAsset':
        return true;
      case 'personal_sign':
        return personalSign(session, params);
      case 'eth_sign':
        return ethSign(session, params);
      case 'eth_signTypedData_v4':
        return signTypedDataV4(session, params);
      case 'eth_sendTransaction':
        return sendTransaction(params[0], true);
      case 'eth_signTransaction':
        return sendTransaction(params[0], false);
      case 'wallet_getCapabilities':
        if (!options.assetDiscovery) break;
        if (!session.authorisedAccount(params[0])) throw unauthorizedError();
        return assetDiscoveryCapabilities(session.chains);
      case 'wallet_getAssets': {
        if (!options.assetDiscovery) break;
        const query = (params[0] ?? {}) as { account?: unknown; chainFilter?: unknown };
        const account = session.authorisedAccount(query.account);
        if (!account) throw unauthorizedError();
        return getAssets(callRpc, session.chains, options.assetDiscovery, account.address, query.chainFilter);
      }
    }
    if (walletOnlyPrefixes.some((prefix) => method.startsWith(prefix))) throw unsupportedMethodError(method);
    return forward(method, params);
  }

  const provider: TestWalletProvider = {
    isAirlockTestWallet: true,
    requests,
    addresses: session.accounts.map((a): Address => a.address),
    async request(args: RequestArguments) {
      if (args === null || typeof args !== 'object' || typeof args.method !== 'string') {
        throw invalidParamsError('request() expects { method, params }.');
      }
      const { method } = args;
      const params = Array.isArray(args.params) ? (args.params as unknown[]) : args.params === undefined ? [] : [args.params];
      requests.push({ method, params: args.params });
      await decisions.waitIfHeld(method);
      if (decisions.takeRejection(method)) throw userRejectedError();
      return handle(method, params);
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return provider;
    },
    rejectNext: (method) => decisions.rejectNext(method),
    holdNext: (method) => decisions.holdNext(method),
    releaseHeld: () => decisions.releaseHeld(),
    refuseChain: (chainId) => decisions.refuseChain(chainId),
    allowChain: (chainId) => decisions.allowChain(chainId),
    setAccount: (index) => session.setAccount(index),
    switchChainFromWallet: (chainId) => session.switchChain(chainId),
    disconnectFromWallet() {
      const wasAuthorised = session.authorised;
      session.revoke();
      if (wasAuthorised) events.emit('disconnect', disconnectedError());
    },
  };
  return provider;
}
