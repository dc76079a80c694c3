import { hash } from 'node:crypto';
import { DeliveryReceipt } from './delivery-receipt';
import type { RelayFederation } from './federation/relay-federation';
import type { Mailbox, StoreOutcome } from './mailbox';
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
  /** A message's `publishedAt`: strictly increasing per topic (createTopicPublishClock), so same-millisecond messages keep their order. */
  publishTime(topic: string): number;
  /** Told when the stored copy of an already answered message could not be written. */
  onLostCopy?: (error: unknown) => void;
  /** Told when a client's receipt of a stored message could not be written. */
  onLostReceipt?: (error: unknown) => void;
  /** Set when the relay federates with the WalletConnect network (AIRLOCK_WALLETCONNECT_UPSTREAM). */
  federation?: RelayFederation;
}

export function messageId(topic: string, message: string): string {
  return hash('sha256', topic + message, 'hex');
}

/** Who publishes: the client (JWT iss) and the address its socket came from. */
export interface RelayPublisher {
  clientId: string;
  address: string;
  /** One of this server's projects, when the relay federates: its messages go on to the WalletConnect network. */
  forwardingProject?: string;
  /** Messages that came from the WalletConnect network, whose publisher is not a client here. */
  outsidePublisherBudget?: boolean;
}

/**
 * Stores a message until its TTL (within the byte quotas) and hands it to every subscriber but its
 * publisher, then calls `answer` (once, before resolving). A repeat of a stored message is not
 * delivered again.
 *
 * With `answer`, when every subscriber is on this process and some are subscribed, the message is
 * delivered first and `answer` runs at once, in the same tick as the deliveries (the SDK needs its
 * `true` well before the peer's reply, which it cannot get sooner). The write then waits out its
 * grace and is skipped if every socket the message went to has acked it by then (and none here
 * missed it); a write past a quota then only loses that copy, which is logged.
 */
export async function publishMessage(
  service: RelayService,
  from: RelayPublisher,
  params: PublishParams,
  answer?: () => void,
): Promise<void> {
  const federation = from.forwardingProject === undefined ? undefined : service.federation;
  if (federation) await federation.spend({ forwardingProject: from.forwardingProject!, address: from.address }, 1);
  const limit = service.limits.maxStoredMessagesPerPublisher;
  const settled =
    Number.isFinite(limit) && !from.outsidePublisherBudget
      ? await withMailbox(() => service.budget.reserve(from.clientId, limit))
      : undefined;
  try {
    const message = relayMessage(from, params, service.publishTime(params.topic));
    if (federation) await storeAndForward(service, federation, message, answer);
    else if (answer && service.acksSpareStorage) await deliverThenStore(service, message, answer);
    else {
      await storeThenFanOut(service, message);
      answer?.();
    }
  } finally {
    settled?.();
  }
}

async function storeThenFanOut(service: RelayService, message: RelayMessage): Promise<StoreOutcome> {
  const outcome = await withMailbox(() => service.mailbox.store(message));
  if (outcome === 'stored') await withMailbox(() => service.fanout.publish(message));
  return outcome;
}

/**
 * Stores and delivers here while the WalletConnect network gets it too; answers once both are done,
 * so the publisher's `true` means the phone wallet's relay has it. When the upstream does not ack in
 * time the publisher gets that error, and the message is forwarded once the upstream is back.
 */
async function storeAndForward(
  service: RelayService,
  federation: RelayFederation,
  message: RelayMessage,
  answer?: () => void,
): Promise<void> {
  const [forward, store] = await Promise.allSettled([federation.forward(message), storeThenFanOut(service, message)]);
  if (store.status === 'rejected') throw store.reason;
  if (forward.status === 'rejected') throw forward.reason;
  answer?.();
}

function relayMessage(from: RelayPublisher, params: PublishParams, publishedAt: number): RelayMessage {
  return {
    id: messageId(params.topic, params.message),
    topic: params.topic,
    message: params.message,
    tag: params.tag,
    publishedAt,
    expiresAt: publishedAt + params.ttl * 1000,
    publisher: from.clientId,
    address: from.address,
    bytes: Buffer.byteLength(params.message),
  };
}

/**
 * Delivers at once; stores unless every delivery is acked first. A repeat is not sent twice to a subscription, which remembers what it was
 * sent.
 */
async function deliverThenStore(service: RelayService, message: RelayMessage, answer: () => void): Promise<void> {
  const receipt = new DeliveryReceipt();
  service.hub.deliverLocal(message, receipt);
  receipt.seal();
  const record = (clientId: string) => void recordReceipt(service, message, clientId);
  if (receipt.sent === 0) {
    await withMailbox(() => service.mailbox.store(message));
    receipt.settle(record);
    answer();
    return;
  }
  answer();
  // Delivered and answered: a failed write now loses only the copy kept for a subscriber that did not ack.
  const outcome = await service.mailbox
    .store(message, () => receipt.complete)
    .catch((error: unknown) => {
      service.onLostCopy?.(error);
      return 'unneeded' as const;
    });
  receipt.settle(outcome === 'unneeded' ? undefined : record);
}

/** Notes that a client received a stored message; a failure is logged, and costs only a repeat delivery later. */
export async function recordReceipt(service: RelayService, message: RelayMessage, clientId: string): Promise<void> {
  await service.mailbox.received([message], clientId).catch((error: unknown) => service.onLostReceipt?.(error));
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
