import type { RelayMessage } from './relay-message';

/** Messages per topic, kept until their TTL ends: in the database, or in Redis when configured. */
export interface Mailbox {
  /**
   * Stores the message; false when the same message (same id) is already stored. A mailbox that
   * batches its writes skips the message (and answers false) when `unneeded()` is true as its batch
   * is written.
   */
  store(message: RelayMessage, unneeded?: () => boolean): Promise<boolean>;
  /** Unexpired messages of a topic, oldest first, at most `limit`. */
  list(topic: string, limit: number): Promise<RelayMessage[]>;
  /** The same for several topics in one round trip (a reconnect resubscribes to all its topics at once): at most `limit` per topic, oldest first. */
  listMany(topics: readonly string[], limit: number): Promise<RelayMessage[]>;
  /** Unexpired messages a publisher has stored. */
  countByPublisher(publisher: string): Promise<number>;
  deleteExpired(): Promise<void>;
}

export class MailboxUnavailableError extends Error {
  override readonly name = 'MailboxUnavailableError';
  constructor(cause: unknown) {
    super('Relay mailbox unavailable: try again shortly', { cause });
  }
}
