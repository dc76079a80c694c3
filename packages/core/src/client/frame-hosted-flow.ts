import { embeddedFrame } from '../embedded/embedded-frame';
import type { FrameClient } from '../frame/frame-client';
import type { FrameEvent } from '../frame/frame-event';
import type { View } from '../router/views';
import type { ClientContext } from './client-context';

/** How a frame-hosted flow ends; either stops listening to the router, the modal and the frame first. */
export interface FrameFlowEnd<T> {
  done(value: T): void;
  fail(error: Error): void;
}

export interface FrameHostedFlow<Answer, T> {
  /** The modal's view that shows the frame's slot while the flow lasts. */
  hostView: View;
  /** Asks the frame to start; answered once the frame shows its own form. */
  request(frame: FrameClient): Promise<Answer>;
  /** The frame shows its form (and the visitor is still on the host view). */
  shown(answer: Answer): void;
  /** HIDE_FRAME once the frame showed its form: done or cancelled there. */
  hidden(end: FrameFlowEnd<T>): void;
  /** Any other frame event while the flow lasts, even before the frame answered. */
  event?(event: FrameEvent, end: FrameFlowEnd<T>): void;
  /** The visitor left the host view (back, closed the modal); the frame is told to close its form. */
  left(end: FrameFlowEnd<T>): void;
  /** The frame refused or could not be reached. */
  refused(message: string, cause: unknown, end: FrameFlowEnd<T>): void;
}

export const onHostView = (context: ClientContext, view: View) => context.modal.getState().open && context.router.getState().view === view;

/**
 * A flow the secure frame runs in its own form, shown over the modal's host view: the request is
 * sent, the frame's events are heard until the flow ends, and leaving the view ends it (a form the
 * frame opened meanwhile is closed with RPC_ABORT). The caller opens the host view first.
 */
export function runFrameHostedFlow<Answer, T>(context: ClientContext, flow: FrameHostedFlow<Answer, T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let frame: FrameClient | undefined;
    /** The frame shows the flow's form (the request answered, no HIDE_FRAME yet). */
    let inFrame = false;
    let ended = false;

    const stop = () => {
      ended = true;
      stopRouter();
      stopModal();
      context.frameEvents.delete(onFrameEvent);
    };
    const end: FrameFlowEnd<T> = {
      done: (value) => {
        stop();
        resolve(value);
      },
      fail: (error) => {
        stop();
        reject(error);
      },
    };
    const abortInFrame = () => void frame?.request('RPC_ABORT', {}).catch(() => undefined);
    const onFrameEvent = (event: FrameEvent) => {
      if (event.type !== 'HIDE_FRAME') flow.event?.(event, end);
      else if (inFrame) flow.hidden(end);
    };
    const whenLeft = () => {
      if (ended || onHostView(context, flow.hostView)) return;
      flow.left(end);
      if (inFrame) abortInFrame();
    };
    const stopRouter = context.router.subscribe(whenLeft);
    const stopModal = context.modal.subscribe(whenLeft);
    context.frameEvents.add(onFrameEvent);

    embeddedFrame(context)
      .then((client) => {
        frame = client;
        return flow.request(client);
      })
      .then((answer) => {
        inFrame = true;
        // Left while the request was on its way: the form the frame just opened closes again.
        if (ended) abortInFrame();
        else flow.shown(answer);
      })
      .catch((error: unknown) => {
        if (!ended) flow.refused(error instanceof Error ? error.message : String(error), error, end);
      });
  });
}
