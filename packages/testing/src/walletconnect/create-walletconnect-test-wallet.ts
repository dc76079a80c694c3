import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { getSdkError, parseUri } from '@walletconnect/utils';
import { privateKeyToAccount } from 'viem/accounts';
import { createRpcCaller, sendJsonRpcWithFetch } from '../provider/json-rpc-client';
import { WalletRpcError, userRejectedError, walletErrorCodes } from '../provider/wallet-rpc-error';
import { approveNamespaces } from './approve-namespaces';
import { createDecisions, SESSION_AUTHENTICATE, SESSION_PROPOSAL } from './decisions';
import { DEFAULT_TEST_WALLET_KEY } from './default-test-wallet-key';
import { eip155ChainId, eip155Namespace } from './eip155-namespace';
import { handleEip155Request, type Eip155Wallet } from './eip155-request-handler';
import { namespacesWithChain } from './namespaces-with-chain';
import { closeOfflineCore, createOfflineCore } from './offline-core';
import { createPendingPairings } from './pending-pairings';
import { createRequestLog } from './request-log';
import { signAuthRequest } from './session-authenticate';
import type { HandledRequest, WalletConnectTestWallet, WalletConnectTestWalletOptions } from './walletconnect-test-wallet-types';

const errorOf = (error: unknown): { code: number; message: string } =>
  error instanceof WalletRpcError
    ? { code: error.code, message: error.message }
    : { code: walletErrorCodes.internal, message: error instanceof Error ? error.message : String(error) };

/** A WalletConnect wallet in Node, on WalletKit: pairs from a `wc:` URI and signs with a dev key, like a phone would. */
export async function createWalletConnectTestWallet(options: WalletConnectTestWalletOptions): Promise<WalletConnectTestWallet> {
  if (options.chains.length === 0) throw new Error('createWalletConnectTestWallet needs at least one chain.');
  const name = options.name ?? 'Airlock Test Wallet';
  const storagePrefix = options.storagePrefix ?? `airlock-test-wallet-${crypto.randomUUID()}`;
  const account = privateKeyToAccount(options.privateKey ?? DEFAULT_TEST_WALLET_KEY);
  const chains = [...options.chains];
  let activeChainId = chains[0]!.chainId;

  const decisions = createDecisions();
  const log = createRequestLog();
  const pairings = createPendingPairings(options.pairTimeoutMs ?? 30_000);
  const core = await createOfflineCore({ relayUrl: options.relayUrl, projectId: options.projectId, storagePrefix });
  const kit = await WalletKit.init({
    core,
    metadata: { name, description: `${name} (WalletConnect, for tests)`, url: 'http://localhost', icons: [] },
    signConfig: { disableRequestQueue: true },
  }).catch(async (error: unknown) => {
    await closeOfflineCore(core, storagePrefix);
    throw error;
  });

  const findChain = (chainId: number) => chains.find((chain) => chain.chainId === chainId);
  const sessions = () => Object.values(kit.getActiveSessions());

  async function switchChain(chainId: number): Promise<void> {
    if (!findChain(chainId)) throw new Error(`The wallet has no chain ${chainId}.`);
    activeChainId = chainId;
    const caipChainId = eip155ChainId(chainId);
    for (const session of sessions()) {
      if (!session.namespaces.eip155) continue;
      const namespaces = namespacesWithChain(session.namespaces, caipChainId, `${caipChainId}:${account.address}`);
      if (namespaces) await (await kit.updateSession({ topic: session.topic, namespaces })).acknowledged();
      await kit.emitSessionEvent({ topic: session.topic, chainId: caipChainId, event: { name: 'chainChanged', data: chainId } });
    }
  }

  const eip155: Eip155Wallet = { account, callRpc: createRpcCaller(sendJsonRpcWithFetch), findChain, switchChain };

  async function onProposal({ id, params }: WalletKitTypes.SessionProposal): Promise<void> {
    const pairingTopic = params.pairingTopic;
    try {
      if (decisions.rejects(SESSION_PROPOSAL)) {
        await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
        pairings.settle(pairingTopic, 'rejected');
        return;
      }
      const supported = {
        eip155: eip155Namespace(
          chains.map((chain) => chain.chainId),
          account.address,
        ),
      };
      let namespaces: ReturnType<typeof approveNamespaces>;
      try {
        namespaces = approveNamespaces(params, supported);
      } catch (error) {
        await kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') });
        throw error;
      }
      pairings.settle(pairingTopic, await kit.approveSession({ id, namespaces }));
    } catch (error) {
      pairings.fail(pairingTopic, error instanceof Error ? error : new Error(String(error)));
    }
  }

  async function onRequest({ id, topic, params }: WalletKitTypes.SessionRequest): Promise<void> {
    const { method, params: requestParams } = params.request;
    const handled: HandledRequest = { topic, chainId: params.chainId, method, params: requestParams };
    try {
      if (decisions.rejects(method)) throw userRejectedError();
      handled.result = await handleEip155Request(eip155, params.chainId, method, requestParams);
    } catch (error) {
      handled.error = errorOf(error);
    }
    const response = handled.error ? { id, jsonrpc: '2.0', error: handled.error } : { id, jsonrpc: '2.0', result: handled.result ?? null };
    // Logged first, so a dApp that has seen the answer finds the request in the log.
    log.add(handled);
    await kit.respondSessionRequest({ topic, response }).catch(() => undefined);
  }

  async function onAuthenticate({ id, topic, params }: WalletKitTypes.SessionAuthenticate): Promise<void> {
    const { authPayload } = params;
    const handled: HandledRequest = { topic, chainId: authPayload.chains[0] ?? '', method: SESSION_AUTHENTICATE, params: authPayload };
    try {
      if (decisions.rejects(SESSION_AUTHENTICATE)) {
        handled.error = errorOf(userRejectedError());
        log.add(handled);
        await kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') });
        pairings.settle(topic, 'rejected');
        return;
      }
      const supported = chains.map((chain) => eip155ChainId(chain.chainId));
      let auths: Awaited<ReturnType<typeof signAuthRequest>>;
      try {
        auths = await signAuthRequest(kit, account, supported, authPayload);
      } catch (error) {
        handled.error = errorOf(error);
        log.add(handled);
        await kit.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') });
        throw error;
      }
      handled.result = auths;
      log.add(handled);
      const { session } = await kit.approveSessionAuthenticate({ id, auths });
      if (session) pairings.settle(topic, session);
      else pairings.fail(topic, new Error('The one-click auth request asked for no methods, so it made no session.'));
    } catch (error) {
      pairings.fail(topic, error instanceof Error ? error : new Error(String(error)));
    }
  }

  const proposalListener = (proposal: WalletKitTypes.SessionProposal) => void onProposal(proposal);
  const requestListener = (request: WalletKitTypes.SessionRequest) => void onRequest(request);
  const authenticateListener = (request: WalletKitTypes.SessionAuthenticate) => void onAuthenticate(request);
  kit.on('session_proposal', proposalListener);
  kit.on('session_request', requestListener);
  // Without this listener WalletKit answers the SDK's fallback session proposal instead, as a wallet without one-click auth.
  if (options.oneClickAuth !== false) kit.on('session_authenticate', authenticateListener);

  let closed = false;
  return {
    address: account.address,
    get chainId() {
      return activeChainId;
    },
    requests: log.requests,
    async pair(uri) {
      if (closed) throw new Error('The WalletConnect test wallet was closed.');
      const outcome = pairings.wait(parseUri(uri).topic);
      await kit.pair({ uri }).catch((error: unknown) => pairings.fail(parseUri(uri).topic, error as Error));
      return outcome;
    },
    setDecision: (decision, method) => decisions.set(decision, method),
    waitForRequest: (method) => log.waitFor(method),
    switchChain,
    async disconnect() {
      for (const session of sessions()) {
        await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
      }
    },
    sessions,
    async close() {
      if (closed) return;
      closed = true;
      const error = new Error('The WalletConnect test wallet was closed.');
      pairings.failAll(error);
      log.abandon(error);
      kit.off('session_proposal', proposalListener);
      kit.off('session_request', requestListener);
      kit.off('session_authenticate', authenticateListener);
      await closeOfflineCore(core, storagePrefix);
    },
  };
}
