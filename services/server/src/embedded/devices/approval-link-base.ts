import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../app/server-deps';
import { ApiError } from '../../http/api-error';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a device approval link in a mail points: AIRLOCK_PUBLIC_URL, else this server as the request
 * reached it, but only on a loopback name. The Host header is the sender's to choose, and a link
 * built from a spoofed one would deliver the approval token to another site.
 */
export function approvalLinkBase(deps: ServerDeps, request: FastifyRequest): string {
  const configured = deps.config.publicUrls[0];
  if (configured) return configured.href;
  if (LOOPBACK_HOSTS.has(request.hostname.toLowerCase())) return `${request.protocol}://${request.host}`;
  request.log.error({ host: request.hostname }, 'device approval links need AIRLOCK_PUBLIC_URL off loopback');
  throw new ApiError(
    503,
    'PUBLIC_URL_NOT_SET',
    'Device approval is not available: the server needs AIRLOCK_PUBLIC_URL to link to itself in mails',
  );
}
