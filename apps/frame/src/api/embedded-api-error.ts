import { FrameRequestError } from '../messaging/frame-request-error';

/** A refusal by the Airlock server, carrying its `{ message }` word for word (e.g. 'Wrong code: 4 attempts left'). */
export class EmbeddedApiError extends FrameRequestError {
  override readonly name = 'EmbeddedApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's error code (`EMAIL_CODE_WRONG`, `SESSION_REVOKED`…), when it sent one. */
    readonly code?: string,
    /** A wallet method's JSON-RPC code the server names (`rpcCode`, e.g. EIP-5792's 5760), passed on to the dApp. */
    rpcCode?: number,
  ) {
    super(message, rpcCode);
  }
}

export const UNREACHABLE_MESSAGE = 'The Airlock server cannot be reached';
