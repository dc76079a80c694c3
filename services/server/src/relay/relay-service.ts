import { createHash } from 'node:crypto';
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
}

export function messageId(topic: string, message: string): string {
  return createHash('sha256').update(topic).update(message).digest('hex');
}

/** Stores a message until its TTL and hands it to every subscriber but its publisher; a repeat of a stored message is not delivered again. */
export async function publishMessage(service: RelayService, publisher: string, params: PublishParams): Promise<void> {
  const limit = service.limits.maxStoredMessagesPerPublisher;
  const settled = Number.isFinite(limit) ? await withMailbox(() => service.budget.reserve(publisher, limit)) : undefined;
  try {
    await storeAndDeliver(service, publisher, params);
  } finally {
    settled?.();
  }
}

async function storeAndDeliver(service: RelayService, publisher: string, params: PublishParams): Promise<void> {
  const now = Date.now();
  const message: RelayMessage = {
    id: messageId(params.topic, params.message),
    topic: params.topic,
    message: params.message,
    tag: params.tag,
    publishedAt: now,
    expiresAt: now + params.ttl * 1000,
    publisher,
  };
  if (await withMailbox(() => service.mailbox.store(message))) await withMailbox(() => service.fanout.publish(message));
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
