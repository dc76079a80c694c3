import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** pino at `level`; credentials in headers are never written, whatever a plugin logs. */
export function createServerLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization', 'token', 'adminToken'],
      censor: '[redacted]',
    },
  }) as unknown as FastifyBaseLogger;
}
