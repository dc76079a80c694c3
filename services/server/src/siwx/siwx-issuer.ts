import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/server-config';

/** The tokens' `iss`: the server's first public URL (AIRLOCK_PUBLIC_URL) when set, else the URL the client called. */
export function siwxIssuer(config: Pick<ServerConfig, 'publicUrls'>, request: FastifyRequest): string {
  const [publicUrl] = config.publicUrls;
  if (publicUrl) return publicUrl.href.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
