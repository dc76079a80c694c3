import type { FastifyReply } from 'fastify';
import type { FetchedResource } from './public-http-fetch';

/** An SVG may carry script: as its own document it gets no script, no fetches, and a sandbox. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends image bytes with the checked type, never sniffed, cacheable and embeddable from any origin. */
export function sendNftImage(reply: FastifyReply, image: FetchedResource): FastifyReply {
  reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=3600')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
  return reply.send(image.body);
}
