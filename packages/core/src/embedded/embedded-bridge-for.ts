import type { FrameUser } from '@airlock/protocol';
import type { EmbeddedBridge } from '../adapter/embedded-bridge';
import type { ClientContext } from '../client/client-context';
import { reportActionNotAllowed } from './action-not-allowed';
import { refreshAfterBatch } from './smart-account-deployment';
import { FRAME_TIMING } from '../constants/timing';
import { ERROR_MESSAGES } from '../errors/catalogue';
import type { FrameClient } from '../frame/frame-client';
import { FrameError } from '../frame/frame-errors';

/** The signed-in frame session as adapters use it; a call the frame refuses is reported (spec §8). */
export function embeddedBridgeFor(context: ClientContext, frame: FrameClient, user: FrameUser): EmbeddedBridge {
  return {
    user,
    async request({ method, params, chainId }) {
      try {
        const result = await frame.request('RPC_REQUEST', {
          method,
          ...(params !== undefined ? { params } : {}),
          chainId,
          chainNamespace: 'eip155',
        });
        refreshAfterBatch(context, frame, method);
        return result;
      } catch (error) {
        if (error instanceof FrameError && error.message === ERROR_MESSAGES.requestedRpcNotAllowed) reportActionNotAllowed(context, frame);
        throw error;
      }
    },
    async switchNetwork(chainId) {
      await frame.request('SWITCH_NETWORK', { chainId });
    },
    // Sign-out waits at most 3 s (spec §9): a frame that does not answer does not keep the visitor connected.
    async signOut() {
      await Promise.race([
        frame.request('SIGN_OUT', {}).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FRAME_TIMING.signOutWaitMs)),
      ]);
    },
  };
}
