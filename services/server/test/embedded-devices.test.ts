import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { redactUrl } from '../src/http/request-log';
import { embeddedDevices, embeddedEmailCodes, embeddedSessions } from '../src/storage/schema';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { EMAIL_CODE_LIMITS } from '../src/embedded/email-codes/email-code-limits';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { buildTestServer } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const APPROVE_PATH = '/v1/embedded/device/approve';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

type Device = FrameSigner;
interface Login {
  sessionId: string;
  token: string;
  expiresAt: string;
  user: { email: string; address: string };
}

/** Spec §4 VERIFY_DEVICE / VERIFY_OTP / CONNECT over the real routes, PGlite and the dev outbox. */
describe('embedded wallet devices: email login actions', () => {
  let server: AirlockServer;
  let counter = 0;
  const nextEmail = () => `device.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

  beforeAll(async () => {
    server = await buildTestServer({ config: { devOutbox: true, framePort: 8788, rateLimitPerMinute: 1_000_000 } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.deps.database.db;
  const mails = (to: string, kind?: string) => server.deps.devOutbox!.list({ to, ...(kind ? { kind } : {}) });
  const latestCode = (email: string) => codeIn(mails(email, 'email-code')[0]?.text ?? '');
  const approvalLink = (email: string) => new URL(/https?:\/\/\S+/.exec(mails(email, 'email-code')[0]?.text ?? '')?.[0] ?? 'http://none');
  /** The codes mailed so far are older than the 30 s cooldown. */
  const pastCooldown = (email: string) =>
    db()
      .update(embeddedEmailCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(embeddedEmailCodes.email, email));

  const post = (url: string, body: unknown, extra: Partial<InjectOptions> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN },
      ...extra,
    });

  const start = async (email: string, device?: Device, extra: Partial<InjectOptions> = {}) =>
    post(
      `/v1/embedded/email/start${Q}`,
      device
        ? {
            email,
            devicePublicKey: device.publicJwk,
            proof: await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email }),
          }
        : { email },
      extra,
    );
  const connectDevice = async (email: string, device: Device) =>
    post(`/v1/embedded/device/connect${Q}`, {
      email,
      devicePublicKey: device.publicJwk,
      proof: await device.prove({ purpose: 'device-connect', projectId: DEMO_PROJECT_ID, email }),
    });
  const verify = (email: string, otp: string, device: Device) =>
    post(`/v1/embedded/email/verify${Q}`, { email, otp, devicePublicKey: device.publicJwk });

  async function signed(login: Login, device: Device, method: 'GET' | 'POST', path: string, body?: unknown) {
    return server.app.inject(await signedFrameRequest({ signer: device, session: login, method, path, body, origin: FRAME_ORIGIN }));
  }

  /** A new account's first login (VERIFY_OTP), which approves the device. */
  async function firstLogin(email: string, device: Device): Promise<Login> {
    const started = await start(email, device);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_OTP' });
    const verified = await verify(email, latestCode(email), device);
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as Login;
  }

  it('a new account verifies a code; the same device later connects with no code, even after its session expired', async () => {
    const email = nextEmail();
    const device = await createFrameSigner();
    const first = await firstLogin(email, device);
    expect(mails(email)).toHaveLength(1);

    // The session is lost (expired): the device stays approved.
    await db()
      .update(embeddedSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(embeddedSessions.id, first.sessionId));
    expect((await signed(first, device, 'GET', `/v1/embedded/session${Q}`)).json()).toMatchObject({ error: 'SESSION_EXPIRED' });

    const again = await start(email, device);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    const connected = again.json() as Login & { action: string };
    expect(connected).toEqual({
      action: 'CONNECT',
      sessionId: expect.any(String),
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { email, address: first.user.address },
    });
    expect(connected.sessionId).not.toBe(first.sessionId);
    // No code and no link was mailed.
    expect(mails(email)).toHaveLength(1);
    const session = await signed(connected, device, 'GET', `/v1/embedded/session${Q}`);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.address).toBe(first.user.address);
  });

  it('VERIFY_DEVICE mails a code and a link: the link page approves nothing, its button does, then the code signs in', async () => {
    const email = nextEmail();
    const first = await firstLogin(email, await createFrameSigner());
    const other = await createFrameSigner();
    await pastCooldown(email);

    const started = await start(email, other);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_OTP' });
    expect(mails(email, 'email-code')).toHaveLength(2);
    const code = latestCode(email);
    const link = approvalLink(email);
    expect(link.pathname).toBe(APPROVE_PATH);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The request log never shows it.
    expect(redactUrl(`${link.pathname}${link.search}`)).toBe(`${APPROVE_PATH}?token=[redacted]`);
    // Only the token's hash is stored.
    const rows = await db().select().from(embeddedDevices);
    expect(JSON.stringify(rows)).not.toContain(token);

    // Not approved yet: the right code is refused (and kept), and the device waits.
    expect((await verify(email, code, other)).json()).toMatchObject({ statusCode: 403, error: 'DEVICE_NOT_APPROVED' });
    const waiting = await connectDevice(email, other);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toEqual({ action: 'VERIFY_DEVICE' });

    // A mail scanner opening the link approves nothing.
    const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Approve this device</h1>');
    expect(page.body).toContain(email);
    expect(page.body).toContain('<button type="submit">Approve this device</button>');
    expect((await connectDevice(email, other)).statusCode).toBe(202);

    // The button's POST, as a browser sends a form (from the server's own page: no frame origin needed).
    const press = () =>
      server.app.inject({
        method: 'POST',
        url: APPROVE_PATH,
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8787' },
      });
    const approved = await press();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.body).toContain('<h1>Device approved</h1>');
    expect(approved.body).toContain(email);
    // Single use.
    expect((await press()).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).body).toContain('This link no longer works');

    // The code of the same mail now signs in.
    const verified = await verify(email, code, other);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toEqual({ email, address: first.user.address });
    // From now on this device connects too.
    expect((await start(email, other)).json().action).toBe('CONNECT');
  });

  it('never builds the approval link from a spoofed Host header: off loopback it needs AIRLOCK_PUBLIC_URL', async () => {
    const email = nextEmail();
    await firstLogin(email, await createFrameSigner());
    const spoofed = await start(email, await createFrameSigner(), {
      headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN, host: 'evil.example' },
    });
    expect(spoofed.statusCode, spoofed.body).toBe(503);
    expect(spoofed.json()).toMatchObject({ error: 'PUBLIC_URL_NOT_SET' });
    expect(mails(email)).toHaveLength(1);
  });

  it('refuses replayed, forged, stale and missing proofs', async () => {
    const email = nextEmail();
    const device = await createFrameSigner();
    await firstLogin(email, device);
    const body = {
      email,
      devicePublicKey: device.publicJwk,
      proof: await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email }),
    };
    expect((await post(`/v1/embedded/email/start${Q}`, body)).json().action).toBe('CONNECT');
    expect((await post(`/v1/embedded/email/start${Q}`, body)).json()).toMatchObject({ statusCode: 401, error: 'REPLAYED_DEVICE_PROOF' });

    const thief = await createFrameSigner();
    const forged = {
      email,
      devicePublicKey: device.publicJwk,
      proof: await thief.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email }),
    };
    expect((await post(`/v1/embedded/email/start${Q}`, forged)).json()).toMatchObject({ statusCode: 401, error: 'BAD_DEVICE_PROOF' });
    for (const proof of [
      await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email: nextEmail() }),
      await device.prove({ purpose: 'email-start', projectId: 'f'.repeat(32), email }),
      await device.prove({ purpose: 'device-connect', projectId: DEMO_PROJECT_ID, email }),
    ]) {
      expect((await post(`/v1/embedded/email/start${Q}`, { email, devicePublicKey: device.publicJwk, proof })).json()).toMatchObject({
        statusCode: 401,
        error: 'BAD_DEVICE_PROOF',
      });
    }
    const stale = await device.prove({
      purpose: 'email-start',
      projectId: DEMO_PROJECT_ID,
      email,
      timestamp: String(Date.now() - 5 * 60_000),
    });
    expect((await post(`/v1/embedded/email/start${Q}`, { email, devicePublicKey: device.publicJwk, proof: stale })).json()).toMatchObject({
      statusCode: 401,
      error: 'STALE_DEVICE_PROOF',
    });
    expect(
      (
        await post(`/v1/embedded/email/start${Q}`, { email, devicePublicKey: device.publicJwk, proof: { ...stale, nonce: 'short' } })
      ).json(),
    ).toMatchObject({ statusCode: 400, error: 'MALFORMED_DEVICE_PROOF' });
    // A key without its proof.
    expect((await post(`/v1/embedded/email/start${Q}`, { email, devicePublicKey: device.publicJwk })).statusCode).toBe(400);
    // The connect route takes its own purpose only.
    const startProof = await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email });
    expect(
      (await post(`/v1/embedded/device/connect${Q}`, { email, devicePublicKey: device.publicJwk, proof: startProof })).json(),
    ).toMatchObject({ error: 'BAD_DEVICE_PROOF' });
  });

  it('an explicit sign-out forgets the device; a session replaced by the frame keeps it', async () => {
    const email = nextEmail();
    const device = await createFrameSigner();
    const first = await firstLogin(email, device);
    const second = (await start(email, device)).json() as Login;
    expect((await signed(first, device, 'POST', `/v1/embedded/sign-out${Q}`, { keepDevice: true })).json()).toEqual({ signedOut: true });
    expect((await start(email, device)).json().action).toBe('CONNECT');
    expect((await signed(second, device, 'POST', `/v1/embedded/sign-out${Q}`)).json()).toEqual({ signedOut: true });
    await pastCooldown(email);
    expect((await start(email, device)).json()).toEqual({ action: 'VERIFY_OTP' });
    expect(approvalLink(email).pathname).toBe(APPROVE_PATH);
  });

  it('refuses an expired approval link, on the page and for the waiting device', async () => {
    const email = nextEmail();
    await firstLogin(email, await createFrameSigner());
    const other = await createFrameSigner();
    await pastCooldown(email);
    expect((await start(email, other)).json()).toEqual({ action: 'VERIFY_OTP' });
    const link = approvalLink(email);
    await db()
      .update(embeddedDevices)
      .set({ approvalExpiresAt: new Date(Date.now() - 1000) });
    const page = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link no longer works');
    const press = await server.app.inject({
      method: 'POST',
      url: APPROVE_PATH,
      payload: `token=${link.searchParams.get('token')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(press.statusCode).toBe(404);
    // The device waits on, as a device of an address with no account would: the answers say nothing more.
    for (const address of [email, nextEmail()]) {
      const waiting = await connectDevice(address, other);
      expect(waiting.statusCode).toBe(202);
      expect(waiting.json()).toEqual({ action: 'VERIFY_DEVICE' });
    }
    expect((await verify(email, latestCode(email), other)).json()).toMatchObject({ statusCode: 403, error: 'DEVICE_NOT_APPROVED' });
    for (const url of [APPROVE_PATH, `${APPROVE_PATH}?token=nope`, `${APPROVE_PATH}?token=${'A'.repeat(43)}`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('limits approval mails as login codes: the 30 s cooldown per address, and per client IP per hour', async () => {
    const email = nextEmail();
    await firstLogin(email, await createFrameSigner());
    await pastCooldown(email);
    const other = await createFrameSigner();
    const remoteAddress = '10.9.8.7';
    expect((await start(email, other, { remoteAddress })).json()).toEqual({ action: 'VERIFY_OTP' });
    const again = await start(email, other, { remoteAddress });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please try again after (29|30) seconds$/);
    expect(mails(email)).toHaveLength(2);

    // Codes an hour from one IP, whatever the address and whether it has an account.
    const users = server.deps.embedded.users;
    for (let i = 1; i < EMAIL_CODE_LIMITS.perClientIpPerHour; i++) {
      const address = nextEmail();
      if (i % 2) await users.findOrCreateByEmail(DEMO_PROJECT_ID, address);
      expect((await start(address, other, { remoteAddress })).json()).toEqual({ action: 'VERIFY_OTP' });
    }
    const address = nextEmail();
    await users.findOrCreateByEmail(DEMO_PROJECT_ID, address);
    const limited = await start(address, other, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'EMAIL_CODE_LIMIT' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 when the approval mail cannot be sent', async () => {
    const down = await buildTestServer({ config: { devOutbox: false, smtpUrl: undefined, framePort: 8788 } });
    try {
      const email = nextEmail();
      await down.deps.embedded.users.findOrCreateByEmail(DEMO_PROJECT_ID, email);
      const device = await createFrameSigner();
      const proof = await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email });
      const answer = await down.app.inject({
        method: 'POST',
        url: `/v1/embedded/email/start${Q}`,
        payload: { email, devicePublicKey: device.publicJwk, proof },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: 'MAIL_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
