import { integerFromEnv } from '../config/integer-from-env';

/** Sign in with X limits and lifetimes as the operator sets them (see the server README). */
export interface SiwxConfig {
  /** AIRLOCK_SIWX_NONCES_PER_IP_PER_MINUTE: nonces one client IP may ask for a minute. */
  siwxNoncesPerIpPerMinute: number;
  /** AIRLOCK_SIWX_NONCES_PER_PROJECT_PER_MINUTE: nonces one project's visitors may ask for a minute, all IPs together. */
  siwxNoncesPerProjectPerMinute: number;
  /** AIRLOCK_SIWX_SESSIONS_PER_IP_PER_MINUTE: sign-in attempts one client IP may make a minute. */
  siwxSessionsPerIpPerMinute: number;
  /** AIRLOCK_SIWX_SESSIONS_PER_PROJECT_PER_MINUTE: sign-in attempts one project may receive a minute, all IPs together. */
  siwxSessionsPerProjectPerMinute: number;
  /** AIRLOCK_SIWX_SESSION_DAYS: a session's longest lifetime (a message's earlier expirationTime ends it sooner). */
  siwxSessionDays: number;
  /** AIRLOCK_SIWX_KEY_ROTATION_DAYS: a token signing key signs new sessions for this long, then a new one does. */
  siwxKeyRotationDays: number;
}

export const SIWX_DEFAULTS: SiwxConfig = {
  siwxNoncesPerIpPerMinute: 60,
  siwxNoncesPerProjectPerMinute: 60_000,
  siwxSessionsPerIpPerMinute: 30,
  siwxSessionsPerProjectPerMinute: 60_000,
  siwxSessionDays: 7,
  siwxKeyRotationDays: 30,
};

export function siwxConfigFromEnv(env: NodeJS.ProcessEnv): SiwxConfig {
  return {
    siwxNoncesPerIpPerMinute: integerFromEnv(env, 'AIRLOCK_SIWX_NONCES_PER_IP_PER_MINUTE', SIWX_DEFAULTS.siwxNoncesPerIpPerMinute),
    siwxNoncesPerProjectPerMinute: integerFromEnv(
      env,
      'AIRLOCK_SIWX_NONCES_PER_PROJECT_PER_MINUTE',
      SIWX_DEFAULTS.siwxNoncesPerProjectPerMinute,
    ),
    siwxSessionsPerIpPerMinute: integerFromEnv(env, 'AIRLOCK_SIWX_SESSIONS_PER_IP_PER_MINUTE', SIWX_DEFAULTS.siwxSessionsPerIpPerMinute),
    siwxSessionsPerProjectPerMinute: integerFromEnv(
      env,
      'AIRLOCK_SIWX_SESSIONS_PER_PROJECT_PER_MINUTE',
      SIWX_DEFAULTS.siwxSessionsPerProjectPerMinute,
    ),
    siwxSessionDays: integerFromEnv(env, 'AIRLOCK_SIWX_SESSION_DAYS', SIWX_DEFAULTS.siwxSessionDays),
    siwxKeyRotationDays: integerFromEnv(env, 'AIRLOCK_SIWX_KEY_ROTATION_DAYS', SIWX_DEFAULTS.siwxKeyRotationDays),
  };
}
