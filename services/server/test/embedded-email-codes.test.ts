import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmailCodeCooldownError,
  EmailCodeExpiredError,
  EmailCodeLimitError,
  EmailCodeLockedError,
  EmailCodeMissingError,
  EmailCodeWrongError,
} from '../src/embedded/email-codes/email-code-errors';
import { EMAIL_CODE_LIMITS } from '../src/embedded/email-codes/email-code-limits';
import { createEmailCodes, type EmailCodes } from '../src/embedded/email-codes/email-codes';
import { MasterKey } from '../src/embedded/master-key';
import { MailUnavailableError } from '../src/mail/mail-unavailable-error';
import { createSmtpMailer } from '../src/mail/smtp-mailer';
import type { OpenDatabase } from '../src/storage/database';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const PROJECT = 'a1'.repeat(16);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe.each(STORAGE_KINDS)('email codes (%s)', (kind) => {
  let database: OpenDatabase;
  let sink: SmtpSink;
  let clock = Date.now();
  let codes: EmailCodes;
  const masterKey = new MasterKey(randomBytes(32));
  let counter = 0;
  const nextEmail = () => `Visitor.${++counter}.${kind}@Example.com`;

  beforeAll(async () => {
    [database, sink] = await Promise.all([openTestDatabase(kind), startSmtpSink()]);
    const mailer = createSmtpMailer({
      smtpUrl: sink.url,
      from: 'Airlock <no-reply@localhost>',
      timeoutMs: 2_000,
      log: pino({ level: 'silent' }),
    });
    codes = createEmailCodes({ db: database.db, mailer, masterKey, now: () => clock });
  });
  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });

  const send = (email: string, clientIp = '203.0.113.1') => codes.send({ projectId: PROJECT, email, purpose: 'login', clientIp });
  const received = async (email: string) => codeIn((await sink.waitForMessage(email.toLowerCase(), { timeoutMs: 5_000 })).text);

  it('mails a 6-digit code over SMTP that signs in once, whatever the address’s case', async () => {
    const email = nextEmail();
    await send(email);
    const code = await received(email);
    expect(code).toMatch(/^\d{6}$/);
    await codes.verify({ projectId: PROJECT, email: email.toUpperCase(), purpose: 'login', code });
    await expect(codes.verify({ projectId: PROJECT, email, purpose: 'login', code })).rejects.toBeInstanceOf(EmailCodeMissingError);
  });

  it('refuses another code within 30 s with the spec’s message, n rounded up', async () => {
    const email = nextEmail();
    await send(email);
    clock += 12_300;
    const refusal = await send(email).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmailCodeCooldownError);
    expect((refusal as Error).message).toBe('Please try again after 18 seconds');
    expect((refusal as EmailCodeCooldownError).retryAfterSeconds).toBe(18);
    clock += 18_000;
    await send(email);
  });

  it('needs a new code after 5 wrong ones, and a code for another purpose or project never verifies', async () => {
    const email = nextEmail();
    await send(email);
    const code = await received(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(codes.verify({ projectId: PROJECT, email, purpose: 'export', code })).rejects.toBeInstanceOf(EmailCodeMissingError);
    await expect(codes.verify({ projectId: 'b2'.repeat(16), email, purpose: 'login', code })).rejects.toBeInstanceOf(EmailCodeMissingError);
    for (let left = 4; left >= 0; left--) {
      await expect(codes.verify({ projectId: PROJECT, email, purpose: 'login', code: wrong })).rejects.toMatchObject({
        attemptsLeft: left,
      });
    }
    await expect(codes.verify({ projectId: PROJECT, email, purpose: 'login', code })).rejects.toBeInstanceOf(EmailCodeLockedError);
    clock += EMAIL_CODE_LIMITS.cooldownMs;
    await send(email);
    await codes.verify({ projectId: PROJECT, email, purpose: 'login', code: await received(email) });
  });

  it('expires codes after 10 minutes', async () => {
    const email = nextEmail();
    await send(email);
    const code = await received(email);
    clock += EMAIL_CODE_LIMITS.lifetimeMs;
    await expect(codes.verify({ projectId: PROJECT, email, purpose: 'login', code })).rejects.toBeInstanceOf(EmailCodeExpiredError);
  });

  it('limits codes per address and per client IP per hour', async () => {
    const email = nextEmail();
    for (let sent = 0; sent < EMAIL_CODE_LIMITS.perEmailPerHour; sent++) {
      await send(email, `198.51.100.${sent}`);
      clock += EMAIL_CODE_LIMITS.cooldownMs;
    }
    await expect(send(email, '198.51.100.200')).rejects.toBeInstanceOf(EmailCodeLimitError);

    const ip = `192.0.2.${counter}`;
    for (let sent = 0; sent < EMAIL_CODE_LIMITS.perClientIpPerHour; sent++) await send(nextEmail(), ip);
    const refusal = await send(nextEmail(), ip).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmailCodeLimitError);
    expect((refusal as EmailCodeLimitError).statusCode).toBe(429);
    clock += 60 * 60_000;
    await send(nextEmail(), ip);
  });

  it('answers a wrong code with how many attempts are left', async () => {
    const email = nextEmail();
    await send(email);
    const code = await received(email);
    const refusal = await codes
      .verify({ projectId: PROJECT, email, purpose: 'login', code: code === '999999' ? '000000' : '999999' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmailCodeWrongError);
    expect((refusal as Error).message).toBe('Wrong code: 4 attempts left');
  });

  it('a code the mail server never took holds no cooldown: the visitor can ask again at once', async () => {
    const deadMailer = createSmtpMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Airlock <no-reply@localhost>',
      timeoutMs: 500,
      log: pino({ level: 'silent' }),
    });
    const failing = createEmailCodes({ db: database.db, mailer: deadMailer, masterKey, now: () => clock });
    const email = nextEmail();
    await expect(failing.send({ projectId: PROJECT, email, purpose: 'login', clientIp: '203.0.113.9' })).rejects.toBeInstanceOf(
      MailUnavailableError,
    );
    await send(email);
    await codes.verify({ projectId: PROJECT, email, purpose: 'login', code: await received(email) });
  });
});
