import type { FrameEventMessage } from '@airlock/protocol';
import { FRAME_TEXT } from '../frame-text';
import { FrameRequestError } from '../messaging/frame-request-error';
import type { ApprovalPromptStore } from '../ui/approve-request-store';
import type { ApprovalRequest } from './approval-request';

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_CODE = 4001;

type Decision = 'approve' | 'reject' | 'abort';

interface Turn {
  number: number;
  request: ApprovalRequest;
  busy: boolean;
  decide(decision: Decision): void;
}

const NO_PAYLOAD = {} as Record<string, never>;

/**
 * One approval at a time: a request that arrives while another is shown waits its turn (first in,
 * first shown). The frame is shown with the first turn and hidden after the last; an abort (the
 * modal closed) drops every turn not yet approved.
 */
export function createApprovalQueue({ store, emit }: { store: ApprovalPromptStore; emit(event: FrameEventMessage): void }) {
  const waiting: Turn[] = [];
  let current: Turn | undefined;
  let shown = false;
  let turns = 0;

  function showNext() {
    current = waiting.shift();
    if (current) {
      store.set({ open: true, turn: current.number, request: current.request, busy: false });
      if (!shown) emit({ type: 'SHOW_FRAME', payload: NO_PAYLOAD });
      shown = true;
      return;
    }
    store.set({ open: false });
    if (shown) emit({ type: 'HIDE_FRAME', payload: NO_PAYLOAD });
    shown = false;
  }

  return {
    /** Waits for the request's turn and the user's answer; runs `approved` only if the user approved. */
    async run<T>(request: ApprovalRequest, approved: () => Promise<T>): Promise<T> {
      let turn!: Turn;
      const decision = await new Promise<Decision>((decide) => {
        turn = { number: ++turns, request, busy: false, decide };
        waiting.push(turn);
        if (!current) showNext();
      });
      if (decision === 'reject') throw new FrameRequestError(FRAME_TEXT.userRejected, USER_REJECTED_CODE);
      if (decision === 'abort') throw new FrameRequestError(FRAME_TEXT.requestAborted);
      try {
        return await approved();
      } finally {
        if (current === turn) showNext();
      }
    },

    approve() {
      if (!current || current.busy) return;
      current.busy = true;
      store.set({ open: true, turn: current.number, request: current.request, busy: true });
      current.decide('approve');
    },

    reject() {
      if (!current || current.busy) return;
      current.decide('reject');
      showNext();
    },

    /** RPC_ABORT: nothing not yet approved is signed; a turn already approved finishes, unseen. */
    abort() {
      for (const turn of waiting.splice(0)) turn.decide('abort');
      if (current && !current.busy) current.decide('abort');
      current = undefined;
      showNext();
    },
  };
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>;
