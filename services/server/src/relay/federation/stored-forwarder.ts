import type { RelayMessage } from '../relay-message';
import type { RelayService } from '../relay-service';
import type { UpstreamRelay } from '../upstream/upstream-relay';
import { forwardToUpstream } from './forward-to-upstream';
import { UPSTREAM_CLIENT_ID } from './upstream-client-id';

/** Topics gathered before a pass starts, so a burst of subscribes or a reconnect's topics cost one read. */
const GATHER_MS = 50;
const TOPICS_PER_PASS = 500;
const PAGES_PER_PASS = 50;

export interface StoredForwarderOptions {
  /** How long a live publish waits for the upstream: a younger message may still be on its way by that path. */
  publishTimeoutMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Forwards to the WalletConnect network what the mailbox holds on some topics and has not reached
 * it: messages published while it was unreachable, or on a process that ended before forwarding
 * them. What is forwarded is noted as received by the upstream client, so it goes once.
 */
export class StoredForwarder {
  private readonly waiting = new Set<string>();
  private running = false;

  constructor(
    private readonly service: Pick<RelayService, 'mailbox' | 'limits'>,
    private readonly upstream: Pick<UpstreamRelay, 'publish'>,
    private readonly options: StoredForwarderOptions,
  ) {}

  /** Looks at these topics in the next pass (after an upstream reconnect, or a topic's first subscribe on this process). */
  add(topics: Iterable<string>): void {
    for (const topic of topics) this.waiting.add(topic);
    if (!this.running && this.waiting.size > 0) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS).unref());
        const topics = [...this.waiting].slice(0, TOPICS_PER_PASS);
        for (const topic of topics) this.waiting.delete(topic);
        await this.pass(topics).catch((error: unknown) =>
          this.options.log.warn({ error: (error as Error).message, topics: topics.length }, 'relay: could not forward stored messages to the WalletConnect network; trying again at its next reconnect'),
        );
      }
    } finally {
      this.running = false;
    }
  }

  private async pass(topics: string[]): Promise<void> {
    let forwarded = 0;
    for (let page = 0; page < PAGES_PER_PASS; page++) {
      const { messages, hasMore } = await this.service.mailbox.list(topics, {
        maxMessages: this.service.limits.maxMessagesPerFetch,
        maxBytes: this.service.limits.maxBytesPerFetch,
        forClient: UPSTREAM_CLIENT_ID,
      });
      const now = Date.now();
      const done: RelayMessage[] = [];
      const outgoing: RelayMessage[] = [];
      for (const message of messages) {
        if (message.publisher === UPSTREAM_CLIENT_ID || message.expiresAt - now < 1000) done.push(message);
        else if (now - message.publishedAt >= this.options.publishTimeoutMs) outgoing.push(message);
      }
      await Promise.all(outgoing.map((message) => forwardToUpstream(this.upstream, message, this.options.publishTimeoutMs, now)));
      done.push(...outgoing);
      if (done.length > 0) await this.service.mailbox.received(done, UPSTREAM_CLIENT_ID);
      forwarded += outgoing.length;
      if (!hasMore || done.length === 0) break;
    }
    if (forwarded > 0) this.options.log.info({ forwarded, topics: topics.length }, 'relay: forwarded messages kept while the WalletConnect network was unreachable');
  }
}
