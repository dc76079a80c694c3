import type { FastifyInstance } from 'fastify';
import { isAddressEqual, isHex, type Hex, type SignableMessage } from 'viem';
import type { ServerDeps } from '../../app/server-deps';
import { chainClientsFor, type ChainClient } from '../../blockchain/chain-clients';
import { isRpcUnavailable, rpcUnavailable } from '../../blockchain/upstream-failure';
import { API_ERRORS, ApiError } from '../../http/api-error';
import { createLatestBlockNumber } from '../../rpc/latest-block-number';
import { screenRpcCall, type RpcCallScreenOptions } from '../../rpc/rpc-call-screen';
import { isAllowedRpcMethod, isFilterRpcMethod, RPC_FILTERS_NOT_SUPPORTED_MESSAGE } from '../../rpc/rpc-method-policy';
import { approvedFees } from '../fees/approved-fees';
import { previewParam, sendPreview, type SendPreview } from '../fees/send-preview';
import type { EmbeddedUser } from '../embedded-user-store';
import type { SealedKey } from '../sealed-key';
import { createWalletCallsMethods } from '../smart-account/wallet-calls-methods';
import { embeddedRpcCost } from '../smart-account/wallet-calls-params';
import { EMBEDDED_ERRORS, vaultErrorToApi } from './embedded-errors';
import { EMBEDDED_BODY_LIMIT_BYTES, embeddedQuery, rpcBody, TYPED_DATA_MAX_CHARS } from './embedded-schemas';
import { createEmbeddedTransactionSender, planTransactionFees, transactionParam, type TransactionParam } from './embedded-transaction';
import { signedSession } from './session-routes';
import { requireSignedSession } from './signed-session';

type RpcAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

/** `31337`, `'31337'`, `'0x7a69'` or `'eip155:31337'` as a number; undefined when it is none of these. */
function chainNumber(chainId: number | string): number | undefined {
  if (typeof chainId === 'number') return chainId;
  const text = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId;
  const value = /^0x[0-9a-fA-F]{1,13}$/.test(text) ? Number.parseInt(text, 16) : /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

const params = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function checkAccount(requested: unknown, key: SealedKey): void {
  if (typeof requested !== 'string' || !isHex(requested) || requested.length !== 42)
    throw EMBEDDED_ERRORS.invalidParams('the address must be a 0x-prefixed 20-byte hex address');
  if (!isAddressEqual(requested, key.address)) throw EMBEDDED_ERRORS.notThisAccount();
}

/** personal_sign's message: 0x hex is the bytes to sign (as wallets read it), anything else UTF-8 text. */
function personalMessage(message: unknown): SignableMessage {
  if (typeof message !== 'string') throw EMBEDDED_ERRORS.invalidParams('personal_sign signs a string');
  return isHex(message, { strict: true }) && message.length % 2 === 0 ? { raw: message as Hex } : message;
}

const issueText = (issues: { path: PropertyKey[]; message: string }[], what: string) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || what}: ${issue.message}`).join('; ');

/** eth_sendTransaction's transaction, checked to be this account's on this chain. */
function sendTransactionParam(param: unknown, key: SealedKey, chainId: number): TransactionParam {
  const parsed = transactionParam.safeParse(param);
  if (!parsed.success) throw EMBEDDED_ERRORS.invalidParams(issueText(parsed.error.issues, 'transaction'));
  const tx = parsed.data;
  if (tx.from !== undefined) checkAccount(tx.from, key);
  if (tx.chainId !== undefined && tx.chainId !== BigInt(chainId))
    throw EMBEDDED_ERRORS.invalidParams('the transaction names another chain than chainId');
  return tx;
}

function typedDataParam(data: unknown): string | Record<string, unknown> {
  const text =
    typeof data === 'string' ? data : typeof data === 'object' && data !== null && !Array.isArray(data) ? JSON.stringify(data) : undefined;
  if (text === undefined) throw EMBEDDED_ERRORS.invalidParams('eth_signTypedData_v4 takes the typed data as JSON text or an object');
  if (text.length > TYPED_DATA_MAX_CHARS) throw EMBEDDED_ERRORS.invalidParams(`typed data larger than ${TYPED_DATA_MAX_CHARS} characters`);
  return data as string | Record<string, unknown>;
}

/**
 * POST /v1/embedded/rpc {method, params, chainId} (signed) → { result } or, when the chain's node
 * answers a forwarded read with a JSON-RPC error, { error: { code, message, data? } }.
 *
 * This route does not ask the user: the frame shows every unsafe request (personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, wallet_sendCalls; spec §6) in its approval view and calls this route
 * only once the user approved it. wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus
 * are EIP-5792's, answered in src/embedded/smart-account/. Safe reads are forwarded to the chain as the RPC proxy forwards
 * them; anything else is 400 'Requested RPC call is not allowed'.
 */
export function embeddedRpcRoute(app: FastifyInstance, deps: ServerDeps): void {
  const { keys, vault, sessions } = deps.embedded;
  const chains = chainClientsFor(deps.chains);
  const sender = createEmbeddedTransactionSender(vault);
  const walletCalls = createWalletCallsMethods({ chains, vault, sender });
  const screens = new Map<ChainClient, RpcCallScreenOptions>();
  const screenFor = (chain: ChainClient) => {
    let screen = screens.get(chain);
    if (!screen)
      screens.set(
        chain,
        (screen = { maxLogBlockRange: deps.config.rpcMaxLogBlockRange, headBlockNumber: createLatestBlockNumber(chain.rpc) }),
      );
    return screen;
  };
  const preHandler = requireSignedSession({ projects: deps.projects, sessions, counters: deps.counters });

  const configuredChain = (chainId: number) => {
    const chain = chains.find(String(chainId));
    if (!chain) throw API_ERRORS.networkNotSupported('RPC');
    return chain;
  };

  async function forwardRead(chain: ChainClient, method: string, callParams: unknown): Promise<RpcAnswer> {
    const screened = await screenRpcCall(
      { jsonrpc: '2.0', id: 1, method, ...(callParams === undefined ? {} : { params: callParams }) },
      screenFor(chain),
    );
    const response =
      'answer' in screened
        ? screened.answer
        : await chain.rpc.request(screened.call, { maxResponseBytes: deps.config.rpcMaxResponseBytes });
    if (response.error) return { error: response.error };
    return { result: response.result ?? null };
  }

  /**
   * airlock_previewSend (the frame's own, never a dApp's: the frame answers it 'not allowed'):
   * the fees a send would use now, from the same planFees as the send.
   */
  async function previewSend(param: unknown, input: { user: EmbeddedUser; key: SealedKey; chainId: number }): Promise<SendPreview> {
    const asked = previewParam.safeParse(param);
    if (!asked.success) throw EMBEDDED_ERRORS.invalidParams(issueText(asked.error.issues, 'preview'));
    const { method, params: sendParams } = asked.data;
    if (method === 'wallet_sendCalls') return sendPreview({ cache: deps.cache, ...(await walletCalls.previewCalls(sendParams[0], input)) });
    const chain = configuredChain(input.chainId);
    const plan = await planTransactionFees(chain, input.key.address, sendTransactionParam(sendParams[0], input.key, input.chainId));
    return sendPreview({ cache: deps.cache, chain, plans: [plan] });
  }

  const config = { rateLimitCost: (request: { body?: unknown }) => embeddedRpcCost(request.body) };
  app.post('/v1/embedded/rpc', { preHandler, bodyLimit: EMBEDDED_BODY_LIMIT_BYTES, config }, async (request): Promise<RpcAnswer> => {
    embeddedQuery.parse(request.query);
    const { method, params: callParams, chainId: rawChainId, fees: rawFees } = rpcBody.parse(request.body);
    const chainId = chainNumber(rawChainId);
    if (chainId === undefined) throw new ApiError(400, 'BAD_REQUEST', 'chainId must be a positive integer, 0x hex or eip155:<id>');
    const { user } = signedSession(request);
    const key = await keys.get(user.id);
    if (!key) throw EMBEDDED_ERRORS.noKey();
    const list = params(callParams);
    if (rawFees !== undefined && method !== 'wallet_sendCalls')
      throw EMBEDDED_ERRORS.invalidParams('fees are sent only with wallet_sendCalls');

    try {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return { result: [key.address] };
        case 'eth_chainId':
          return { result: `0x${chainId.toString(16)}` };
        case 'personal_sign': {
          const message = personalMessage(list[0]);
          checkAccount(list[1], key);
          return { result: await vault.signMessage(key, message) };
        }
        case 'eth_signTypedData_v4': {
          checkAccount(list[0], key);
          return { result: await vault.signTypedData(key, typedDataParam(list[1])) };
        }
        case 'eth_sendTransaction':
          return { result: await sender.send(configuredChain(chainId), key, sendTransactionParam(list[0], key, chainId)) };
        case 'airlock_previewSend':
          return { result: await previewSend(list[0], { user, key, chainId }) };
        case 'wallet_getCapabilities': {
          checkAccount(list[0], key);
          return { result: await walletCalls.getCapabilities(list[1], user, key.address) };
        }
        case 'wallet_sendCalls': {
          const fees = rawFees === undefined ? undefined : approvedFees.safeParse(rawFees);
          if (fees && !fees.success) throw EMBEDDED_ERRORS.invalidParams(issueText(fees.error.issues, 'fees'));
          return {
            result: await walletCalls.sendCalls(list[0], { user, key, chainId, log: request.log, ...(fees ? { fees: fees.data } : {}) }),
          };
        }
        case 'wallet_getCallsStatus':
          return { result: await walletCalls.getCallsStatus(list[0], key) };
        default:
          if (isFilterRpcMethod(method)) throw new ApiError(400, 'RPC_NOT_ALLOWED', RPC_FILTERS_NOT_SUPPORTED_MESSAGE);
          if (!isAllowedRpcMethod(method)) throw EMBEDDED_ERRORS.rpcNotAllowed();
          return await forwardRead(configuredChain(chainId), method, callParams);
      }
    } catch (error) {
      // Direct from a forwarded read, or wrapped by viem (wallet_getCapabilities' code lookups).
      if (isRpcUnavailable(error)) {
        request.log.warn({ reason: (error as Error).message }, 'rpc upstreams unavailable');
        throw rpcUnavailable();
      }
      throw vaultErrorToApi(error, request.log);
    }
  });
}
