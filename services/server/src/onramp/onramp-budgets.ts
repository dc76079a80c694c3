import type { CounterStore } from '../counters/counter-store';
import { API_ERRORS } from '../http/api-error';
import { createWindowBudget } from '../rate-limit/window-budget';
import type { OnrampConfig } from './onramp-config';

const HOUR_MS = 60 * 60_000;

export interface OnrampBudget {
  /** Counts one for the client IP and one for the project (shared counters, one atomic INCR each); 429 when either is over. */
  take(projectId: string, clientIp: string): Promise<void>;
}

function hourlyBudget(counters: CounterStore, name: string, perIp: number, perProject: number): OnrampBudget {
  const byIp = createWindowBudget(counters, perIp, HOUR_MS);
  const byProject = createWindowBudget(counters, perProject, HOUR_MS);
  const refuse = (resetMs: number) => API_ERRORS.rateLimited(Math.max(1, Math.ceil(resetMs / 1000)));
  return {
    async take(projectId, clientIp) {
      const ip = await byIp.spend(`onramp:${name}:ip:${clientIp}`, 1);
      if (!ip.allowed) throw refuse(ip.resetMs);
      const project = await byProject.spend(`onramp:${name}:project:${projectId}`, 1);
      if (!project.allowed) throw refuse(project.resetMs);
    },
  };
}

export interface OnrampBudgets {
  quotes: OnrampBudget;
  orders: OnrampBudget;
}

export function createOnrampBudgets(counters: CounterStore, config: OnrampConfig): OnrampBudgets {
  return {
    quotes: hourlyBudget(counters, 'quotes', config.onrampQuotesPerIpPerHour, config.onrampQuotesPerProjectPerHour),
    orders: hourlyBudget(counters, 'orders', config.onrampOrdersPerIpPerHour, config.onrampOrdersPerProjectPerHour),
  };
}
