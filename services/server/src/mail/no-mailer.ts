import type { Mailer } from './mailer';
import { MailUnavailableError } from './mail-unavailable-error';

/** No SMTP_URL and no dev outbox (production, or AIRLOCK_DEV_OUTBOX=off): every send is a 503. */
export function createNoMailer(): Mailer {
  return {
    transport: 'none',
    description: 'none (set SMTP_URL to send mail)',
    async send() {
      throw new MailUnavailableError('not-configured');
    },
  };
}
