import type { FrameDispatcher } from '../../src/messaging/frame-dispatcher';

/** Sends the page's requests to a dispatcher as `r1`, `r2`, …, keeping every reply. */
export function frameRequestSender(dispatcher: FrameDispatcher) {
  const replies: unknown[] = [];
  let n = 0;
  const send = async (type: string, payload: object = {}) => {
    const { reply } = await dispatcher.dispatch({ id: `r${++n}`, type, payload } as never);
    replies.push(reply);
    return reply;
  };
  return { send, replies };
}
