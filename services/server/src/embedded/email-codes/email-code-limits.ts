/** The bounds of email codes: the spec's 30 s cooldown (§5) and the rest a mailbox and an inbox can bear. */
export interface EmailCodeLimits {
  cooldownMs: number;
  lifetimeMs: number;
  /** Wrong guesses one code takes before a new code is needed. */
  maxWrongAttempts: number;
  /** Wrong guesses one address of a project may make per hour, over all its codes (a new code does not reset it). */
  failedAttemptsPerEmailPerHour: number;
  /** Codes sent to one address of a project per hour. */
  perEmailPerHour: number;
  /** Codes one client IP may have sent per hour, over every address. */
  perClientIpPerHour: number;
}

export const EMAIL_CODE_LIMITS: EmailCodeLimits = {
  cooldownMs: 30_000,
  lifetimeMs: 10 * 60_000,
  maxWrongAttempts: 5,
  failedAttemptsPerEmailPerHour: 20,
  perEmailPerHour: 10,
  perClientIpPerHour: 30,
};

export type EmailCodePurpose = 'login' | 'update-primary' | 'update-secondary' | 'export';
