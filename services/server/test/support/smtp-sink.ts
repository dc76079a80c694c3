import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, decoded. */
export interface SinkMessage {
  from: string;
  /** Envelope recipients (RCPT TO), lowercased. */
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** The X-Airlock-Mail-Kind header, e.g. `email-otp`. */
  kind?: string;
  /** The user the client authenticated as, if any. */
  user?: string;
}

export interface SmtpSink {
  /** smtp://[user:pass@]127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received, in arrival order. */
  messages: SinkMessage[];
  /** The next message to `to` that no earlier call returned (arrived already or arriving within `timeoutMs`). */
  waitForMessage(to: string, options?: { timeoutMs?: number }): Promise<SinkMessage>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. Plain SMTP without STARTTLS; with
 * `auth` it requires AUTH PLAIN/LOGIN with those credentials, and `url` carries them.
 */
export async function startSmtpSink(options: { auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const taken = new Set<SinkMessage>();
  const waiters = new Set<() => void>();
  const { auth } = options;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    closeTimeout: 100,
    logger: false,
    size: 1024 * 1024,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass)
        return callback(null, { user: credentials.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const kind = parsed.headers.get('x-airlock-mail-kind');
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
            ...(typeof kind === 'string' ? { kind } : {}),
            ...(typeof session.user === 'string' ? { user: session.user } : {}),
          });
          for (const wake of [...waiters]) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';

  const nextFor = (to: string) => messages.find((message) => !taken.has(message) && message.to.includes(to.toLowerCase()));

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    messages,
    waitForMessage(to, { timeoutMs = 5_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const message = nextFor(to);
          if (!message) return false;
          taken.add(message);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(message);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (the sink has ${messages.length} messages)`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
