import { AirlockError } from '../errors/airlock-error';

/** The spec's frame messages (§8), word for word. */
export const FRAME_ERROR_MESSAGES = {
  iframeNotSet: 'iframe is not set',
  parentNotSet: 'parent is not set',
  loadFailed: 'Unable to load email login dependency',
  replyFallback: 'An error occurred',
  rpcAborted: 'Request was aborted',
  aborted: 'Something went wrong',
  timedOut: 'Request timed out',
} as const;

export class FrameError extends AirlockError {
  override readonly name = 'FrameError';
  /** The EIP-1193 code the frame answered with (4001: the user rejected), if any. */
  readonly rpcCode?: number;
  constructor(message: string, options: { details?: string; cause?: unknown; rpcCode?: number } = {}) {
    const { rpcCode, ...rest } = options;
    super(message, { code: 'FRAME_ERROR', ...rest });
    if (rpcCode !== undefined) this.rpcCode = rpcCode;
  }
}
