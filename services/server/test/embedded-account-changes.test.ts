import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { loadServerConfig } from '../src/config/server-config';
import { deviceKeyId } from '../src/embedded/devices/device-key-id';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { embeddedDevices, embeddedEmailCodes } from '../src/storage/schema';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { buildTestServer } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const DAY_MS = 24 * 60 * 60_000;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

interface Login {
  sessionId: string;
  token: string;
  signer: FrameSigner;
}

describe('what follows an account change: the old address is told, other sessions and devices end; device approvals expire', () => {
  let server: AirlockServer;
  let counter = 0;
  const nextEmail = () => `changes.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

  beforeAll(async () => {
    server = await buildTestServer({
      config: { devOutbox: true, framePort: 8788, rateLimitPerMinute: 1_000_000, ipRateLimitPerMinute: 1_000_000, deviceApprovalDays: 30 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.deps.database.db;
  const mails = (to: string, kind?: string) => server.deps.devOutbox!.list({ to, ...(kind ? { kind } : {}) });
  const latestCode = (email: string) => codeIn(mails(email, 'email-code')[0]?.text ?? '');
  const pastCooldown = () =>
    db()
      .update(embeddedEmailCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) });
  const post = (path: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${path}${Q}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN },
    });
  const start = async (email: string, signer: FrameSigner) =>
    post('/v1/embedded/email/start', {
      email,
      devicePublicKey: signer.publicJwk,
      proof: await signer.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email }),
    });
  const call = async (login: Login, method: 'GET' | 'POST', path: string, body?: unknown) =>
    server.app.inject(
      await signedFrameRequest({ signer: login.signer, session: login, method, path: `${path}${Q}`, body, origin: FRAME_ORIGIN }),
    );

  /** Signs in by code on a new device (a known account's device approved by its link first). */
  async function signIn(email: string): Promise<Login> {
    await pastCooldown();
    const signer = await createFrameSigner();
    expect((await start(email, signer)).json()).toEqual({ action: 'VERIFY_OTP' });
    const mail = mails(email, 'email-code')[0]!;
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      const press = await server.app.inject({
        method: 'POST',
        url: url.pathname,
        payload: `token=${url.searchParams.get('token')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(press.statusCode).toBe(200);
    }
    const verified = await post('/v1/embedded/email/verify', { email, otp: codeIn(mail.text), devicePublicKey: signer.publicJwk });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...(verified.json() as { sessionId: string; token: string }), signer };
  }

  it('changing the email mails the old address and ends every other session and device of the user', async () => {
    const oldEmail = nextEmail();
    const newEmail = nextEmail();
    const changer = await signIn(oldEmail);
    const other = await signIn(oldEmail);
    expect((await call(other, 'GET', '/v1/embedded/session')).statusCode).toBe(200);

    expect((await call(changer, 'POST', '/v1/embedded/email/update', { email: newEmail })).json()).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    expect((await call(changer, 'POST', '/v1/embedded/email/update/primary', { otp: latestCode(oldEmail) })).json()).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    const done = await call(changer, 'POST', '/v1/embedded/email/update/secondary', { otp: latestCode(newEmail) });
    expect(done.statusCode, done.body).toBe(200);

    const [notice] = mails(oldEmail, 'email-changed');
    expect(notice?.subject).toBe('Your Airlock Demo email address was changed');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toMatch(/If it was not you/);

    expect((await call(changer, 'GET', '/v1/embedded/session')).statusCode).toBe(200);
    expect((await call(other, 'GET', '/v1/embedded/session')).json()).toMatchObject({ error: 'SESSION_REVOKED' });
    // The other device is no longer approved either: it cannot sign straight back in with the new address.
    await pastCooldown();
    expect((await start(newEmail, other.signer)).json()).toEqual({ action: 'VERIFY_OTP' });
    expect((await start(newEmail, changer.signer)).json().action).toBe('CONNECT');
  });

  it('an approved device connects without a code until its approval is older than AIRLOCK_DEVICE_APPROVAL_DAYS', async () => {
    const email = nextEmail();
    const login = await signIn(email);
    expect((await start(email, login.signer)).json().action).toBe('CONNECT');
    const thisDevice = eq(embeddedDevices.deviceKeyId, deviceKeyId(login.signer.publicJwk as never));
    await db()
      .update(embeddedDevices)
      .set({ approvedAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(thisDevice);
    expect((await start(email, login.signer)).json().action).toBe('CONNECT');
    await db()
      .update(embeddedDevices)
      .set({ approvedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(thisDevice);
    await pastCooldown();
    expect((await start(email, login.signer)).json()).toEqual({ action: 'VERIFY_OTP' });
  });

  it('reads AIRLOCK_DEVICE_APPROVAL_DAYS, 90 by default', () => {
    expect(loadServerConfig({}).deviceApprovalDays).toBe(90);
    expect(loadServerConfig({ AIRLOCK_DEVICE_APPROVAL_DAYS: '7' }).deviceApprovalDays).toBe(7);
    expect(() => loadServerConfig({ AIRLOCK_DEVICE_APPROVAL_DAYS: '0' })).toThrow('AIRLOCK_DEVICE_APPROVAL_DAYS');
  });
});
