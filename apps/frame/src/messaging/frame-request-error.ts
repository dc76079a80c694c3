/** A request the frame understands but refuses, with the message the modal shows. */
export class FrameRequestError extends Error {
  override readonly name: string = 'FrameRequestError';
}
