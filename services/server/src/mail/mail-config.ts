import { ConfigError } from '../config/config-error';
import { parseSmtpUrl } from './smtp-url';

export interface MailConfig {
  /** SMTP server for outgoing mail; unset: the dev outbox, or no mail at all. */
  smtpUrl?: string;
  /** The From of every message. */
  mailFrom: string;
  /** Connect, greeting and idle-socket timeout of SMTP; a whole send gets three times this. */
  smtpTimeoutMs: number;
  /** Mail is kept in memory, printed to the console and listed at GET /dev/outbox (loopback clients only). */
  devOutbox: boolean;
}

const DEFAULT_FROM = 'Airlock <no-reply@localhost>';

function mailFromEnv(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_FROM;
  if (/[\r\n]/.test(raw) || !/@[^@\s>]+>?\s*$/.test(raw))
    throw new ConfigError('AIRLOCK_MAIL_FROM must be an address, e.g. "Airlock <no-reply@my.app>"');
  return raw;
}

/**
 * SMTP_URL set: mail goes there. Unset: the dev outbox, unless NODE_ENV=production or
 * AIRLOCK_DEV_OUTBOX=off, in which case no mail can be sent (503 MAIL_UNAVAILABLE).
 * AIRLOCK_DEV_OUTBOX=on is refused next to SMTP_URL or in production.
 */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv, timeoutMs: number): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) parseSmtpUrl(smtpUrl);
  const production = env.NODE_ENV === 'production';
  const setting = env.AIRLOCK_DEV_OUTBOX || 'auto';
  if (!['on', 'off', 'auto'].includes(setting)) throw new ConfigError(`AIRLOCK_DEV_OUTBOX=${setting} must be on, off or auto`);
  if (setting === 'on' && smtpUrl) throw new ConfigError('AIRLOCK_DEV_OUTBOX=on and SMTP_URL are both set: mail goes to one of them');
  if (setting === 'on' && production)
    throw new ConfigError('AIRLOCK_DEV_OUTBOX=on is refused with NODE_ENV=production: it shows login codes at /dev/outbox');
  return {
    smtpUrl,
    mailFrom: mailFromEnv(env.AIRLOCK_MAIL_FROM),
    smtpTimeoutMs: timeoutMs,
    devOutbox: !smtpUrl && !production && setting !== 'off',
  };
}
