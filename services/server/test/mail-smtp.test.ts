import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../src/config/server-config';
import { ConfigError } from '../src/config/config-error';
import { installErrorHandler } from '../src/http/error-handler';
import { createMailer } from '../src/mail/create-mailer';
import { MailUnavailableError } from '../src/mail/mail-unavailable-error';
import type { Mailer } from '../src/mail/mailer';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

function capturedLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream) as unknown as FastifyBaseLogger, lines };
}

const otp = (to: string, code = '123456') => ({
  kind: 'email-otp',
  to,
  subject: `Your Airlock code: ${code}`,
  text: `Your Airlock code is ${code}. It expires in 10 minutes.`,
});

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failureOf(promise: Promise<unknown>): Promise<MailUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MailUnavailableError);
  return error as MailUnavailableError;
}

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  let authSink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    authSink = await startSmtpSink({ auth: { user: 'airlock', pass: 's3cret:pa ss' } });
  });
  afterAll(async () => {
    await sink?.close();
    await authSink?.close();
  });

  const mailerFor = (smtpUrl: string, options: { timeoutMs?: number; log?: FastifyBaseLogger } = {}) =>
    createSmtpMailer({
      smtpUrl,
      from: 'Airlock <no-reply@airlock.test>',
      timeoutMs: options.timeoutMs ?? 2_000,
      log: options.log ?? silent,
    });

  it('delivers subject, text, html, recipient and kind', async () => {
    await mailerFor(sink.url).send({ ...otp('Alice@Example.com', '654321'), html: '<p>Your code is <b>654321</b></p>' });
    const message = await sink.waitForMessage('alice@example.com');
    expect(message).toMatchObject({
      from: 'no-reply@airlock.test',
      to: ['alice@example.com'],
      subject: 'Your Airlock code: 654321',
      kind: 'email-otp',
    });
    expect(message.text.trim()).toBe('Your Airlock code is 654321. It expires in 10 minutes.');
    expect(message.html).toContain('<b>654321</b>');
  });

  it('waitForMessage returns each message to an address once, in order, including ones still to come', async () => {
    const mailer = mailerFor(sink.url);
    await mailer.send(otp('bob@example.com', '111111'));
    const second = sink.waitForMessage('bob@example.com').then(() => sink.waitForMessage('bob@example.com'));
    setTimeout(() => void mailer.send(otp('bob@example.com', '222222')), 50);
    expect((await second).subject).toBe('Your Airlock code: 222222');
    await expect(sink.waitForMessage('bob@example.com', { timeoutMs: 100 })).rejects.toThrow(/No mail to bob@example.com/);
  });

  it('authenticates with the user and password of SMTP_URL', async () => {
    await mailerFor(authSink.url).send(otp('carol@example.com'));
    expect(await authSink.waitForMessage('carol@example.com')).toMatchObject({ user: 'airlock', kind: 'email-otp' });
  });

  it('fails with MailUnavailableError (EAUTH) on a wrong password', async () => {
    const error = await failureOf(mailerFor(authSink.url.replace('pa%20ss', 'nope')).send(otp('dave@example.com')));
    expect(error.reason).toMatch(/^EAUTH/);
    expect(authSink.messages.some((message) => message.to.includes('dave@example.com'))).toBe(false);
  });

  it('fails with MailUnavailableError within the timeout when the server never greets', async () => {
    const silentServer = await startSilentServer();
    try {
      const startedAt = Date.now();
      const error = await failureOf(mailerFor(silentServer.url, { timeoutMs: 300 }).send(otp('erin@example.com')));
      expect(Date.now() - startedAt).toBeLessThan(1_500);
      expect(error.reason).toMatch(/^ETIMEDOUT/);
    } finally {
      await silentServer.close();
    }
  });

  it('fails with MailUnavailableError when the connection is refused', async () => {
    const error = await failureOf(mailerFor(`smtp://127.0.0.1:${await closedPort()}`).send(otp('frank@example.com')));
    expect(error.reason).toMatch(/^(ECONNECTION|ESOCKET)/);
  });

  it('is what the server uses when SMTP_URL is set, and says where mail goes without the password', () => {
    const config = loadServerConfig({ SMTP_URL: authSink.url });
    expect(config).toMatchObject({
      smtpUrl: authSink.url,
      devOutbox: false,
      mailFrom: 'Airlock <no-reply@localhost>',
      smtpTimeoutMs: 5_000,
    });
    const { mailer, devOutbox } = createMailer(config, silent);
    expect(devOutbox).toBeUndefined();
    expect(mailer.transport).toBe('smtp');
    expect(mailer.description).toBe(`SMTP smtp://127.0.0.1:${authSink.port}`);
  });

  it('an outage is a throttled 503 MAIL_UNAVAILABLE on any route, and no log line holds the code, the body or the password', async () => {
    const { log, lines } = capturedLogger();
    const app = Fastify({ loggerInstance: log });
    installErrorHandler(app);
    const password = 'hunter2-smtp-password';
    const refused = mailerFor(`smtp://airlock:${password}@127.0.0.1:${await closedPort()}`, { log });
    const working = mailerFor(`${sink.url}?ignoreTLS=true`, { log });
    const send = (mailer: Mailer, code: string) => mailer.send(otp('grace@example.com', code));
    app.post('/down', async () => send(refused, '909090'));
    app.post('/up', async () => send(working, '808080'));
    try {
      const down = await app.inject({ method: 'POST', url: '/down' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.json()).toEqual({ error: 'MAIL_UNAVAILABLE', message: 'Email could not be sent: try again shortly', statusCode: 503 });
      expect((await app.inject({ method: 'POST', url: '/down' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'POST', url: '/up' })).statusCode).toBe(200);
      expect((await sink.waitForMessage('grace@example.com')).text).toContain('808080');
    } finally {
      await app.close();
    }
    const logs = lines.join('');
    expect(logs).toContain('mail unavailable: answering 503');
    expect(logs.match(/mail unavailable: answering 503/g)).toHaveLength(1);
    expect(logs).toContain('"msg":"mail sent"');
    expect(logs).toContain('"msg":"mail not sent"');
    expect(logs).toContain('"toDomain":"example.com"');
    for (const secret of ['909090', '808080', 'expires in', 'grace@', password]) expect(logs).not.toContain(secret);
  });
});

describe('mail configuration', () => {
  it('accepts smtp and smtps URLs with encoded credentials and TLS parameters', () => {
    expect(loadServerConfig({ SMTP_URL: 'smtps://u%40x:p%3Aw@mail.example.com', AIRLOCK_SMTP_TIMEOUT_MS: '2500' })).toMatchObject({
      smtpTimeoutMs: 2_500,
      devOutbox: false,
    });
    const mailer = createMailer(
      loadServerConfig({ SMTP_URL: 'smtp://mail.example.com?requireTLS=true&tls.rejectUnauthorized=false' }),
      silent,
    ).mailer;
    expect(mailer.description).toBe('SMTP smtp://mail.example.com:587');
    expect(createMailer(loadServerConfig({ SMTP_URL: 'smtps://mail.example.com' }), silent).mailer.description).toBe(
      'SMTP smtps://mail.example.com:465',
    );
  });

  it.each([
    ['http://user:topsecret@mail.example.com', /neither smtp nor smtps/],
    ['smtp://user:topsecret@', /SMTP_URL must look like/],
    ['smtp://user:topsecret@mail.example.com/path', /no path/],
    ['smtp://user:topsecret@mail.example.com?pool=true', /unknown parameter pool/],
    ['smtp://user:topsecret@mail.example.com?ignoreTLS=yes', /ignoreTLS must be true or false/],
    ['not a url topsecret', /SMTP_URL must look like/],
  ])('refuses SMTP_URL=%s without repeating its password', (url, message) => {
    let error: unknown;
    try {
      loadServerConfig({ SMTP_URL: url });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('topsecret');
  });

  it('chooses the dev outbox only without SMTP_URL, outside production, unless turned off', () => {
    expect(loadServerConfig({}).devOutbox).toBe(true);
    expect(loadServerConfig({ AIRLOCK_DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
    expect(loadServerConfig({ AIRLOCK_DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
    expect(loadServerConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadServerConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).devOutbox).toBe(false);
    expect(() => loadServerConfig({ NODE_ENV: 'production', AIRLOCK_DEV_OUTBOX: 'on' })).toThrow(/refused with NODE_ENV=production/);
    expect(() => loadServerConfig({ SMTP_URL: 'smtp://127.0.0.1:25', AIRLOCK_DEV_OUTBOX: 'on' })).toThrow(/both set/);
    expect(() => loadServerConfig({ AIRLOCK_DEV_OUTBOX: 'yes' })).toThrow(/must be on, off or auto/);
  });

  it('checks AIRLOCK_MAIL_FROM and AIRLOCK_SMTP_TIMEOUT_MS', () => {
    expect(loadServerConfig({ AIRLOCK_MAIL_FROM: 'My dApp <login@my.app>' }).mailFrom).toBe('My dApp <login@my.app>');
    expect(loadServerConfig({ AIRLOCK_MAIL_FROM: 'login@my.app' }).mailFrom).toBe('login@my.app');
    expect(() => loadServerConfig({ AIRLOCK_MAIL_FROM: 'nobody' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ AIRLOCK_MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ AIRLOCK_SMTP_TIMEOUT_MS: '10' })).toThrow(/AIRLOCK_SMTP_TIMEOUT_MS/);
  });

  it('without SMTP_URL or dev outbox, every send is a MailUnavailableError and the operator is warned', async () => {
    const { log, lines } = capturedLogger();
    const { mailer } = createMailer(loadServerConfig({ NODE_ENV: 'production' }), log);
    expect(mailer.transport).toBe('none');
    expect((await failureOf(mailer.send(otp('heidi@example.com')))).reason).toBe('not-configured');
    expect(lines.join('')).toContain('No SMTP_URL');
  });
});
