import type { FastifyInstance } from 'fastify';

const SUMMARY_EVERY_MS = 60_000;

/** Query parameters that may carry credentials (the relay's JWT, tokens), never written to logs. */
const SECRET_PARAMS = /([?&](?:auth|token|access_token|code|otp)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * One line per request at debug level; at info, one summary a minute of how many requests were
 * answered and with which status classes (nothing when idle). Errors are logged where they happen.
 */
export function installRequestLog(app: FastifyInstance): void {
  const counts = new Map<string, number>();
  let total = 0;
  app.addHook('onResponse', async (request, reply) => {
    total++;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    counts.set(statusClass, (counts.get(statusClass) ?? 0) + 1);
    request.log.debug({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  const timer = setInterval(() => {
    if (total === 0) return;
    app.log.info({ requests: total, ...Object.fromEntries(counts) }, `answered ${total} requests in the last minute`);
    total = 0;
    counts.clear();
  }, SUMMARY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
