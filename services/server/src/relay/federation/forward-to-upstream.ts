import type { RelayMessage } from '../relay-message';
import { RELAY_RPC_ERRORS } from '../relay-rpc-error';
import { UpstreamRejectedError } from '../upstream/upstream-errors';
import type { UpstreamRelay } from '../upstream/upstream-relay';

/**
 * Publishes a stored message on the WalletConnect network for what is left of its TTL; the upstream's refusal or silence becomes the
 * relay's JSON-RPC error.
 */
export async function forwardToUpstream(
  upstream: Pick<UpstreamRelay, 'publish'>,
  message: RelayMessage,
  timeoutMs: number,
  now = Date.now(),
): Promise<void> {
  const ttl = Math.max(1, Math.floor((message.expiresAt - Math.max(now, message.publishedAt)) / 1000));
  try {
    await upstream.publish({ topic: message.topic, message: message.message, ttl, tag: message.tag });
  } catch (error) {
    if (error instanceof UpstreamRejectedError) throw RELAY_RPC_ERRORS.upstreamRefused(error.rpcCode, error.rpcMessage);
    // UpstreamUnavailableError, or anything unforeseen: either way the stored copy is forwarded later.
    throw RELAY_RPC_ERRORS.upstreamUnavailable(timeoutMs);
  }
}
