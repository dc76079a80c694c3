/** Why the upstream could not take a request: no connection in time, no answer in time, the pool closed, or too much already waiting. */
export type UpstreamUnavailableReason = 'timeout' | 'disconnected' | 'closed' | 'busy';

/** The WalletConnect upstream relay could not be reached (or did not answer) in time; trying later may work. */
export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError';
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(
    readonly reason: UpstreamUnavailableReason,
    detail: string,
  ) {
    super(`WalletConnect upstream relay unavailable: ${detail}`);
  }
}

/** The upstream answered a request with a JSON-RPC error; `rpcCode` and the message are the upstream's. */
export class UpstreamRejectedError extends Error {
  override readonly name = 'UpstreamRejectedError';
  readonly code = 'UPSTREAM_REJECTED';
  constructor(
    readonly method: string,
    readonly rpcCode: number,
    readonly rpcMessage: string,
  ) {
    super(`WalletConnect upstream relay refused ${method} (${rpcCode}): ${rpcMessage}`);
  }
}

/** Every pooled socket holds as many topics as it may, and no more sockets may be opened. */
export class UpstreamCapacityError extends Error {
  override readonly name = 'UpstreamCapacityError';
  readonly code = 'UPSTREAM_CAPACITY';
  constructor(
    readonly maxSockets: number,
    readonly maxTopicsPerSocket: number,
  ) {
    super(`WalletConnect upstream relay pool is full: at most ${maxSockets} sockets of ${maxTopicsPerSocket} topics each`);
  }
}
