import type { DeliveryReceipt } from './delivery-receipt';
import type { RelayMessage } from './relay-message';

/** A socket subscribed to topics on this process. */
export interface RelaySubscriber {
  readonly clientId: string;
  /** Sends the message; a receipt, when given, is told of the send and later of the ack. */
  deliver(message: RelayMessage, receipt?: DeliveryReceipt): void;
}

/** This process's subscriptions: topic → subscribed sockets. */
export class RelayHub {
  private readonly topics = new Map<string, Set<RelaySubscriber>>();

  subscribe(topic: string, subscriber: RelaySubscriber): void {
    let subscribers = this.topics.get(topic);
    if (!subscribers) this.topics.set(topic, (subscribers = new Set()));
    subscribers.add(subscriber);
  }

  unsubscribe(topic: string, subscriber: RelaySubscriber): void {
    const subscribers = this.topics.get(topic);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.topics.delete(topic);
  }

  /** Delivers to every subscriber of the topic here except the publisher's own sockets. */
  deliverLocal(message: RelayMessage, receipt?: DeliveryReceipt): void {
    for (const subscriber of this.topics.get(message.topic) ?? []) {
      if (subscriber.clientId !== message.publisher) subscriber.deliver(message, receipt);
    }
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}
