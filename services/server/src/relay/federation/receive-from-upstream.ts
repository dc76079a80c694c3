import { publishMessage, type RelayPublisher, type RelayService } from '../relay-service';
import type { UpstreamRelay } from '../upstream/upstream-relay';
import { UPSTREAM_ADDRESS, UPSTREAM_CLIENT_ID } from './upstream-client-id';

/** How long a message from the WalletConnect network waits here for a subscriber that is away (a page being reloaded, say). */
export const UPSTREAM_MESSAGE_TTL_SECONDS = 3_600;

const FROM_UPSTREAM: RelayPublisher = { clientId: UPSTREAM_CLIENT_ID, address: UPSTREAM_ADDRESS, outsidePublisherBudget: true };

export interface UpstreamDelivery {
  topic: string;
  message: string;
  tag: number;
}

/**
 * A message the WalletConnect network delivered on a topic a page here subscribed to: handed to the
 * subscribers on every process and kept for those away, as a local publish is. Resolves once it is
 * delivered or stored, so the upstream is acked only then; an echo of what this server forwarded is dropped.
 */
export async function receiveFromUpstream(
  service: RelayService,
  upstream: Pick<UpstreamRelay, 'publishedRecently'>,
  delivery: UpstreamDelivery,
): Promise<void> {
  if (upstream.publishedRecently(delivery.topic, delivery.message)) return;
  await publishMessage(
    service,
    FROM_UPSTREAM,
    { topic: delivery.topic, message: delivery.message, tag: delivery.tag, ttl: UPSTREAM_MESSAGE_TTL_SECONDS },
    () => undefined,
  );
}
