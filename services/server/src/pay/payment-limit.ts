import type { CounterStore } from '../counters/counter-store';
import { createWindowBudget } from '../rate-limit/window-budget';
import type { PayConfig } from './pay-config';
import { PAY_ERRORS } from './pay-errors';

const HOUR_MS = 60 * 60_000;

export interface PaymentLimit {
  /** Counts one payment for the client IP and for the project (shared counters, atomic); 429 when either is over. */
  take(projectId: string, clientIp: string): Promise<void>;
}

export function createPaymentLimit(counters: CounterStore, config: PayConfig): PaymentLimit {
  const ipBudget = createWindowBudget(counters, config.paymentsPerIpPerHour, HOUR_MS);
  const projectBudget = createWindowBudget(counters, config.paymentsPerProjectPerHour, HOUR_MS);
  const retryAfter = (resetMs: number) => Math.max(1, Math.ceil(resetMs / 1000));
  return {
    async take(projectId, clientIp) {
      const byIp = await ipBudget.spend(`pay:payments:ip:${clientIp}`, 1);
      if (!byIp.allowed) throw PAY_ERRORS.tooManyPayments(retryAfter(byIp.resetMs));
      const byProject = await projectBudget.spend(`pay:payments:project:${projectId}`, 1);
      if (!byProject.allowed) throw PAY_ERRORS.tooManyPayments(retryAfter(byProject.resetMs));
    },
  };
}
