/** A request the frame understands but refuses, with the message the modal shows and, for RPC, its EIP-1193 code. */
export class FrameRequestError extends Error {
  override readonly name: string = 'FrameRequestError';
  constructor(
    message: string,
    /** Sent as the error reply's `code` (4001: the user rejected the request in the frame). */
    readonly rpcCode?: number,
  ) {
    super(message);
  }
}
