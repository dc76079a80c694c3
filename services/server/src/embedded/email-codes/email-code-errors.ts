import { ApiError } from '../../http/api-error';

/** Spec §5: 'Please try again after {n} seconds', n rounded up. */
export class EmailCodeCooldownError extends ApiError {
  constructor(readonly seconds: number) {
    super(429, 'EMAIL_CODE_COOLDOWN', `Please try again after ${seconds} seconds`, seconds);
  }
}

export class EmailCodeLimitError extends ApiError {
  constructor(seconds: number) {
    super(429, 'EMAIL_CODE_LIMIT', `Too many codes requested: try again in ${Math.ceil(seconds / 60)} minutes`, seconds);
  }
}

export class EmailCodeMissingError extends ApiError {
  constructor() {
    super(400, 'EMAIL_CODE_MISSING', 'No code is waiting for this email: request a new one');
  }
}

export class EmailCodeExpiredError extends ApiError {
  constructor() {
    super(400, 'EMAIL_CODE_EXPIRED', 'This code has expired: request a new one');
  }
}

export class EmailCodeWrongError extends ApiError {
  constructor(readonly attemptsLeft: number) {
    super(400, 'EMAIL_CODE_WRONG', attemptsLeft > 0 ? `Wrong code: ${attemptsLeft} attempts left` : 'Wrong code: request a new one');
  }
}

export class EmailCodeLockedError extends ApiError {
  constructor() {
    super(429, 'EMAIL_CODE_LOCKED', 'Too many wrong codes: request a new one');
  }
}

/** Too many wrong codes for one address within the hour, over all its codes: no code is compared until it passes. */
export class EmailCodeAttemptsLimitError extends ApiError {
  constructor(seconds: number) {
    super(
      429,
      'EMAIL_CODE_ATTEMPTS_LIMIT',
      `Too many wrong codes for this email: try again in ${Math.ceil(seconds / 60)} minutes`,
      seconds,
    );
  }
}
