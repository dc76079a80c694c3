import type { FastifyBaseLogger } from 'fastify';
import { createDevOutbox, type DevOutbox } from './dev-outbox';
import type { MailConfig } from './mail-config';
import type { Mailer } from './mailer';
import { createNoMailer } from './no-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer `config` asks for; `devOutbox` is the same object when it is the dev outbox. */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): { mailer: Mailer; devOutbox?: DevOutbox } {
  if (config.smtpUrl)
    return { mailer: createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, timeoutMs: config.smtpTimeoutMs, log }) };
  if (config.devOutbox) {
    const devOutbox = createDevOutbox({ log });
    return { mailer: devOutbox, devOutbox };
  }
  log.warn('No SMTP_URL: the server cannot send mail (email login answers 503) until it is set');
  return { mailer: createNoMailer() };
}
