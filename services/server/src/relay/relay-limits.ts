/** Bounds the relay enforces; each one past its limit is a clear JSON-RPC error or close reason. */
export interface RelayLimits {
  minTtlSeconds: number;
  maxTtlSeconds: number;
  maxMessageBytes: number;
  maxSubscriptionsPerSocket: number;
  maxSocketsPerAddress: number;
  maxStoredMessagesPerPublisher: number;
  /** Past this many unsent bytes a socket is closed; its messages stay in the mailbox for redelivery. */
  maxBufferedBytes: number;
  pingIntervalMs: number;
  /** Messages a (re)subscribe or fetch returns per topic, oldest first. */
  maxMessagesPerFetch: number;
}

export const RELAY_LIMITS: RelayLimits = {
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessageBytes: 64 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  maxSocketsPerAddress: 100,
  maxStoredMessagesPerPublisher: 1_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  pingIntervalMs: 20_000,
  maxMessagesPerFetch: 500,
};
