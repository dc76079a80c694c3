import type { CounterStore } from '../counters/counter-store';
import type { ApiError } from '../http/api-error';
import { createWindowBudget, type WindowBudget } from '../rate-limit/window-budget';
import type { SiwxConfig } from './siwx-config';
import { SIWX_ERRORS } from './siwx-errors';

const MINUTE_MS = 60_000;

export interface SiwxLimit {
  /** Counts one more for the client IP and for the project, atomically in the shared counters; throws 429 when either is over. */
  take(projectId: string, clientIp: string): Promise<void>;
}

function createSiwxLimit(
  counters: CounterStore,
  name: string,
  perIp: number,
  perProject: number,
  refusal: (retryAfterSeconds: number) => ApiError,
): SiwxLimit {
  const ipBudget: WindowBudget = createWindowBudget(counters, perIp, MINUTE_MS);
  const projectBudget: WindowBudget = createWindowBudget(counters, perProject, MINUTE_MS);
  const retryAfter = (resetMs: number) => Math.max(1, Math.ceil(resetMs / 1000));
  return {
    async take(projectId, clientIp) {
      const byIp = await ipBudget.spend(`siwx:${name}:ip:${clientIp}`, 1);
      if (!byIp.allowed) throw refusal(retryAfter(byIp.resetMs));
      const byProject = await projectBudget.spend(`siwx:${name}:project:${projectId}`, 1);
      if (!byProject.allowed) throw refusal(retryAfter(byProject.resetMs));
    },
  };
}

/** The per-IP and per-project budgets of nonces and of sign-in attempts, each a minute long. */
export function createSiwxLimits(counters: CounterStore, config: SiwxConfig): { nonces: SiwxLimit; sessions: SiwxLimit } {
  return {
    nonces: createSiwxLimit(
      counters,
      'nonces',
      config.siwxNoncesPerIpPerMinute,
      config.siwxNoncesPerProjectPerMinute,
      SIWX_ERRORS.tooManyNonces,
    ),
    sessions: createSiwxLimit(
      counters,
      'sessions',
      config.siwxSessionsPerIpPerMinute,
      config.siwxSessionsPerProjectPerMinute,
      SIWX_ERRORS.tooManySessions,
    ),
  };
}
