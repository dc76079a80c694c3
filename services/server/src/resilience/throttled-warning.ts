import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning that is written at most once per `intervalMs`, with how many times it happened in
 * between, so an outage under load logs a line every few seconds instead of one per request.
 */
export function throttledWarning(message: string, intervalMs = 10_000, now: () => number = Date.now) {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (log: FastifyBaseLogger, details: Record<string, unknown>) => {
    if (now() - lastAt < intervalMs) {
      suppressed++;
      return;
    }
    log.warn({ ...details, ...(suppressed > 0 ? { alsoSince: suppressed } : {}) }, message);
    lastAt = now();
    suppressed = 0;
  };
}
