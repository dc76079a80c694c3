import { ConfigError } from '../config/config-error';

/** What nodemailer needs from SMTP_URL, timeouts aside. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte; smtp://: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  auth?: { user: string; pass: string };
  requireTLS?: boolean;
  ignoreTLS?: boolean;
  tls?: { rejectUnauthorized: false };
}

const USAGE = 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465';
const BOOLEAN_PARAMS = ['requireTLS', 'ignoreTLS'] as const;

function flag(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`SMTP_URL: ${name} must be true or false`);
}

/**
 * Parses SMTP_URL. Query parameters `requireTLS`, `ignoreTLS` and `tls.rejectUnauthorized=false`
 * (a self-signed test server) are understood; anything else is refused. Error messages never
 * repeat the URL, which may hold a password.
 */
export function parseSmtpUrl(raw: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(USAGE);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`${USAGE} (the scheme is neither smtp nor smtps)`);
  if (!url.hostname) throw new ConfigError(`${USAGE} (no host)`);
  if (url.pathname !== '' && url.pathname !== '/') throw new ConfigError(`${USAGE} (no path allowed)`);
  const secure = url.protocol === 'smtps:';
  const settings: SmtpSettings = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
  };
  if (url.username) settings.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  for (const [name, value] of url.searchParams) {
    if ((BOOLEAN_PARAMS as readonly string[]).includes(name)) settings[name as (typeof BOOLEAN_PARAMS)[number]] = flag(name, value);
    else if (name === 'tls.rejectUnauthorized' && value === 'false') settings.tls = { rejectUnauthorized: false };
    else throw new ConfigError(`SMTP_URL: unknown parameter ${name} (known: requireTLS, ignoreTLS, tls.rejectUnauthorized=false)`);
  }
  return settings;
}

/** `host:port` of SMTP_URL, for operators: no user, no password. */
export function smtpServerLabel(settings: SmtpSettings): string {
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `${settings.secure ? 'smtps' : 'smtp'}://${host}:${settings.port}`;
}
