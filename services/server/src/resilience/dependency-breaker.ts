import type { FastifyBaseLogger } from 'fastify';

/** After a failure the dependency is not tried again for this long, so an outage costs no latency. */
const OPEN_MS = 2_000;
/** During a long outage the warning is repeated this often, not once per request. */
const REPEAT_WARNING_MS = 60_000;

export interface DependencyBreaker {
  /** Runs `primary`; when it fails, or failed in the last moments, runs `fallback` instead. */
  run<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
  readonly down: boolean;
}

/**
 * Guards calls to an optional shared dependency (Redis) that has a local stand-in: a failure is
 * logged once as a warning, the stand-in answers, and the dependency is tried again after a pause.
 */
export function createDependencyBreaker(
  log: FastifyBaseLogger,
  what: string,
  fallbackDescription: string,
  now: () => number = Date.now,
): DependencyBreaker {
  let openUntil = 0;
  let down = false;
  let warnedAt = -Infinity;

  const failed = (error: unknown) => {
    openUntil = now() + OPEN_MS;
    if (!down || now() - warnedAt > REPEAT_WARNING_MS) {
      log.warn({ reason: (error as Error)?.message ?? String(error) }, `${what} unavailable: ${fallbackDescription}`);
      warnedAt = now();
    }
    down = true;
  };

  return {
    get down() {
      return down;
    },
    async run(primary, fallback) {
      if (now() < openUntil) return fallback();
      try {
        const result = await primary();
        if (down) {
          down = false;
          log.info(`${what} is back`);
        }
        return result;
      } catch (error) {
        failed(error);
        return fallback();
      }
    },
  };
}
