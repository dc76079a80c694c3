import { parseFramePageConfig } from './config/frame-page-config';
import { readFrameQuery } from './config/frame-query';
import { FRAME_TEXT } from './frame-text';
import { FRAME_VERSION } from './frame-version';
import { startFrameChannel } from './messaging/frame-channel';
import { createFrameDispatcher } from './messaging/frame-dispatcher';
import { embeddingOrigin } from './messaging/embedding-origin';
import { isOriginAllowed } from './messaging/origin-allowlist';

/** The parts of `window` and `document` the frame starts from. */
export interface FrameWindow {
  self: unknown;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { search: string; ancestorOrigins?: ArrayLike<string>; reload(): void };
  referrer: string;
  configContent: string | null | undefined;
  addMessageListener(handler: (event: MessageEvent) => void): () => void;
  console: Pick<Console, 'error' | 'warn' | 'info'>;
}

export type FrameStatus =
  | { kind: 'parent-not-set'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'running'; origin: string; stop(): void };

/**
 * Starts the frame: outside an iframe it only says 'parent is not set'; inside one it talks only
 * to an embedding origin on the project's allowlist (the one the server wrote into the page).
 */
export function bootFrame(frame: FrameWindow): FrameStatus {
  if (frame.parent === frame.self) {
    frame.console.error(FRAME_TEXT.parentNotSet);
    return { kind: 'parent-not-set', message: FRAME_TEXT.parentNotSet };
  }
  const query = readFrameQuery(frame.location.search);
  const config = parseFramePageConfig(frame.configContent);
  if (!config || (query.projectId !== undefined && query.projectId !== config.projectId)) {
    frame.console.error(`Airlock frame: ${FRAME_TEXT.notConfigured}`);
    return { kind: 'refused', message: FRAME_TEXT.notConfigured };
  }
  const origin = embeddingOrigin({ ancestorOrigins: frame.location.ancestorOrigins, referrer: frame.referrer });
  if (!origin || !isOriginAllowed(origin, config.allowedOrigins)) {
    frame.console.error(`Airlock frame: ${FRAME_TEXT.originNotAllowed} (${origin ?? 'unknown origin'})`);
    return { kind: 'refused', message: FRAME_TEXT.originNotAllowed };
  }
  const dispatcher = createFrameDispatcher({ chainId: query.chainId, rpcUrl: query.rpcUrl });
  const stop = startFrameChannel(
    {
      parent: frame.parent,
      origin,
      listen: frame.addMessageListener,
      reload: () => frame.location.reload(),
      warn: (message) => frame.console.warn(message),
      log: query.enableLogger ? (message, detail) => frame.console.info(`[airlock frame] ${message}`, detail) : undefined,
    },
    dispatcher,
    FRAME_VERSION,
  );
  return { kind: 'running', origin, stop };
}
