import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AirlockServer } from '../src/app/build-server';
import { MasterKey } from '../src/embedded/master-key';
import { ensureUserKey } from '../src/embedded/user-key';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { embeddedEmailUpdates } from '../src/storage/schema';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { freePort } from './support/free-port';
import { spawnServerOnFreshData } from './support/server-process';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { buildTestServer } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
/** A code that is not `code`: the same length, one digit off. */
const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

interface Session {
  sessionId: string;
  token: string;
  signer: FrameSigner;
  /** Each test its own client IP, so the codes' per-IP hourly limit counts per test. */
  ip: string;
  address?: string;
}

async function signedInject(
  inject: (options: InjectOptions) => Promise<{ statusCode: number; json(): any; body: string }>,
  session: Session,
  path: string,
  body?: unknown,
) {
  return inject(
    await signedFrameRequest({
      signer: session.signer,
      session,
      method: 'POST',
      path,
      body,
      origin: FRAME_ORIGIN,
      remoteAddress: session.ip,
    }),
  );
}

describe('embedded email update (PGlite)', () => {
  let sink: SmtpSink;
  let server: AirlockServer;
  let counter = 0;
  let ipCounter = 0;
  const nextEmail = () => `Update.${++counter}.${randomBytes(3).toString('hex')}@Example.com`;
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await buildTestServer({
      config: {
        smtpUrl: sink.url,
        devOutbox: false,
        masterKey: new MasterKey(randomBytes(32)),
        framePort: 8788,
        rateLimitPerMinute: 1_000_000,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const inject = (options: InjectOptions) => server.app.inject(options);
  const post = (url: string, body: unknown, ip: string) =>
    inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN },
    });
  const receivedCode = async (email: string) => codeIn((await sink.waitForMessage(email.toLowerCase(), { timeoutMs: 5_000 })).text);
  const call = (session: Session, path: string, body?: unknown) => signedInject(inject, session, `${path}${Q}`, body);
  const currentUser = async (session: Session) => {
    const answer = await inject(
      await signedFrameRequest({ signer: session.signer, session, method: 'GET', path: `/v1/embedded/session${Q}`, origin: FRAME_ORIGIN }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().user as { email: string | null; address: string };
  };

  async function login(email: string, ip = nextIp()): Promise<Session & { loginCode: string }> {
    expect((await post(`/v1/embedded/email/start${Q}`, { email }, ip)).statusCode).toBe(200);
    const signer = await createFrameSigner();
    const otp = await receivedCode(email);
    const verified = await post(`/v1/embedded/email/verify${Q}`, { email, otp, devicePublicKey: signer.publicJwk }, ip);
    expect(verified.statusCode, verified.body).toBe(200);
    const { sessionId, token, user } = verified.json();
    return { sessionId, token, signer, ip, address: user.address, loginCode: otp };
  }

  it('changes the address after the current address’s code and then the new address’s code', async () => {
    const oldEmail = nextEmail();
    const newEmail = nextEmail();
    const session = await login(oldEmail);

    const started = await call(session, '/v1/embedded/email/update', { email: newEmail });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primaryMail = await sink.waitForMessage(oldEmail.toLowerCase(), { timeoutMs: 5_000 });
    expect(primaryMail.text).toContain('to confirm changing your email address');
    const primaryCode = codeIn(primaryMail.text);

    // The new address's step is not open before the current address's code.
    const early = await call(session, '/v1/embedded/email/update/secondary', { otp: primaryCode });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'EMAIL_UPDATE_PRIMARY_FIRST',
      message: 'Enter the code sent to your current email address first',
    });

    const bad = await call(session, '/v1/embedded/email/update/primary', { otp: wrong(primaryCode) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'EMAIL_CODE_WRONG', message: 'Wrong code: 4 attempts left' });
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: '12' })).statusCode).toBe(400);

    const primary = await call(session, '/v1/embedded/email/update/primary', { otp: primaryCode });
    expect(primary.statusCode, primary.body).toBe(200);
    expect(primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    const secondaryMail = await sink.waitForMessage(newEmail.toLowerCase(), { timeoutMs: 5_000 });
    expect(secondaryMail.text).toContain('to confirm your new email address');
    const secondaryCode = codeIn(secondaryMail.text);

    // The primary code is spent, and it never stood for the new address anyway.
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: primaryCode })).json()).toMatchObject({
      error: 'EMAIL_CODE_MISSING',
    });
    if (secondaryCode !== primaryCode) {
      expect((await call(session, '/v1/embedded/email/update/secondary', { otp: primaryCode })).json()).toMatchObject({
        error: 'EMAIL_CODE_WRONG',
      });
    }

    const done = await call(session, '/v1/embedded/email/update/secondary', { otp: secondaryCode });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ newEmail: newEmail.toLowerCase() });
    expect(await currentUser(session)).toMatchObject({ email: newEmail.toLowerCase(), address: session.address });

    // The change is over: nothing more to confirm.
    expect((await call(session, '/v1/embedded/email/update/secondary', { otp: secondaryCode })).json()).toMatchObject({
      error: 'EMAIL_UPDATE_MISSING',
    });
    // The new address signs in to the same account; the old one now makes a new account.
    // This device is approved for the account, which the new address now names: it connects at once.
    const again = await post(
      `/v1/embedded/email/start${Q}`,
      {
        email: newEmail,
        devicePublicKey: session.signer.publicJwk,
        proof: await session.signer.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email: newEmail }),
      },
      session.ip,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ action: 'CONNECT', user: { email: newEmail.toLowerCase(), address: session.address } });
    const { users } = server.deps.embedded;
    expect((await users.findOrCreateByEmail(DEMO_PROJECT_ID, oldEmail)).id).not.toBe(
      (await users.findOrCreateByEmail(DEMO_PROJECT_ID, newEmail)).id,
    );
  }, 30_000);

  it('skips the primary step for a user with no email (a social login)', async () => {
    const { users, keys, vault, sessions } = server.deps.embedded;
    const user = await users.findOrCreateBySocial(DEMO_PROJECT_ID, 'github', `subject-${randomBytes(4).toString('hex')}`);
    const key = await ensureUserKey(keys, vault, user.id);
    const signer = await createFrameSigner();
    const { session: opened, token } = await sessions.createSession({
      userId: user.id,
      projectId: DEMO_PROJECT_ID,
      devicePublicKey: signer.publicJwk,
    });
    const session: Session = { sessionId: opened.id, token, signer, ip: nextIp(), address: key.address };
    const newEmail = nextEmail();

    const started = await call(session, '/v1/embedded/email/update', { email: newEmail });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    // There is no current address to confirm.
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: '123456' })).json()).toMatchObject({ error: 'NO_EMAIL' });
    const done = await call(session, '/v1/embedded/email/update/secondary', { otp: await receivedCode(newEmail) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ newEmail: newEmail.toLowerCase() });
    expect((await users.get(user.id))?.email).toBe(newEmail.toLowerCase());
  });

  it('refuses the current address, an address another user has, and a malformed one', async () => {
    const email = nextEmail();
    const other = nextEmail();
    const session = await login(email);
    await login(other);

    const same = await call(session, '/v1/embedded/email/update', { email: email.toUpperCase() });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ error: 'EMAIL_UNCHANGED', message: 'This is already the email address of this account' });
    const taken = await call(session, '/v1/embedded/email/update', { email: other });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'EMAIL_TAKEN', message: 'This email address is already used by another account' });
    for (const body of [
      { email: 'not-an-address' },
      { email: `${'a'.repeat(250)}@x.io` },
      { email: 42 },
      {},
      { email: nextEmail(), extra: 1 },
    ]) {
      expect((await call(session, '/v1/embedded/email/update', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Unsigned, the routes answer 401.
    expect((await post(`/v1/embedded/email/update${Q}`, { email: nextEmail() }, session.ip)).statusCode).toBe(401);
    // Nothing was mailed for the refusals.
    expect(sink.messages.filter((message) => message.to.includes(email.toLowerCase()))).toHaveLength(1);
  });

  it('answers 409 when the new address was taken between its code and the change (the unique index)', async () => {
    const email = nextEmail();
    const session = await login(email);
    const newEmail = nextEmail();
    expect((await call(session, '/v1/embedded/email/update', { email: newEmail })).statusCode).toBe(200);
    const primaryCode = await receivedCode(email);
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: primaryCode })).statusCode).toBe(200);
    const secondaryCode = await receivedCode(newEmail);
    // Someone else's account takes that address meanwhile (as their first login would).
    await server.deps.embedded.users.findOrCreateByEmail(DEMO_PROJECT_ID, newEmail);
    const raced = await call(session, '/v1/embedded/email/update/secondary', { otp: secondaryCode });
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
  });

  it('refuses codes with no change waiting, or once it has expired', async () => {
    const email = nextEmail();
    const session = await login(email);
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: '123456' })).json()).toMatchObject({
      error: 'EMAIL_UPDATE_MISSING',
      message: 'No email change is waiting: start again',
    });
    expect((await call(session, '/v1/embedded/email/update/secondary', { otp: '123456' })).statusCode).toBe(400);

    expect((await call(session, '/v1/embedded/email/update', { email: nextEmail() })).statusCode).toBe(200);
    const code = await receivedCode(email);
    const { db } = server.deps.database;
    const user = await server.deps.embedded.users.findOrCreateByEmail(DEMO_PROJECT_ID, email);
    await db
      .update(embeddedEmailUpdates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(embeddedEmailUpdates.userId, user.id));
    const late = await call(session, '/v1/embedded/email/update/primary', { otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'EMAIL_UPDATE_MISSING' });
  });

  it('takes no code of another purpose: a login or export code does not confirm a change', async () => {
    const email = nextEmail();
    const session = await login(email);
    expect((await call(session, '/v1/embedded/email/update', { email: nextEmail() })).statusCode).toBe(200);
    const updateCode = await receivedCode(email);
    const { loginCode } = session;
    expect((await call(session, '/v1/embedded/export/start')).statusCode).toBe(200);
    const exportCode = await receivedCode(email);
    for (const code of [loginCode, exportCode]) {
      if (code === updateCode) continue;
      expect((await call(session, '/v1/embedded/email/update/primary', { otp: code })).json()).toMatchObject({ error: 'EMAIL_CODE_WRONG' });
    }
    // And the update code does not sign anyone in, even on the account's approved device (the login code was spent by the login).
    expect(
      (
        await post(`/v1/embedded/email/verify${Q}`, { email, otp: updateCode, devicePublicKey: session.signer.publicJwk }, session.ip)
      ).json(),
    ).toMatchObject({ error: 'EMAIL_CODE_MISSING' });
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: updateCode })).statusCode).toBe(200);
  });

  it('keeps the codes’ cooldown and locks a code after five wrong guesses', async () => {
    const email = nextEmail();
    const session = await login(email);
    expect((await call(session, '/v1/embedded/email/update', { email: nextEmail() })).statusCode).toBe(200);
    const code = await receivedCode(email);
    const again = await call(session, '/v1/embedded/email/update', { email: nextEmail() });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please try again after (29|30) seconds$/);
    for (let i = 0; i < 5; i++)
      expect((await call(session, '/v1/embedded/email/update/primary', { otp: wrong(code) })).statusCode).toBe(400);
    expect((await call(session, '/v1/embedded/email/update/primary', { otp: code })).json()).toMatchObject({ error: 'EMAIL_CODE_LOCKED' });
  });
});

describe('embedded email update when mail or the database is down', () => {
  it('answers 503 and starts no change when the code cannot be mailed; 503 when the database is gone', async () => {
    // The SMTP server is a port nothing listens on.
    const server = await buildTestServer({
      config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, devOutbox: false, framePort: 8788, rateLimitPerMinute: 1_000_000 },
    });
    try {
      const { users, sessions } = server.deps.embedded;
      const email = `outage.${randomBytes(3).toString('hex')}@example.com`;
      const user = await users.findOrCreateByEmail(DEMO_PROJECT_ID, email);
      const signer = await createFrameSigner();
      const { session: opened, token } = await sessions.createSession({
        userId: user.id,
        projectId: DEMO_PROJECT_ID,
        devicePublicKey: signer.publicJwk,
      });
      const session: Session = { sessionId: opened.id, token, signer, ip: '10.8.0.1' };
      const call = (path: string, body?: unknown) => signedInject((options) => server.app.inject(options), session, `${path}${Q}`, body);

      const unmailed = await call('/v1/embedded/email/update', { email: `new.${email}` });
      expect(unmailed.statusCode, unmailed.body).toBe(503);
      expect((await call('/v1/embedded/email/update/primary', { otp: '123456' })).json()).toMatchObject({ error: 'EMAIL_UPDATE_MISSING' });

      await server.deps.database.close();
      const down = await call('/v1/embedded/email/update', { email: `other.${email}` });
      expect(down.statusCode, down.body).toBe(503);
    } finally {
      await server.close().catch(() => undefined);
    }
  }, 30_000);
});

describe('embedded email update in a server process logging at trace', () => {
  it('never writes an update code or the session token to the log', async () => {
    const sink = await startSmtpSink();
    const server = await spawnServerOnFreshData({ env: { AIRLOCK_LOG_LEVEL: 'trace', SMTP_URL: sink.url } });
    try {
      // Requests without an Origin, as from a server: the process's frame origin is its own.
      const fetchInject = async (options: InjectOptions) => {
        const { origin: _origin, ...headers } = options.headers as Record<string, string>;
        const response = await fetch(`${server.url}${options.url as string}`, {
          method: options.method as string,
          headers,
          ...(options.payload ? { body: options.payload as string } : {}),
        });
        const body = await response.text();
        return { statusCode: response.status, body, json: () => JSON.parse(body) };
      };
      const email = `trace.${randomBytes(3).toString('hex')}@example.com`;
      const newEmail = `trace.new.${randomBytes(3).toString('hex')}@example.com`;
      const postPlain = (path: string, body: unknown) =>
        fetchInject({ method: 'POST', url: path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect((await postPlain(`/v1/embedded/email/start${Q}`, { email })).statusCode).toBe(200);
      const loginCode = codeIn((await sink.waitForMessage(email, { timeoutMs: 5_000 })).text);
      const signer = await createFrameSigner();
      const login = (await postPlain(`/v1/embedded/email/verify${Q}`, { email, otp: loginCode, devicePublicKey: signer.publicJwk })).json();
      const session: Session = { sessionId: login.sessionId, token: login.token, signer, ip: '' };
      const call = (path: string, body?: unknown) => signedInject(fetchInject as never, session, `${path}${Q}`, body);

      expect((await call('/v1/embedded/email/update', { email: newEmail })).statusCode).toBe(200);
      const primaryCode = codeIn((await sink.waitForMessage(email, { timeoutMs: 5_000 })).text);
      expect((await call('/v1/embedded/email/update/primary', { otp: wrong(primaryCode) })).statusCode).toBe(400);
      expect((await call('/v1/embedded/email/update/primary', { otp: primaryCode })).statusCode).toBe(200);
      const secondaryCode = codeIn((await sink.waitForMessage(newEmail, { timeoutMs: 5_000 })).text);
      const done = await call('/v1/embedded/email/update/secondary', { otp: secondaryCode });
      expect(done.json()).toEqual({ newEmail });

      const output = server.output();
      expect(output).toContain('embedded email updated');
      for (const secret of [login.token as string, loginCode, primaryCode, wrong(primaryCode), secondaryCode])
        expect(output).not.toContain(secret);
    } finally {
      await server.stop();
      await sink.close();
    }
  }, 60_000);
});
