import { UPSTREAM_ADDRESS } from './federation/upstream-client-id';
import type { RelayMessage } from './relay-message';

/** What a store did with a message. */
export type StoreOutcome = 'stored' | 'duplicate' | 'unneeded';

/** At most this much in one answer: `maxMessages` messages and `maxBytes` bytes (one message always fits). */
export interface MailboxPage {
  maxMessages: number;
  maxBytes: number;
  /** Leave out what this client has received (acked or fetched). */
  forClient?: string;
}

export interface MailboxRead {
  messages: RelayMessage[];
  /** More messages wait past this page. */
  hasMore: boolean;
}

/** Bytes of unexpired stored messages allowed per client address and in all. */
export interface StorageQuota {
  maxStoredBytesPerAddress: number;
  maxStoredBytesTotal: number;
}

/**
 * The per-address bound of a message: messages from the WalletConnect network all share one
 * pseudo-address, yet each is for a topic a page here chose (their topics are secrets of a pairing),
 * so only the total bounds them; a client address is bound by its own quota.
 */
export function addressQuotaOf(message: Pick<RelayMessage, 'address'>, quota: StorageQuota): number {
  return message.address === UPSTREAM_ADDRESS ? quota.maxStoredBytesTotal : quota.maxStoredBytesPerAddress;
}

/** Messages per topic, kept until their TTL ends: in the database, or in Redis when configured. */
export interface Mailbox {
  /**
   * Stores the message within the byte quotas (throwing the quota's RelayRpcError past them):
   * 'duplicate' when the same message (same id) is already stored. A mailbox that batches its
   * writes skips the message ('unneeded') when `unneeded()` is true as its batch is written.
   */
  store(message: RelayMessage, unneeded?: () => boolean): Promise<StoreOutcome>;
  /** Unexpired messages of the topics, oldest first, one page of them. */
  list(topics: readonly string[], page: MailboxPage): Promise<MailboxRead>;
  /** Notes that `clientId` received these stored messages: never listed for it again, and no longer counted for their publisher. */
  received(messages: readonly RelayMessage[], clientId: string): Promise<void>;
  /** Unexpired stored messages of a publisher that no one has received yet. */
  countByPublisher(publisher: string): Promise<number>;
  deleteExpired(): Promise<void>;
}

/** Takes rows of one page (ordered, at most maxMessages + 1, enough to cross maxBytes) and cuts them to the page. */
export function cutPage(rows: RelayMessage[], { maxMessages, maxBytes }: MailboxPage): MailboxRead {
  let bytes = 0;
  let taken = 0;
  while (taken < rows.length && taken < maxMessages) {
    const next = rows[taken]!.bytes;
    if (taken > 0 && bytes + next > maxBytes) break;
    bytes += next;
    taken++;
  }
  return { messages: rows.slice(0, taken), hasMore: rows.length > taken };
}

export class MailboxUnavailableError extends Error {
  override readonly name = 'MailboxUnavailableError';
  constructor(cause: unknown) {
    super('Relay mailbox unavailable: try again shortly', { cause });
  }
}
