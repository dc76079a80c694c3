import { ApiError } from '../http/api-error';
import { errorCauses } from '../http/error-causes';

/** Mail could not be handed over (SMTP down, slow, refusing us, or no mail configured): a route answers 503. */
export class MailUnavailableError extends Error {
  override readonly name = 'MailUnavailableError';
  constructor(
    /** Short and safe to log: an error code such as `ETIMEDOUT`, `EAUTH`, `not-configured`; never the message or the recipient. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Mail could not be sent (${reason})`, options);
  }
}

/** `error` or anything in its cause chain is a `MailUnavailableError`. */
export function findMailUnavailable(error: unknown): MailUnavailableError | undefined {
  return errorCauses(error).find((cause) => cause instanceof MailUnavailableError) as MailUnavailableError | undefined;
}

/** Seconds a client waits before asking for another mail after an outage. */
const RETRY_AFTER_SECONDS = 30;

export const mailUnavailableApiError = () =>
  new ApiError(503, 'MAIL_UNAVAILABLE', 'Email could not be sent: try again shortly', RETRY_AFTER_SECONDS);
