import type { AnalyticsEvent } from '@airlock/protocol';
import type { ApiClient } from '../api/api-client';
import { HttpStatusError } from '../api/http-status-error';
import type { AirlockEvent } from '../events/airlock-events';
import { createErrorReportLimiter } from './error-report-limiter';
import { fitAnalyticsEvent } from './fit-analytics-event';

export const ANALYTICS_FLUSH_MS = 2_000;
export const ANALYTICS_BATCH_SIZE = 20;
/** After a 429 (the project's analytics quota or a rate limit), nothing is sent for this long, doubling per 429 in a row. */
export const ANALYTICS_BACKOFF_MS = 60_000;
export const ANALYTICS_MAX_BACKOFF_MS = 3_600_000;
const ORIGIN_NOT_ALLOWED = 'Invalid App Configuration: origin not on allowlist';

export interface AnalyticsClient {
  track(event: AirlockEvent): void;
  reportError(error: Error, context?: Record<string, unknown>): void;
  flush(): Promise<void>;
  stop(): void;
}

function newEventId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Sends modal events to POST /e in batches. Never MODAL_CREATED (spec §7); a 403 means the origin
 * is not on the project's allowlist, which is logged once and stops sending. A batch that fails is
 * dropped, never retried; after a 429 events are dropped until the backoff has passed.
 */
export function createAnalyticsClient(api: ApiClient, options: { now?: () => number } = {}): AnalyticsClient {
  const now = options.now ?? Date.now;
  const allowErrorReport = createErrorReportLimiter(now);
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let backoffMs = ANALYTICS_BACKOFF_MS;
  let pausedUntil = 0;
  const paused = () => now() < pausedUntil;

  const envelope = (props: AnalyticsEvent['props']): AnalyticsEvent => ({
    eventId: newEventId(),
    url: typeof location === 'undefined' ? '' : location.href,
    domain: typeof location === 'undefined' ? '' : location.hostname,
    timestamp: now(),
    props,
  });

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (paused()) queue = [];
    if (queue.length === 0 || stopped) return;
    const events = queue;
    queue = [];
    try {
      await api.post('/e', { events });
      backoffMs = ANALYTICS_BACKOFF_MS;
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 403) {
        console.error(`[airlock] ${ORIGIN_NOT_ALLOWED}`);
        stopped = true;
      } else if (error instanceof HttpStatusError && error.status === 429) {
        pausedUntil = now() + backoffMs;
        backoffMs = Math.min(backoffMs * 2, ANALYTICS_MAX_BACKOFF_MS);
      }
    }
  };

  const enqueue = (event: AnalyticsEvent) => {
    if (stopped || paused()) return;
    queue.push(fitAnalyticsEvent(event));
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
    else timer ??= setTimeout(() => void flush(), ANALYTICS_FLUSH_MS);
  };

  return {
    track(event) {
      if (event.name === 'MODAL_CREATED') return;
      enqueue(envelope({ type: 'track', event: event.name, properties: event.properties }));
    },
    reportError(error, context) {
      if (!allowErrorReport()) return;
      enqueue(envelope({ type: 'error', event: 'ERROR', properties: { message: error.message, name: error.name, ...context } }));
    },
    flush,
    stop() {
      stopped = true;
      clearTimeout(timer);
      queue = [];
    },
  };
}
