/** One plain message to one recipient; `kind` says what it is for (e.g. `email-otp`), so tests and the dev outbox can pick it out. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Header that carries `MailMessage.kind` in SMTP mail. */
export const MAIL_KIND_HEADER = 'X-Airlock-Mail-Kind';

/** The part after the last `@`, lowercased: the most of a recipient that logs may show. */
export function recipientDomain(to: string): string {
  const at = to.lastIndexOf('@');
  return at < 0 ? '(none)' : to.slice(at + 1).toLowerCase();
}
