import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/timing';

/** Seconds left before another email login may start (spec §5: 30 s, rounded up), 0 when it may. */
export function emailCooldownSeconds(lastAttemptAt: number | undefined, now = Date.now()): number {
  if (lastAttemptAt === undefined) return 0;
  const left = lastAttemptAt + EMAIL_LOGIN_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function emailCooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`;
}
