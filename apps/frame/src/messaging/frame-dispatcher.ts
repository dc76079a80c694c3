import type { FrameReplies, FrameReplyMessage, FrameRequestMessage, FrameRequests, FrameRequestType } from '@airlock/protocol';
import { parseChainId } from '../config/frame-query';
import { FRAME_TEXT } from '../frame-text';

/** What the frame remembers between requests; no session yet (login arrives with issue 9's email and social work). */
export interface FrameState {
  chainId?: number | string;
  rpcUrl?: string;
  theme?: FrameRequests['SYNC_THEME'];
  dappData?: FrameRequests['SYNC_DAPP_DATA'];
}

export interface DispatchResult {
  reply: FrameReplyMessage;
  /** Something to do once the reply is posted. */
  after?: 'reload';
}

/** A request the frame understands but refuses, with the message the modal shows. */
export class FrameRequestError extends Error {
  override readonly name = 'FrameRequestError';
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
  SYNC_DAPP_DATA: (payload, state) => {
    state.dappData = payload;
    return {};
  },
  RELOAD: () => ({}),
  SIGN_OUT: () => ({}),
};

function success(id: string, type: FrameRequestType, payload: unknown): FrameReplyMessage {
  return { id, type: `${type}_SUCCESS`, payload } as FrameReplyMessage;
}

function failure(id: string, type: FrameRequestType, message: string): FrameReplyMessage {
  return { id, type: `${type}_ERROR`, payload: { message } } as FrameReplyMessage;
}

/** Turns each well-formed request into exactly one reply with its id: `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. */
export function createFrameDispatcher(initial: FrameState = {}) {
  const state: FrameState = { ...initial };
  return {
    state: state as Readonly<FrameState>,
    async dispatch(request: FrameRequestMessage): Promise<DispatchResult> {
      const handler = HANDLERS[request.type] as ((payload: unknown, state: FrameState) => unknown) | undefined;
      if (!handler) return { reply: failure(request.id, request.type, FRAME_TEXT.notAvailableYet) };
      try {
        const payload = await handler(request.payload, state);
        return { reply: success(request.id, request.type, payload), after: request.type === 'RELOAD' ? 'reload' : undefined };
      } catch (error) {
        const message = error instanceof FrameRequestError ? error.message : FRAME_TEXT.replyFallback;
        return { reply: failure(request.id, request.type, message) };
      }
    },
  };
}

export type FrameDispatcher = ReturnType<typeof createFrameDispatcher>;
