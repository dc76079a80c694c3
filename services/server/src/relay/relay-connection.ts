import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { DeliveryReceipt } from './delivery-receipt';
import type { MailboxPage, MailboxRead } from './mailbox';
import { PublishRate } from './publish-rate';
import type { RelaySubscriber } from './relay-hub';
import type { RelayMessage } from './relay-message';
import { RELAY_RPC_ERRORS } from './relay-rpc-error';
import { recordReceipt, type RelayService } from './relay-service';
import { TickCorkedSocket } from './tick-corked-socket';

/** Close code for a subscriber that does not read fast enough; it reconnects and resubscribes to get the rest. */
export const RELAY_SLOW_CONSUMER_CLOSE_CODE = 4008;
/** Message ids remembered per subscription, so a message reaches a subscription once. */
const DELIVERED_IDS_PER_TOPIC = 1_000;
const CLOSE_GRACE_MS = 1_000;
const BACKLOG_POLL_MS = 10;
/**
 * Deliveries whose ack is awaited per socket; past it the oldest is forgotten, and its message is simply stored (and may be sent again).
 */
const AWAITED_ACKS_PER_SOCKET = 10_000;
/** How long a backlog page waits for its acks before the rest is left for the next (re)subscribe. */
const BACKLOG_ACK_WAIT_MS = 10_000;

interface AwaitedAck {
  message: RelayMessage;
  /** A live delivery's receipt, which decides whether the message is stored at all. */
  receipt?: DeliveryReceipt;
  /** Told once the ack is recorded. */
  onRecorded?: () => void;
}

let nextOutgoingId = 0;
/** Ids for the relay's own requests: milliseconds with a counter, unique and exact as JSON numbers. */
function outgoingId(): number {
  nextOutgoingId = (nextOutgoingId + 1) % 1000;
  return Date.now() * 1000 + nextOutgoingId;
}

interface Subscription {
  /** sha256hex(topic + clientId), computed once. */
  id: string;
  /** Ids of the messages this subscription has been sent. */
  delivered: Set<string>;
}

/** One authenticated relay socket: its client id (JWT iss), its subscriptions, and delivery to it. */
export class RelayConnection implements RelaySubscriber {
  /** topic → its subscription. */
  private readonly subscriptions = new Map<string, Subscription>();
  /** Outgoing irn_subscription id → the delivery its ack confirms. */
  private readonly awaitedAcks = new Map<number, AwaitedAck>();
  private closing = false;
  private readonly sender: TickCorkedSocket;
  private readonly publishRate: PublishRate;

  constructor(
    readonly clientId: string,
    /** The client address the socket came from: the stored bytes of its publishes count against it. */
    readonly address: string,
    private readonly socket: WebSocket,
    private readonly service: RelayService,
    /** One of this server's projects, when the relay federates: this socket's topics and messages go on to the WalletConnect network. */
    readonly forwardingProject?: string,
  ) {
    this.publishRate = new PublishRate(() => service.limits);
    this.sender = new TickCorkedSocket(socket);
  }

  /** Takes `count` publishes from this socket's rate, or throws the rate-limit error. */
  takePublishes(count: number): void {
    this.publishRate.take(count);
  }

  /** One page of stored messages for this client, as a fetch answers and a backlog delivers. */
  page(): MailboxPage {
    return {
      maxMessages: this.service.limits.maxMessagesPerFetch,
      maxBytes: this.service.limits.maxBytesPerFetch,
      forClient: this.clientId,
    };
  }

  /** The subscription id the SDK computes itself: sha256hex(topic + clientId). */
  subscriptionId(topic: string): string {
    return (
      this.subscriptions.get(topic)?.id ??
      createHash('sha256')
        .update(topic + this.clientId)
        .digest('hex')
    );
  }

  /** The topics this socket is not subscribed to yet. */
  unsubscribedOf(topics: readonly string[]): string[] {
    return [...new Set(topics)].filter((topic) => !this.subscriptions.has(topic));
  }

  /** The federation this socket's topics go through, if any. */
  private get federation() {
    return this.forwardingProject === undefined ? undefined : this.service.federation;
  }

  /** Subscribes to topics (all or none past the limit); returns the topics that were new. */
  subscribe(topics: readonly string[]): string[] {
    const fresh = this.unsubscribedOf(topics);
    if (this.subscriptions.size + fresh.length > this.service.limits.maxSubscriptionsPerSocket) {
      throw RELAY_RPC_ERRORS.subscriptionLimit(this.service.limits.maxSubscriptionsPerSocket);
    }
    const federation = this.federation;
    for (const topic of fresh) {
      federation?.retain(topic);
      this.subscriptions.set(topic, { id: this.subscriptionId(topic), delivered: new Set() });
      this.service.hub.subscribe(topic, this);
    }
    return fresh;
  }

  unsubscribe(topic: string): void {
    if (!this.subscriptions.delete(topic)) return;
    this.service.hub.unsubscribe(topic, this);
    this.federation?.release(topic);
  }

  unsubscribeAll(): void {
    for (const topic of [...this.subscriptions.keys()]) this.unsubscribe(topic);
    this.awaitedAcks.clear();
  }

  /**
   * Sends a topic's message once per subscription, never the client's own; a socket too far behind
   * is closed instead (and the receipt told it missed the message). True when it was sent.
   */
  deliver(message: RelayMessage, receipt?: DeliveryReceipt, onRecorded?: () => void): boolean {
    const subscription = this.subscriptions.get(message.topic);
    if (!subscription || subscription.delivered.has(message.id) || message.publisher === this.clientId) return false;
    if (this.closing || this.socket.readyState !== this.socket.OPEN) {
      receipt?.miss();
      return false;
    }
    if (this.socket.bufferedAmount > this.service.limits.maxBufferedBytes) {
      receipt?.miss();
      this.closeSlowConsumer();
      return false;
    }
    const { delivered } = subscription;
    delivered.add(message.id);
    if (delivered.size > DELIVERED_IDS_PER_TOPIC) delivered.delete(delivered.values().next().value!);
    const id = outgoingId();
    receipt?.expect();
    this.awaitedAcks.set(id, { message, receipt, onRecorded });
    if (this.awaitedAcks.size > AWAITED_ACKS_PER_SOCKET) this.awaitedAcks.delete(this.awaitedAcks.keys().next().value!);
    // Topic and subscription id are hex and the numbers integers: only the message needs escaping.
    this.send(
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscription.id}",` +
        `"data":{"topic":"${message.topic}","message":${JSON.stringify(message.message)},` +
        `"publishedAt":${message.publishedAt},"tag":${message.tag},"attestation":""}}}`,
    );
    return true;
  }

  /** The client's `result: true` for one of our irn_subscription requests: it has the message, and is not sent it again. */
  acknowledge(id: unknown): void {
    if (typeof id !== 'number') return;
    const awaited = this.awaitedAcks.get(id);
    if (!awaited) return;
    this.awaitedAcks.delete(id);
    if (awaited.receipt) awaited.receipt.acknowledge(this.clientId);
    else void recordReceipt(this.service, awaited.message, this.clientId).then(awaited.onRecorded);
  }

  /**
   * Delivers stored messages (on subscribe) a page at a time, no faster than the socket drains (so a
   * large mailbox never trips the slow-consumer bound that live delivery enforces); the next page
   * once every message of the last is acked. What is left waits for the next (re)subscribe.
   */
  async deliverBacklog(topics: readonly string[], first: MailboxRead): Promise<void> {
    let read: MailboxRead | undefined = first;
    while (read) {
      const acked = await this.deliverPage(read.messages);
      if (!read.hasMore || !acked || this.socket.readyState !== this.socket.OPEN) return;
      const subscribed = topics.filter((topic) => this.subscriptions.has(topic));
      read = subscribed.length === 0 ? undefined : await this.service.mailbox.list(subscribed, this.page()).catch(() => undefined);
    }
  }

  /** Sends a page; true once all of it is acked and recorded, false if that takes too long or nothing in it was new to this socket. */
  private async deliverPage(messages: readonly RelayMessage[]): Promise<boolean> {
    const recorded: Promise<void>[] = [];
    for (const message of messages) {
      while (this.socket.bufferedAmount > this.service.limits.maxBufferedBytes / 2) {
        if (this.socket.readyState !== this.socket.OPEN) return false;
        await new Promise((resolve) => setTimeout(resolve, BACKLOG_POLL_MS));
      }
      let onRecorded: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (onRecorded = resolve));
      if (this.deliver(message, undefined, onRecorded)) recorded.push(done);
    }
    // A page this socket was already sent live (acks still to come) would be listed again and again.
    if (recorded.length === 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), BACKLOG_ACK_WAIT_MS).unref()));
    const result = await Promise.race([Promise.all(recorded).then(() => true as const), timedOut]);
    clearTimeout(timer);
    return result;
  }

  /** Sends a frame; frames of one tick leave in one write. */
  send(text: string): void {
    this.sender.send(text);
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
