/** Why one upstream call failed, and whether trying again could help. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    message: string,
    readonly details: { url: string; retryable: boolean; status?: number; retryAfterMs?: number },
  ) {
    super(message);
  }
}

/** Every upstream failed, after retries. */
export class RpcUnavailableError extends Error {
  override readonly name: string = 'RpcUnavailableError';
  constructor(
    readonly causes: UpstreamError[],
    message = `RPC upstreams unavailable: ${causes.map((cause) => cause.message).join('; ')}`,
  ) {
    super(message);
  }
}

/**
 * The chain's upstream already has as many requests in flight and waiting as it is allowed: this
 * one is refused rather than piled onto the node. A kind of RpcUnavailableError, so every caller
 * that copes with an outage copes with this too.
 */
export class RpcBusyError extends RpcUnavailableError {
  override readonly name = 'RpcBusyError';
  constructor(readonly reason: 'queue full' | 'waited too long') {
    super([], `RPC upstream busy (${reason}): try again shortly`);
  }
}

/** The upstream's answer grew past the byte cap; reading stopped there. Not retried: it would be as large again. */
export class UpstreamResponseTooLargeError extends Error {
  override readonly name = 'UpstreamResponseTooLargeError';
  constructor(
    readonly url: string,
    readonly maxBytes: number,
  ) {
    super(`Response too large: the upstream answer exceeds ${maxBytes} bytes; ask for less, e.g. a narrower block range`);
  }
}
