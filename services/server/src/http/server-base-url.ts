import type { FastifyRequest } from 'fastify';

/** Where clients reach this server: the first AIRLOCK_PUBLIC_URL, else the request's own protocol and host. */
export function serverBaseUrl(publicUrls: readonly URL[], request: FastifyRequest): string {
  const configured = publicUrls[0];
  return configured ? configured.href.replace(/\/$/, '') : `${request.protocol}://${request.host}`;
}
