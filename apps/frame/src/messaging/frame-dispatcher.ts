import type { FrameReplies, FrameReplyMessage, FrameRequestMessage, FrameRequests, FrameRequestType } from '@airlock/protocol';
import { parseChainId } from '../config/frame-query';
import { FRAME_TEXT } from '../frame-text';
import { frameLocaleOf } from '../i18n/frame-locale';
import type { EmbeddedWallet } from '../wallet/embedded-wallet';
import { EMAIL_UPDATE_TEXT, emailUpdateOf } from '../wallet/email-update';
import { KEY_EXPORT_TEXT, keyExportOf } from '../wallet/key-export';
import { socialLoginOf } from '../wallet/social-login';
import { FrameRequestError } from './frame-request-error';

export { FrameRequestError };

/** What the frame remembers between requests; the session itself is in the wallet's vault. */
export interface FrameState {
  chainId?: number | string;
  rpcUrl?: string;
  theme?: FrameRequests['SYNC_THEME'];
  /** The modal's locale, when the frame speaks it (the address's at load, then SYNC_LOCALE's). */
  locale?: string;
  dappData?: FrameRequests['SYNC_DAPP_DATA'];
}

export interface DispatchResult {
  reply: FrameReplyMessage;
  /** Something to do once the reply is posted. */
  after?: 'reload';
  /** A fault (not a refusal) behind a fallback reply, for the console. */
  fault?: string;
}

type Handlers = { [T in FrameRequestType]?: (payload: FrameRequests[T], state: FrameState) => FrameReplies[T] | Promise<FrameReplies[T]> };

const HANDLERS: Handlers = {
  IS_CONNECTED: () => ({ isConnected: false }),
  GET_CHAIN_ID: (_payload, state) => {
    if (state.chainId === undefined) throw new FrameRequestError(FRAME_TEXT.chainNotSet);
    return { chainId: state.chainId };
  },
  SWITCH_NETWORK: (payload, state) => {
    const chainId = parseChainId(payload.chainId);
    if (chainId === undefined) throw new FrameRequestError(FRAME_TEXT.invalidChainId);
    state.chainId = chainId;
    if (typeof payload.rpcUrl === 'string') state.rpcUrl = payload.rpcUrl;
    return { chainId };
  },
  SYNC_THEME: (payload, state) => {
    state.theme = payload;
    return {};
  },
  SYNC_LOCALE: (payload, state) => {
    const locale = frameLocaleOf((payload as Partial<FrameRequests['SYNC_LOCALE']> | null)?.locale);
    if (!locale) throw new FrameRequestError('locale must be a language tag the frame speaks');
    state.locale = locale;
    return {};
  },
  SYNC_DAPP_DATA: (payload, state) => {
    state.dappData = payload;
    return {};
  },
  RELOAD: () => ({}),
  SIGN_OUT: () => ({}),
};

type WalletHandlers = {
  [T in FrameRequestType]?: (
    payload: FrameRequests[T],
    state: FrameState,
    wallet: EmbeddedWallet,
  ) => FrameReplies[T] | Promise<FrameReplies[T]>;
};

/** With a wallet (the browser frame), these replace or add to HANDLERS. */
const WALLET_HANDLERS: WalletHandlers = {
  CONNECT_EMAIL: (payload, _state, wallet) => {
    if (typeof payload.email !== 'string') throw new FrameRequestError('email must be a string');
    return wallet.connectEmail(payload.email);
  },
  CONNECT_DEVICE: (_payload, _state, wallet) => wallet.connectDevice(),
  // The code is typed into the frame's own form: a dApp page never submits one.
  CONNECT_OTP: () => {
    throw new FrameRequestError(FRAME_TEXT.enterCodeInFrame);
  },
  UPDATE_EMAIL: (payload, _state, wallet) => {
    const update = emailUpdateOf(wallet);
    if (!update) throw new FrameRequestError(EMAIL_UPDATE_TEXT.notAvailable);
    return update.start(payload.email);
  },
  // Both codes of an email change are typed into the frame's form too.
  UPDATE_EMAIL_PRIMARY_OTP: () => {
    throw new FrameRequestError(FRAME_TEXT.enterCodeInFrame);
  },
  UPDATE_EMAIL_SECONDARY_OTP: () => {
    throw new FrameRequestError(FRAME_TEXT.enterCodeInFrame);
  },
  GET_SOCIAL_REDIRECT_URI: (payload, _state, wallet) => socialLoginOf(wallet).redirectUri(payload.provider),
  // The outcome only: the popup's result goes to the frame directly, never through the page (see wallet/social-login.ts).
  CONNECT_SOCIAL: async (payload, _state, wallet) => wallet.withAccountType(await socialLoginOf(wallet).connect(payload.uri)),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async (_payload, _state, wallet) => ({
    smartAccountEnabledNetworks: await wallet.smartAccountEnabledNetworks(),
  }),
  INIT_SMART_ACCOUNT: (_payload, _state, wallet) => wallet.initSmartAccount(),
  SET_PREFERRED_ACCOUNT: (payload, _state, wallet) => wallet.setPreferredAccount(payload.type),
  IS_CONNECTED: async (_payload, _state, wallet) => ({ isConnected: await wallet.isConnected() }),
  GET_USER: (payload, state, wallet) => wallet.getUser(parseChainId(payload.chainId) ?? state.chainId, payload.siwxMessage),
  SIGN_OUT: async (_payload, _state, wallet) => {
    keyExportOf(wallet)?.close();
    emailUpdateOf(wallet)?.close();
    await wallet.signOut();
    return {};
  },
  RPC_REQUEST: (payload, state, wallet) => {
    if (typeof payload.method !== 'string') throw new FrameRequestError('method must be a string');
    const chainId = parseChainId(payload.chainId) ?? state.chainId;
    if (chainId === undefined) throw new FrameRequestError(FRAME_TEXT.chainNotSet);
    return wallet.rpc({ method: payload.method, ...(payload.params !== undefined ? { params: payload.params } : {}), chainId });
  },
  RPC_ABORT: (_payload, _state, wallet) => {
    wallet.abortRequests();
    // The modal closed: a key on screen is wiped too.
    keyExportOf(wallet)?.close();
    emailUpdateOf(wallet)?.close();
    return {};
  },
  // The code is typed into the frame and the key shown there; the reply only says a code was sent.
  EXPORT_KEY: (_payload, _state, wallet) => {
    const keyExport = keyExportOf(wallet);
    if (!keyExport) throw new FrameRequestError(KEY_EXPORT_TEXT.notAvailable);
    return keyExport.start();
  },
};

function success(id: string, type: FrameRequestType, payload: unknown): FrameReplyMessage {
  return { id, type: `${type}_SUCCESS`, payload } as FrameReplyMessage;
}

function failure(id: string, type: FrameRequestType, message: string, code?: number): FrameReplyMessage {
  return { id, type: `${type}_ERROR`, payload: code === undefined ? { message } : { message, code } } as FrameReplyMessage;
}

/** What the page around the dispatcher does with some requests: SYNC_THEME repaints it, SYNC_LOCALE rewrites its text. */
export interface FrameDispatcherHooks {
  onTheme?(theme: FrameRequests['SYNC_THEME']): void;
  /** A locale the frame speaks (validated). */
  onLocale?(locale: string): void;
}

/** Turns each well-formed request into exactly one reply with its id: `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. */
export function createFrameDispatcher(initial: FrameState = {}, wallet?: EmbeddedWallet, hooks: FrameDispatcherHooks = {}) {
  const state: FrameState = { ...initial };
  return {
    state: state as Readonly<FrameState>,
    async dispatch(request: FrameRequestMessage): Promise<DispatchResult> {
      const walletHandler = wallet
        ? (WALLET_HANDLERS[request.type] as ((payload: unknown, state: FrameState, wallet: EmbeddedWallet) => unknown) | undefined)
        : undefined;
      const handler = HANDLERS[request.type] as ((payload: unknown, state: FrameState) => unknown) | undefined;
      if (!walletHandler && !handler) return { reply: failure(request.id, request.type, FRAME_TEXT.notAvailableYet) };
      try {
        const payload =
          walletHandler && wallet ? await walletHandler(request.payload, state, wallet) : await handler!(request.payload, state);
        if (request.type === 'SYNC_THEME') hooks.onTheme?.(request.payload as FrameRequests['SYNC_THEME']);
        if (request.type === 'SYNC_LOCALE' && state.locale) hooks.onLocale?.(state.locale);
        return { reply: success(request.id, request.type, payload), after: request.type === 'RELOAD' ? 'reload' : undefined };
      } catch (error) {
        if (error instanceof FrameRequestError) return { reply: failure(request.id, request.type, error.message, error.rpcCode) };
        const fault = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { reply: failure(request.id, request.type, FRAME_TEXT.replyFallback), fault };
      }
    },
  };
}

export type FrameDispatcher = ReturnType<typeof createFrameDispatcher>;
