import { emailCooldownMessage, emailCooldownSeconds } from './email-cooldown';
import { isEmailAddress } from './email-address';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/** Why an email login may not start now (an invalid address, the 30 s cooldown), or undefined when it may. */
export function emailLoginRefusal(email: string, lastAttemptAt: number | undefined, now = Date.now()): string | undefined {
  if (!isEmailAddress(email)) return INVALID_EMAIL_MESSAGE;
  const wait = emailCooldownSeconds(lastAttemptAt, now);
  return wait > 0 ? emailCooldownMessage(wait) : undefined;
}
