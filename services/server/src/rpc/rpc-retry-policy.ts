/** Spec §9: HTTP RPC timeout, retries and which failures are worth retrying. */
export const RPC_TIMEOUT_MS = 10_000;
export const RPC_RETRY_COUNT = 3;
export const RPC_RETRY_BASE_DELAY_MS = 150;
export const RPC_DEDUP_MAX_ENTRIES = 8192;
/** A Retry-After longer than this is not waited for: the caller gets the failure instead. */
export const RPC_MAX_RETRY_AFTER_MS = 10_000;

const RETRYABLE_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
const RETRYABLE_RPC_CODE = -1;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export function isRetryableRpcCode(code: unknown): boolean {
  return code === RETRYABLE_RPC_CODE;
}

/** 150 ms, 300 ms, 600 ms… for attempt 0, 1, 2… */
export function backoffDelayMs(attempt: number, baseDelayMs = RPC_RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** attempt;
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
