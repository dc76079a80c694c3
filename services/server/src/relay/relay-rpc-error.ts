/** A JSON-RPC error the relay answers a request with; `code` is stable, `message` says what to change. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The code of a publish the WalletConnect network did not answer in time (kept, and forwarded when it is back). */
export const UPSTREAM_UNAVAILABLE_CODE = -32006;

export const RELAY_RPC_ERRORS = {
  parse: () => new RelayRpcError(-32700, 'Parse error: not a JSON object'),
  invalidRequest: (why: string) => new RelayRpcError(-32600, `Invalid request: ${why}`),
  methodNotFound: (method: string) => new RelayRpcError(-32601, `Method not found: ${method}`),
  invalidParams: (why: string) => new RelayRpcError(-32602, why),
  subscriptionLimit: (limit: number) => new RelayRpcError(-32001, `Subscription limit reached: at most ${limit} topics per socket`),
  mailboxLimit: (limit: number) =>
    new RelayRpcError(-32002, `Mailbox limit reached: at most ${limit} unexpired messages stored per client`),
  mailboxUnavailable: () => new RelayRpcError(-32003, 'Relay mailbox unavailable: try again shortly'),
  addressQuota: (limit: number) =>
    new RelayRpcError(-32004, `Storage quota reached: at most ${limit} bytes of unexpired messages stored per client address`),
  totalQuota: (limit: number) =>
    new RelayRpcError(-32004, `Storage quota reached: at most ${limit} bytes of unexpired messages stored in all`),
  publishRate: (perSecond: number, burst: number) =>
    new RelayRpcError(-32005, `Publish rate limit: at most ${perSecond} messages per second per socket (bursts of ${burst})`),
  upstreamUnavailable: (waitedMs: number) =>
    new RelayRpcError(
      UPSTREAM_UNAVAILABLE_CODE,
      `WalletConnect network unreachable (no answer in ${waitedMs} ms): the message is kept here and forwarded when it is back`,
    ),
  upstreamLimit: (limit: number, per: 'project' | 'address') =>
    new RelayRpcError(
      -32007,
      `WalletConnect forwarding limit: at most ${limit} subscribes and publishes per minute ` +
        `reach the WalletConnect network from this ${per}`,
    ),
  upstreamRefused: (code: number, message: string) =>
    new RelayRpcError(-32008, `The WalletConnect network refused this (${code}): ${message.slice(0, 200)}`),
  upstreamCapacity: () =>
    new RelayRpcError(-32009, 'This server holds as many WalletConnect network subscriptions as it may: try again later'),
};
