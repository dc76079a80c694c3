import { ConfigError } from '../config/config-error';

/** Pay's limits as the operator sets them (see the server README). */
export interface PayConfig {
  /** AIRLOCK_PAYMENTS_PER_IP_PER_HOUR: payments one client IP may create an hour. */
  paymentsPerIpPerHour: number;
  /** AIRLOCK_PAYMENTS_PER_PROJECT_PER_HOUR: payments one project may receive an hour, all IPs together. */
  paymentsPerProjectPerHour: number;
}

export const PAY_DEFAULTS: PayConfig = {
  paymentsPerIpPerHour: 60,
  paymentsPerProjectPerHour: 10_000,
};

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name}=${raw.slice(0, 40)} must be an integer of at least 1`);
  return value;
}

export function payConfigFromEnv(env: NodeJS.ProcessEnv): PayConfig {
  return {
    paymentsPerIpPerHour: positiveInt(env, 'AIRLOCK_PAYMENTS_PER_IP_PER_HOUR', PAY_DEFAULTS.paymentsPerIpPerHour),
    paymentsPerProjectPerHour: positiveInt(env, 'AIRLOCK_PAYMENTS_PER_PROJECT_PER_HOUR', PAY_DEFAULTS.paymentsPerProjectPerHour),
  };
}
