import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { embeddedEmailCodes } from '../src/storage/schema';
import { createFrameSigner, type FrameSigner } from './embedded-frame-signer';
import { buildTestServer } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** What a caller sees of an answer: status, the body's keys and values, and the headers that vary. */
const seen = (answer: LightMyRequestResponse) => ({
  status: answer.statusCode,
  body: answer.json() as unknown,
  cacheControl: answer.headers['cache-control'],
  retryAfter: answer.headers['retry-after'] === undefined ? undefined : 'set',
});

/**
 * A caller without the mailbox, with a device key of its own (or none), learns nothing about
 * whether an address has an account: every embedded email route answers a known and a new
 * address alike. Only a device the account approved (proved by its key) gets CONNECT.
 */
describe('embedded email login does not tell known addresses from new ones', () => {
  let server: AirlockServer;
  let counter = 0;
  const nextEmail = () => `enum.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

  beforeAll(async () => {
    server = await buildTestServer({
      config: { devOutbox: true, framePort: 8788, rateLimitPerMinute: 1_000_000, ipRateLimitPerMinute: 1_000_000 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${path}${Q}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN },
    });
  const start = async (email: string, device?: FrameSigner) =>
    post(
      '/v1/embedded/email/start',
      device
        ? {
            email,
            devicePublicKey: device.publicJwk,
            proof: await device.prove({ purpose: 'email-start', projectId: DEMO_PROJECT_ID, email }),
          }
        : { email },
    );
  const connectDevice = async (email: string, device: FrameSigner) =>
    post('/v1/embedded/device/connect', {
      email,
      devicePublicKey: device.publicJwk,
      proof: await device.prove({ purpose: 'device-connect', projectId: DEMO_PROJECT_ID, email }),
    });
  const verify = (email: string, otp: string, device: FrameSigner) =>
    post('/v1/embedded/email/verify', { email, otp, devicePublicKey: device.publicJwk });

  /** The codes mailed so far are older than the 30 s cooldown. */
  const pastCooldown = (email: string) =>
    server.deps.database.db
      .update(embeddedEmailCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(embeddedEmailCodes.email, email));

  /** An address with an account, signed up from another device. */
  async function knownAddress(): Promise<string> {
    const email = nextEmail();
    const owner = await createFrameSigner();
    expect((await start(email, owner)).statusCode).toBe(200);
    const code = codeIn(server.deps.devOutbox!.list({ to: email, kind: 'email-code' })[0]?.text ?? '');
    expect((await verify(email, code, owner)).statusCode).toBe(200);
    await pastCooldown(email);
    return email;
  }

  /** The same steps against a known and a new address, each from a fresh device key. */
  async function probe(email: string) {
    const device = await createFrameSigner();
    const wrongCode = '000000';
    return {
      startWithKey: seen(await start(email, device)),
      wrongCode: seen(await verify(email, wrongCode, device)),
      connectDevice: seen(await connectDevice(email, device)),
      startWithoutKey: await pastCooldown(email).then(async () => seen(await start(email))),
    };
  }

  it('answers email/start, email/verify with a wrong code and device/connect the same for both', async () => {
    const known = await knownAddress();
    const fresh = nextEmail();
    const forKnown = await probe(known);
    const forNew = await probe(fresh);
    expect(forKnown.startWithKey).toEqual({ status: 200, body: { action: 'VERIFY_OTP' }, cacheControl: undefined, retryAfter: undefined });
    expect(forKnown).toEqual(forNew);
  });

  it('a known address still signs in on a new device once the link in its mail is pressed, with the code of the same mail', async () => {
    const email = await knownAddress();
    const other = await createFrameSigner();
    const started = await start(email, other);
    expect(started.json()).toEqual({ action: 'VERIFY_OTP' });
    const mail = server.deps.devOutbox!.list({ to: email, kind: 'email-code' })[0]!;
    const code = codeIn(mail.text);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    // The right code, before the link is pressed: refused, and not used up.
    expect((await verify(email, code, other)).json()).toMatchObject({ statusCode: 403, error: 'DEVICE_NOT_APPROVED' });
    const press = await server.app.inject({
      method: 'POST',
      url: link.pathname,
      payload: `token=${link.searchParams.get('token')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(press.statusCode).toBe(200);
    const verified = await verify(email, code, other);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await start(email, other)).json().action).toBe('CONNECT');
  });
});
