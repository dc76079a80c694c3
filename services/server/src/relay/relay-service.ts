import { hash } from 'node:crypto';
import { DeliveryReceipt } from './delivery-receipt';
import type { Mailbox } from './mailbox';
import type { RelayFanout } from './relay-fanout';
import type { RelayHub } from './relay-hub';
import type { RelayLimits } from './relay-limits';
import type { RelayMessage } from './relay-message';
import type { PublishParams } from './relay-params';
import type { PublisherBudget } from './publisher-budget';
import { RELAY_RPC_ERRORS, RelayRpcError } from './relay-rpc-error';

/** What every relay socket shares: subscriptions here, mailboxes, fan-out to other processes. */
export interface RelayService {
  hub: RelayHub;
  mailbox: Mailbox;
  fanout: RelayFanout;
  limits: RelayLimits;
  budget: PublisherBudget;
  /**
   * True when every subscriber is on this process (no Redis): a message every recipient has
   * acknowledged before its write begins is not stored (the everyday irn_publish; see publishMessage).
   */
  acksSpareStorage: boolean;
  /** Told when the stored copy of an already answered message could not be written. */
  onLostCopy?: (error: unknown) => void;
}

export function messageId(topic: string, message: string): string {
  return hash('sha256', topic + message, 'hex');
}

/**
 * Stores a message until its TTL and hands it to every subscriber but its publisher, then calls
 * `answer` (once, before resolving). A repeat of a stored message is not delivered again.
 *
 * With `answer`, when every subscriber is on this process and some are subscribed, the message is
 * delivered first and `answer` runs at once, in the same tick as the deliveries (the SDK needs its
 * `true` well before the peer's reply, which it cannot get sooner). The write then waits out its
 * grace and is skipped if every socket the message went to has acked it by then.
 */
export async function publishMessage(service: RelayService, publisher: string, params: PublishParams, answer?: () => void): Promise<void> {
  const limit = service.limits.maxStoredMessagesPerPublisher;
  const settled = Number.isFinite(limit) ? await withMailbox(() => service.budget.reserve(publisher, limit)) : undefined;
  try {
    const message = relayMessage(publisher, params);
    if (answer && service.acksSpareStorage) await deliverThenStore(service, message, answer);
    else {
      if (await withMailbox(() => service.mailbox.store(message))) await withMailbox(() => service.fanout.publish(message));
      answer?.();
    }
  } finally {
    settled?.();
  }
}

function relayMessage(publisher: string, params: PublishParams): RelayMessage {
  const now = Date.now();
  return {
    id: messageId(params.topic, params.message),
    topic: params.topic,
    message: params.message,
    tag: params.tag,
    publishedAt: now,
    expiresAt: now + params.ttl * 1000,
    publisher,
  };
}

/** Delivers at once; stores unless every delivery is acked first. A repeat is not sent twice to a subscription, which remembers what it was sent. */
async function deliverThenStore(service: RelayService, message: RelayMessage, answer: () => void): Promise<void> {
  const receipt = new DeliveryReceipt();
  service.hub.deliverLocal(message, receipt);
  receipt.seal();
  if (receipt.sent === 0) {
    await withMailbox(() => service.mailbox.store(message));
    answer();
    return;
  }
  answer();
  // Delivered and answered: a failed write now loses only the copy kept for a subscriber that did not ack.
  await service.mailbox.store(message, () => receipt.complete).catch((error: unknown) => service.onLostCopy?.(error));
}

/** Runs a mailbox or fan-out call; a storage outage becomes a clear JSON-RPC error instead of a dropped socket. */
export async function withMailbox<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RelayRpcError) throw error;
    throw RELAY_RPC_ERRORS.mailboxUnavailable();
  }
}
