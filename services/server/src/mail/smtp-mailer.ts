import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { MAIL_KIND_HEADER, recipientDomain, type MailMessage } from './mail-message';
import { MailUnavailableError } from './mail-unavailable-error';
import type { Mailer } from './mailer';
import { parseSmtpUrl, smtpServerLabel } from './smtp-url';

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
  /** Connect, DNS, greeting and idle-socket timeout; the whole send gets three times this. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * nodemailer's error code (ETIMEDOUT, ECONNECTION, EAUTH, EENVELOPE…) and the SMTP reply code: never its message, which may quote the
 * recipient.
 */
function failureReason(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'ESEND';
  return typeof responseCode === 'number' ? `${name} ${responseCode}` : name;
}

/** Sends through SMTP_URL, one connection per message; every failure, including a slow server, is a MailUnavailableError. */
export function createSmtpMailer({ smtpUrl, from, timeoutMs, log }: SmtpMailerOptions): Mailer {
  const settings = parseSmtpUrl(smtpUrl);
  const transporter = createTransport({
    ...settings,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
  const label = smtpServerLabel(settings);

  return {
    transport: 'smtp',
    description: `SMTP ${label}`,
    async send(message: MailMessage) {
      const startedAt = Date.now();
      const details = { kind: message.kind, toDomain: recipientDomain(message.to) };
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('send took too long'), { code: 'ETIMEDOUT' })), timeoutMs * 3);
      });
      try {
        await Promise.race([
          transporter.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html !== undefined ? { html: message.html } : {}),
            headers: { [MAIL_KIND_HEADER]: message.kind },
          }),
          deadline,
        ]);
        log.debug({ ...details, ms: Date.now() - startedAt }, 'mail sent');
      } catch (error) {
        const reason = failureReason(error);
        log.debug({ ...details, reason, ms: Date.now() - startedAt }, 'mail not sent');
        throw new MailUnavailableError(reason, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
