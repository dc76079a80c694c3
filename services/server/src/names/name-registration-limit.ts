import type { CounterStore } from '../counters/counter-store';
import { createWindowBudget } from '../rate-limit/window-budget';
import type { NamesConfig } from './names-config';
import { PROFILE_ERRORS } from './profile-errors';

const HOUR_MS = 60 * 60_000;

export interface NameRegistrationLimit {
  /** Counts one registration attempt for the client IP and for the project (shared counters, atomic); 429 when either is over. */
  take(projectId: string, clientIp: string): Promise<void>;
}

export function createNameRegistrationLimit(
  counters: CounterStore,
  config: Pick<NamesConfig, 'nameRegistrationsPerIpPerHour' | 'nameRegistrationsPerProjectPerHour'>,
): NameRegistrationLimit {
  const ipBudget = createWindowBudget(counters, config.nameRegistrationsPerIpPerHour, HOUR_MS);
  const projectBudget = createWindowBudget(counters, config.nameRegistrationsPerProjectPerHour, HOUR_MS);
  const retryAfter = (resetMs: number) => Math.max(1, Math.ceil(resetMs / 1000));
  return {
    async take(projectId, clientIp) {
      const byIp = await ipBudget.spend(`names:registrations:ip:${clientIp}`, 1);
      if (!byIp.allowed) throw PROFILE_ERRORS.tooManyRegistrations(retryAfter(byIp.resetMs));
      const byProject = await projectBudget.spend(`names:registrations:project:${projectId}`, 1);
      if (!byProject.allowed) throw PROFILE_ERRORS.tooManyRegistrations(retryAfter(byProject.resetMs));
    },
  };
}
