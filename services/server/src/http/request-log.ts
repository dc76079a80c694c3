import type { FastifyInstance } from 'fastify';

const SUMMARY_EVERY_MS = 60_000;

/** Query parameters that may carry credentials (the relay's JWT, tokens), never written to logs. */
const SECRET_PARAMS = /([?&](?:auth|token|access_token|code|otp)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

const logsDebug = (level: string) => level === 'debug' || level === 'trace';

/**
 * One line per request at debug level; at info, one summary a minute of how many requests were
 * answered and with which status classes (nothing when idle). Errors are logged where they happen.
 * A callback hook, and the debug line is only built when debug is on: every request passes here.
 */
export function installRequestLog(app: FastifyInstance): void {
  const counts = new Array<number>(STATUS_CLASSES.length).fill(0);
  let total = 0;
  app.addHook('onResponse', (request, reply, done) => {
    total++;
    const statusClass = Math.floor(reply.statusCode / 100) - 1;
    if (statusClass >= 0 && statusClass < counts.length) counts[statusClass]!++;
    if (logsDebug(request.log.level)) {
      request.log.debug(
        { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });
  const timer = setInterval(() => {
    if (total === 0) return;
    const byClass = Object.fromEntries(STATUS_CLASSES.flatMap((name, index) => (counts[index] ? [[name, counts[index]]] : [])));
    app.log.info({ requests: total, ...byClass }, `answered ${total} requests in the last minute`);
    total = 0;
    counts.fill(0);
  }, SUMMARY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
