import { integerFromEnv } from '../config/integer-from-env';

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

export function payConfigFromEnv(env: NodeJS.ProcessEnv): PayConfig {
  return {
    paymentsPerIpPerHour: integerFromEnv(env, 'AIRLOCK_PAYMENTS_PER_IP_PER_HOUR', PAY_DEFAULTS.paymentsPerIpPerHour),
    paymentsPerProjectPerHour: integerFromEnv(env, 'AIRLOCK_PAYMENTS_PER_PROJECT_PER_HOUR', PAY_DEFAULTS.paymentsPerProjectPerHour),
  };
}
