import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { createDevOutbox, type OutboxMessage } from '../src/mail/dev-outbox';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { buildTestServer } from './support/test-server';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const otp = (to: string, code: string) => ({
  kind: 'email-otp',
  to,
  subject: `Your Airlock code: ${code}`,
  text: `Your Airlock code is ${code}.`,
});

describe('dev outbox', () => {
  it('keeps the last N messages, newest first, and filters by recipient and kind', async () => {
    const outbox = createDevOutbox({ log: silent, write: () => {}, maxMessages: 3 });
    for (let index = 1; index <= 5; index++) await outbox.send(otp(index % 2 ? 'odd@example.com' : 'even@example.com', `00000${index}`));
    await outbox.send({ kind: 'email-update', to: 'Odd@Example.com', subject: 'Confirm', text: 'x' });
    expect(outbox.list().map((message) => message.subject)).toEqual(['Confirm', 'Your Airlock code: 000005', 'Your Airlock code: 000004']);
    expect(outbox.list({ to: 'ODD@example.com ' }).map((message) => message.subject)).toEqual(['Confirm', 'Your Airlock code: 000005']);
    expect(outbox.list({ to: 'odd@example.com', kind: 'email-otp' }).map((message) => message.subject)).toEqual([
      'Your Airlock code: 000005',
    ]);
    expect(outbox.list({ limit: 1 })).toHaveLength(1);
    expect(outbox.list({ to: 'nobody@example.com' })).toEqual([]);
    const [newest] = outbox.list();
    expect(newest).toMatchObject({ id: 6, kind: 'email-update', to: 'Odd@Example.com' });
    expect(new Date(newest!.sentAt).getTime()).toBeGreaterThan(Date.now() - 5_000);
  });

  it('caps bodies, subjects and addresses, and list() hands out copies', async () => {
    const outbox = createDevOutbox({ log: silent, write: () => {}, maxBodyChars: 100 });
    await outbox.send({
      kind: 'k',
      to: `${'a'.repeat(1_000)}@example.com`,
      subject: 's'.repeat(2_000),
      text: 't'.repeat(10_000),
      html: 'h'.repeat(10_000),
    });
    const [message] = outbox.list() as [OutboxMessage];
    expect(message.text).toBe(`${'t'.repeat(100)}… [cut at 100 characters]`);
    expect(message.html).toBe(`${'h'.repeat(100)}… [cut at 100 characters]`);
    expect(message.subject.length).toBeLessThan(600);
    expect(message.to.length).toBeLessThan(400);
    message.text = 'changed';
    expect(outbox.list()[0]!.text).not.toBe('changed');
  });

  it('prints each message to the console in a block, with terminal escapes defused', async () => {
    const printed: string[] = [];
    const outbox = createDevOutbox({ log: silent, write: (text) => printed.push(text) });
    await outbox.send({ ...otp('a@b.c', '123456'), text: 'Your Airlock code is 123456.\nIt expires in 10 minutes.' });
    await outbox.send({ kind: 'k', to: 'x@y.z', subject: 'evil \u001b[2J', text: 'line\u0007' });
    expect(printed[0]).toContain('[dev outbox] to a@b.c — Your Airlock code: 123456');
    expect(printed[0]).toContain('│ Your Airlock code is 123456.\n│ It expires in 10 minutes.');
    expect(printed[1]).toContain('evil ?[2J');
    expect(printed[1]).not.toMatch(/[\u0007\u001b]/);
  });
});

describe('GET /dev/outbox', () => {
  let server: AirlockServer;
  const printed: string[] = [];
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  /** Sends through the server's mailer, keeping its console block out of the test output. */
  async function send(to: string, code: string) {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true));
    await server.deps.mailer.send(otp(to, code));
    write.mockRestore();
  }
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    server.app.inject({ url, headers, remoteAddress });

  it('is the mailer of a server without SMTP_URL, and prints to stdout', async () => {
    expect(server.deps.mailer.transport).toBe('dev-outbox');
    expect(server.deps.devOutbox).toBe(server.deps.mailer);
    await send('ann@example.com', '111111');
    await send('ben@example.com', '222222');
    await send('ann@example.com', '333333');
    expect(printed.join('')).toContain('[dev outbox] to ann@example.com — Your Airlock code: 333333');
  });

  it('lists the messages as JSON, newest first, filtered by ?to= and ?limit=', async () => {
    const all = await get('/dev/outbox');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const subjects = (response: typeof all) =>
      (response.json() as { messages: OutboxMessage[] }).messages.map((message) => message.subject.slice(-6));
    expect(subjects(all)).toEqual(['333333', '222222', '111111']);
    expect(subjects(await get('/dev/outbox?to=ANN@example.com'))).toEqual(['333333', '111111']);
    expect(subjects(await get('/dev/outbox?to=ann@example.com&limit=1&projectId=whatever'))).toEqual(['333333']);
    expect((await get('/dev/outbox?to=ann@example.com&to=ben@example.com')).statusCode).toBe(400);
    expect((await get('/dev/outbox?limit=0')).statusCode).toBe(400);
    expect((await get(`/dev/outbox?to=${'x'.repeat(400)}`)).statusCode).toBe(400);
  });

  it('shows a page to browsers, escaped, under a strict CSP', async () => {
    await send('<script>@example.com', '444444');
    const page = await get('/dev/outbox', { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Your Airlock code: 444444');
    expect(page.body).toContain('&lt;script&gt;@example.com');
    expect(page.body).not.toContain('<script>');
    expect((await get('/dev/outbox?format=json', { accept: 'text/html' })).json()).toHaveProperty('messages');
  });

  it('refuses web pages (any Origin) and is absent for clients off this machine or Hosts that are not loopback', async () => {
    const fromPage = await get('/dev/outbox', { origin: 'http://localhost:5173' });
    expect(fromPage.statusCode).toBe(403);
    expect(fromPage.body).not.toContain('111111');
    expect((await get('/dev/outbox', {}, '192.168.1.20')).statusCode).toBe(404);
    expect((await get('/dev/outbox', { host: 'evil.example:8787' })).statusCode).toBe(404);
    expect((await get('/dev/outbox', { host: 'localhost:8787' })).statusCode).toBe(200);
    expect((await get('/dev/outbox', { host: '[::1]:8787' }, '::1')).statusCode).toBe(200);
    expect((await get('/dev/outbox', {}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });
});

describe('GET /dev/outbox elsewhere', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  it.each([
    ['SMTP_URL is set', () => ({ smtpUrl: sink.url, devOutbox: false })],
    ['in production (NODE_ENV=production)', () => ({ devOutbox: loadServerConfig({ NODE_ENV: 'production' }).devOutbox })],
  ])('is a 404 when %s', async (_, config) => {
    const server = await buildTestServer({ config: config() });
    try {
      expect(server.deps.devOutbox).toBeUndefined();
      const response = await server.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    } finally {
      await server.close();
    }
  });

  it('sends through SMTP_URL from the server deps', async () => {
    const server = await buildTestServer({ config: { smtpUrl: sink.url, devOutbox: false } });
    try {
      await server.deps.mailer.send(otp('ivy@example.com', '555555'));
      expect(await sink.waitForMessage('ivy@example.com')).toMatchObject({ subject: 'Your Airlock code: 555555', kind: 'email-otp' });
    } finally {
      await server.close();
    }
  });
});
