import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmailCodeAttemptsLimitError,
  EmailCodeLockedError,
  EmailCodeMissingError,
  EmailCodeWrongError,
} from '../src/embedded/email-codes/email-code-errors';
import { EMAIL_CODE_LIMITS, type EmailCodePurpose } from '../src/embedded/email-codes/email-code-limits';
import { createEmailCodes, type EmailCodes } from '../src/embedded/email-codes/email-codes';
import { MasterKey } from '../src/embedded/master-key';
import { createDevOutbox, type DevOutbox } from '../src/mail/dev-outbox';
import type { OpenDatabase } from '../src/storage/database';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';

const PROJECT = 'c3'.repeat(16);
const PURPOSES: EmailCodePurpose[] = ['login', 'update-primary', 'update-secondary', 'export'];
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** How a guess was answered: compared and wrong, refused uncompared, or the code worked. */
async function outcome(guess: Promise<void>): Promise<'right' | 'wrong' | 'locked' | 'limit' | 'used'> {
  try {
    await guess;
    return 'right';
  } catch (error) {
    if (error instanceof EmailCodeWrongError) return 'wrong';
    if (error instanceof EmailCodeLockedError) return 'locked';
    if (error instanceof EmailCodeAttemptsLimitError) return 'limit';
    if (error instanceof EmailCodeMissingError) return 'used';
    throw error;
  }
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of outcomes) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

describe.each(STORAGE_KINDS)('guesses at email codes, in parallel (%s)', (kind) => {
  let database: OpenDatabase;
  let outbox: DevOutbox;
  let counter = 0;
  const masterKey = new MasterKey(randomBytes(32));
  const nextEmail = () => `guesser.${++counter}.${kind}@example.com`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = createDevOutbox({ log: pino({ level: 'silent' }), write: () => {} });
  });
  afterAll(async () => {
    await database?.close();
  });

  const codesWith = (failedPerEmailPerHour: number, now = Date.now): EmailCodes =>
    createEmailCodes({
      db: database.db,
      mailer: outbox,
      masterKey,
      limits: { ...EMAIL_CODE_LIMITS, failedAttemptsPerEmailPerHour: failedPerEmailPerHour },
      now,
    });
  const sendCode = async (codes: EmailCodes, email: string, purpose: EmailCodePurpose) => {
    await codes.send({ projectId: PROJECT, email, purpose, clientIp: '203.0.113.7' });
    return codeIn(outbox.list({ to: email, limit: 1 })[0]?.text ?? '');
  };

  it('compares at most 5 of 200 parallel wrong guesses at one code: the rest are told it is locked', async () => {
    const codes = codesWith(EMAIL_CODE_LIMITS.failedAttemptsPerEmailPerHour);
    const email = nextEmail();
    const code = await sendCode(codes, email, 'login');
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () => outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code: otherThan(code) }))),
    );
    expect(tally(outcomes)).toEqual({ wrong: EMAIL_CODE_LIMITS.maxWrongAttempts, locked: 200 - EMAIL_CODE_LIMITS.maxWrongAttempts });
    // Locked for good: not even the right code is compared any more.
    expect(await outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code }))).toBe('locked');
  });

  it('the right code still works as the 5th attempt, and only once however many race with it', async () => {
    const codes = codesWith(EMAIL_CODE_LIMITS.failedAttemptsPerEmailPerHour);
    const email = nextEmail();
    const code = await sendCode(codes, email, 'login');
    for (let wrong = 0; wrong < EMAIL_CODE_LIMITS.maxWrongAttempts - 1; wrong++) {
      expect(await outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code: otherThan(code) }))).toBe('wrong');
    }
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code }))),
    );
    expect(outcomes.filter((name) => name === 'right')).toHaveLength(1);
    // The others found the code used, or its last comparison taken by the one that used it.
    expect(outcomes.filter((name) => name !== 'right' && name !== 'used' && name !== 'locked')).toEqual([]);
  });

  it('caps failed attempts per address per hour across its codes, in parallel, with a 429 and Retry-After', async () => {
    let clock = Date.now();
    const cap = 7;
    const codes = codesWith(cap, () => clock);
    const email = nextEmail();
    const sent = new Map<EmailCodePurpose, string>();
    for (const purpose of PURPOSES) sent.set(purpose, await sendCode(codes, email, purpose));
    const guesses = PURPOSES.flatMap((purpose) =>
      Array.from({ length: 50 }, () => outcome(codes.verify({ projectId: PROJECT, email, purpose, code: otherThan(sent.get(purpose)!) }))),
    );
    const counts = tally(await Promise.all(guesses));
    // 4 codes × 5 comparisons would be 20; the address's hourly cap allows 7.
    expect(counts.wrong).toBe(cap);
    expect(counts.limit).toBeGreaterThan(0);
    expect((counts.wrong ?? 0) + (counts.limit ?? 0) + (counts.locked ?? 0)).toBe(200);

    const refusal = await codes
      .verify({ projectId: PROJECT, email, purpose: 'export', code: sent.get('export')! })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmailCodeAttemptsLimitError);
    expect(refusal).toMatchObject({ statusCode: 429, code: 'EMAIL_CODE_ATTEMPTS_LIMIT' });
    expect((refusal as EmailCodeAttemptsLimitError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refusal as EmailCodeAttemptsLimitError).retryAfterSeconds).toBeLessThanOrEqual(3600);

    // Another address is not held back, and an hour later this one is not either.
    const other = nextEmail();
    expect(
      await outcome(codes.verify({ projectId: PROJECT, email: other, purpose: 'login', code: await sendCode(codes, other, 'login') })),
    ).toBe('right');
    clock += 60 * 60_000;
    const fresh = await sendCode(codes, email, 'login');
    expect(await outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code: fresh }))).toBe('right');
  });

  it('a right code does not count as a failed attempt against the address', async () => {
    let clock = Date.now();
    const codes = codesWith(2, () => clock);
    const email = nextEmail();
    for (let round = 0; round < 4; round++) {
      expect(
        await outcome(codes.verify({ projectId: PROJECT, email, purpose: 'login', code: await sendCode(codes, email, 'login') })),
      ).toBe('right');
      clock += EMAIL_CODE_LIMITS.cooldownMs;
    }
  });
});
