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
  override readonly name = 'RpcUnavailableError';
  constructor(readonly causes: UpstreamError[]) {
    super(`RPC upstreams unavailable: ${causes.map((cause) => cause.message).join('; ')}`);
  }
}
