import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RelaySubscriber } from './relay-hub';
import type { RelayMessage } from './relay-message';
import { RELAY_RPC_ERRORS } from './relay-rpc-error';
import type { RelayService } from './relay-service';

/** Close code for a subscriber that does not read fast enough; it reconnects and resubscribes to get the rest. */
export const RELAY_SLOW_CONSUMER_CLOSE_CODE = 4008;
/** Message ids remembered per subscription, so a message reaches a subscription once. */
const DELIVERED_IDS_PER_TOPIC = 1_000;
const CLOSE_GRACE_MS = 1_000;
const BACKLOG_POLL_MS = 10;

let nextOutgoingId = 0;
/** Ids for the relay's own requests: milliseconds with a counter, unique and exact as JSON numbers. */
function outgoingId(): number {
  nextOutgoingId = (nextOutgoingId + 1) % 1000;
  return Date.now() * 1000 + nextOutgoingId;
}

/** One authenticated relay socket: its client id (JWT iss), its subscriptions, and delivery to it. */
export class RelayConnection implements RelaySubscriber {
  /** topic → ids of the messages this subscription has been sent. */
  private readonly subscriptions = new Map<string, Set<string>>();
  private closing = false;

  constructor(
    readonly clientId: string,
    private readonly socket: WebSocket,
    private readonly service: RelayService,
  ) {}

  /** The subscription id the SDK computes itself: sha256hex(topic + clientId). */
  subscriptionId(topic: string): string {
    return createHash('sha256').update(topic + this.clientId).digest('hex');
  }

  /** Subscribes to topics (all or none past the limit); returns the topics that were new. */
  subscribe(topics: readonly string[]): string[] {
    const fresh = [...new Set(topics)].filter((topic) => !this.subscriptions.has(topic));
    if (this.subscriptions.size + fresh.length > this.service.limits.maxSubscriptionsPerSocket) {
      throw RELAY_RPC_ERRORS.subscriptionLimit(this.service.limits.maxSubscriptionsPerSocket);
    }
    for (const topic of fresh) {
      this.subscriptions.set(topic, new Set());
      this.service.hub.subscribe(topic, this);
    }
    return fresh;
  }

  unsubscribe(topic: string): void {
    if (!this.subscriptions.delete(topic)) return;
    this.service.hub.unsubscribe(topic, this);
  }

  unsubscribeAll(): void {
    for (const topic of [...this.subscriptions.keys()]) this.unsubscribe(topic);
  }

  /** Sends a topic's message once per subscription, never the client's own; a socket too far behind is closed instead. */
  deliver(message: RelayMessage): void {
    const delivered = this.subscriptions.get(message.topic);
    if (!delivered || delivered.has(message.id) || message.publisher === this.clientId || this.closing) return;
    if (this.socket.bufferedAmount > this.service.limits.maxBufferedBytes) {
      this.closeSlowConsumer();
      return;
    }
    delivered.add(message.id);
    if (delivered.size > DELIVERED_IDS_PER_TOPIC) delivered.delete(delivered.values().next().value!);
    const data = { topic: message.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag, attestation: '' };
    this.send(JSON.stringify({ id: outgoingId(), jsonrpc: '2.0', method: 'irn_subscription', params: { id: this.subscriptionId(message.topic), data } }));
  }

  /**
   * Delivers stored messages (on subscribe) no faster than the socket drains, so a large mailbox
   * never trips the slow-consumer bound that live delivery enforces.
   */
  async deliverBacklog(messages: readonly RelayMessage[]): Promise<void> {
    for (const message of messages) {
      while (this.socket.bufferedAmount > this.service.limits.maxBufferedBytes / 2) {
        if (this.socket.readyState !== this.socket.OPEN) return;
        await new Promise((resolve) => setTimeout(resolve, BACKLOG_POLL_MS));
      }
      this.deliver(message);
    }
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private closeSlowConsumer(): void {
    this.closing = true;
    this.unsubscribeAll();
    const limitMiB = this.service.limits.maxBufferedBytes / (1024 * 1024);
    this.socket.close(RELAY_SLOW_CONSUMER_CLOSE_CODE, `Slow consumer: over ${limitMiB} MiB unsent; resubscribe to get the rest`);
    // A stalled peer never answers the close handshake.
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }
}
