/** Bounds the relay enforces; each one past its limit is a clear JSON-RPC error or close reason. */
export interface RelayLimits {
  minTtlSeconds: number;
  maxTtlSeconds: number;
  maxMessageBytes: number;
  maxSubscriptionsPerSocket: number;
  maxSocketsPerAddress: number;
  /** Unexpired stored messages of one client (JWT iss) that no subscriber has received yet. */
  maxStoredMessagesPerPublisher: number;
  /** Bytes of unexpired stored messages published from one client address (the JWT's iss costs nothing to make; an address does). */
  maxStoredBytesPerAddress: number;
  /** Bytes of unexpired stored messages in all, over every address and server process. */
  maxStoredBytesTotal: number;
  /** Messages one socket may publish per second, on average… */
  publishesPerSecond: number;
  /** …and at once after a quiet spell. */
  publishBurst: number;
  /** Past this many unsent bytes a socket is closed; its messages stay in the mailbox for redelivery. */
  maxBufferedBytes: number;
  pingIntervalMs: number;
  /** Messages in one fetch answer or one (re)subscribe backlog page, over all its topics, oldest first; past it `hasMore: true`. */
  maxMessagesPerFetch: number;
  /** Message bytes in one fetch answer or backlog page (at least one message is always sent). */
  maxBytesPerFetch: number;
}

export const RELAY_LIMITS: RelayLimits = {
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessageBytes: 64 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  maxSocketsPerAddress: 100,
  maxStoredMessagesPerPublisher: 1_000,
  maxStoredBytesPerAddress: 64 * 1024 * 1024,
  maxStoredBytesTotal: 1024 * 1024 * 1024,
  publishesPerSecond: 200,
  publishBurst: 2_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  pingIntervalMs: 20_000,
  maxMessagesPerFetch: 200,
  maxBytesPerFetch: 1024 * 1024,
};
