import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedSessions, type EmbeddedSessions } from '../src/embedded/embedded-sessions';
import { createEmbeddedUserStore } from '../src/embedded/embedded-user-store';
import { EmbeddedSessionError, type SessionErrorCode } from '../src/embedded/session-errors';
import { hashSessionToken } from '../src/embedded/session-token';
import { embeddedSessions } from '../src/storage/schema';
import type { OpenDatabase } from '../src/storage/database';
import { createFrameSigner } from './embedded-frame-signer';
import { STORAGE_KINDS, openTestDatabase } from './support/test-databases';

const PROJECT = 'e'.repeat(32);
const PATH = `/v1/embedded/rpc?projectId=${PROJECT}`;
const BODY = JSON.stringify({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] });
const silent = { debug: () => undefined };

async function refusal(promise: Promise<unknown>): Promise<SessionErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EmbeddedSessionError) return error.code;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe.each(STORAGE_KINDS)('embedded sessions on %s', (storage) => {
  let database: OpenDatabase;
  let sessions: EmbeddedSessions;
  let clock = Date.now();
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase(storage);
    sessions = createEmbeddedSessions({ db: database.db, log: silent, now: () => clock, sessionTtlMs: 60 * 60 * 1000 });
    userId = (await createEmbeddedUserStore(database.db).findOrCreateByEmail(PROJECT, 'frame@example.com')).id;
  });
  afterAll(() => database?.close());

  const newSession = async () => {
    const frame = await createFrameSigner();
    const { session, token } = await sessions.createSession({ userId, projectId: PROJECT, devicePublicKey: frame.publicJwk });
    const sign = (overrides: { body?: string; timestamp?: string; nonce?: string; path?: string } = {}) =>
      frame.sign({
        sessionId: session.id,
        sessionToken: token,
        method: 'POST',
        path: overrides.path ?? PATH,
        body: overrides.body ?? BODY,
        timestamp: overrides.timestamp ?? String(clock),
        nonce: overrides.nonce,
      });
    return { frame, session, token, sign };
  };

  it("accepts a request signed by the frame's WebCrypto key and returns its user and session", async () => {
    const { session, sign, frame } = await newSession();
    expect(frame.privateKey.extractable).toBe(false);
    const verified = await sessions.verifySignedRequest(await sign(), { projectId: PROJECT });
    expect(verified.session.id).toBe(session.id);
    expect(verified.user).toMatchObject({ id: userId, projectId: PROJECT, email: 'frame@example.com' });
    // A second request with its own nonce passes too.
    expect((await sessions.verifySignedRequest(await sign())).session.id).toBe(session.id);
  });

  it('accepts a device key sent raw (65 bytes) as well as a JWK', async () => {
    const frame = await createFrameSigner();
    const { session, token } = await sessions.createSession({
      userId,
      projectId: PROJECT,
      devicePublicKey: Buffer.from(frame.publicRaw).toString('base64url'),
    });
    const request = await frame.sign({
      sessionId: session.id,
      sessionToken: token,
      method: 'GET',
      path: '/v1/embedded/session',
      body: '',
      timestamp: String(clock),
    });
    expect((await sessions.verifySignedRequest(request)).session.id).toBe(session.id);
  });

  it('stores only the token hash, never the token', async () => {
    const { session, token } = await newSession();
    const rows = await database.db.select().from(embeddedSessions);
    const row = rows.find((each) => each.id === session.id)!;
    expect(row.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a replayed nonce, even a second later', async () => {
    const { sign } = await newSession();
    const request = await sign();
    await sessions.verifySignedRequest(request);
    expect(await refusal(sessions.verifySignedRequest(request))).toBe('REPLAYED_NONCE');
    clock += 1000;
    try {
      expect(await refusal(sessions.verifySignedRequest(await sign({ nonce: request.nonce })))).toBe('REPLAYED_NONCE');
    } finally {
      clock -= 1000;
    }
  });

  it('refuses timestamps more than 60 s away, either way', async () => {
    const { sign } = await newSession();
    expect(await refusal(sessions.verifySignedRequest(await sign({ timestamp: String(clock - 61_000) })))).toBe('STALE_TIMESTAMP');
    expect(await refusal(sessions.verifySignedRequest(await sign({ timestamp: String(clock + 61_000) })))).toBe('STALE_TIMESTAMP');
    await sessions.verifySignedRequest(await sign({ timestamp: String(clock - 59_000) }));
  });

  it('refuses a stolen token used with any other key, and a signature over anything else', async () => {
    const { session, token, sign } = await newSession();
    const thief = await createFrameSigner();
    const forged = await thief.sign({
      sessionId: session.id,
      sessionToken: token,
      method: 'POST',
      path: PATH,
      body: BODY,
      timestamp: String(clock),
    });
    expect(await refusal(sessions.verifySignedRequest(forged))).toBe('BAD_SIGNATURE');

    const genuine = await sign();
    const otherBody = JSON.stringify({ method: 'eth_sendTransaction', params: [] });
    expect(await refusal(sessions.verifySignedRequest({ ...genuine, body: otherBody, bodySha256: undefined }))).toBe('BAD_SIGNATURE');
    expect(await refusal(sessions.verifySignedRequest({ ...genuine, body: otherBody }))).toBe('BODY_HASH_MISMATCH');
    expect(await refusal(sessions.verifySignedRequest({ ...genuine, path: '/v1/embedded/export' }))).toBe('BAD_SIGNATURE');
    expect(await refusal(sessions.verifySignedRequest({ ...genuine, method: 'PUT' }))).toBe('BAD_SIGNATURE');
    expect(await refusal(sessions.verifySignedRequest({ ...genuine, timestamp: String(clock + 1) }))).toBe('BAD_SIGNATURE');
    // The refusals above used up no nonce: the genuine request still passes once.
    await sessions.verifySignedRequest(genuine);
  });

  it('refuses a signature made for another session of the same device key', async () => {
    const frame = await createFrameSigner();
    const first = await sessions.createSession({ userId, projectId: PROJECT, devicePublicKey: frame.publicJwk });
    const second = await sessions.createSession({ userId, projectId: PROJECT, devicePublicKey: frame.publicJwk });
    const forFirst = await frame.sign({
      sessionId: first.session.id,
      sessionToken: first.token,
      method: 'POST',
      path: PATH,
      body: BODY,
      timestamp: String(clock),
    });
    expect(await refusal(sessions.verifySignedRequest({ ...forFirst, sessionToken: second.token }))).toBe('BAD_SIGNATURE');
  });

  it('refuses unknown tokens, other projects, revoked and expired sessions', async () => {
    const { session, sign } = await newSession();
    expect(await refusal(sessions.verifySignedRequest({ ...(await sign()), sessionToken: 'not-a-session' }))).toBe('SESSION_NOT_FOUND');
    expect(await refusal(sessions.verifySignedRequest(await sign(), { projectId: 'f'.repeat(32) }))).toBe('SESSION_NOT_FOUND');

    expect(await sessions.revokeSession(session.id)).toBe(true);
    expect(await sessions.revokeSession(session.id)).toBe(false);
    expect(await refusal(sessions.verifySignedRequest(await sign()))).toBe('SESSION_REVOKED');

    const later = await newSession();
    clock += 60 * 60 * 1000;
    try {
      expect(await refusal(sessions.verifySignedRequest(await later.sign()))).toBe('SESSION_EXPIRED');
    } finally {
      clock -= 60 * 60 * 1000;
    }
  });

  it('refuses malformed requests, naming the field', async () => {
    const { sign } = await newSession();
    const good = await sign();
    for (const [field, bad] of [
      ['nonce', { nonce: 'short' }],
      ['timestamp', { timestamp: '12.5' }],
      ['signature', { signature: 'AAAA' }],
      ['path', { path: 'no-slash' }],
      ['method', { method: 'post' }],
      ['body sha256', { bodySha256: 'XYZ' }],
    ] as const) {
      await expect(sessions.verifySignedRequest({ ...good, ...bad })).rejects.toThrow(
        `Malformed signed request: ${field} is missing or not in its format`,
      );
    }
  });

  it('makes sessions only for a P-256 public key of a user of the project', async () => {
    const frame = await createFrameSigner();
    const create = (devicePublicKey: unknown, projectId = PROJECT) =>
      sessions.createSession({ userId, projectId, devicePublicKey: devicePublicKey as JsonWebKey });
    expect(await refusal(create({ ...frame.publicJwk, crv: 'P-384' }))).toBe('INVALID_DEVICE_KEY');
    expect(await refusal(create({ ...frame.publicJwk, x: frame.publicJwk.y }))).toBe('INVALID_DEVICE_KEY');
    expect(await refusal(create({ ...frame.publicJwk, d: 'c2VjcmV0' }))).toBe('INVALID_DEVICE_KEY');
    expect(await refusal(create(frame.publicRaw.subarray(1)))).toBe('INVALID_DEVICE_KEY');
    expect(await refusal(create(frame.publicJwk, 'f'.repeat(32)))).toBe('USER_NOT_FOUND');
  });

  it('prunes nonces once they cannot be replayed, and long-expired sessions', async () => {
    const { sign } = await newSession();
    const request = await sign();
    await sessions.verifySignedRequest(request);
    clock += 3 * 60_000;
    try {
      expect((await sessions.pruneExpired()).nonces).toBeGreaterThan(0);
      // Pruned, the nonce is still refused: its timestamp is out of the window now.
      expect(await refusal(sessions.verifySignedRequest(request))).toBe('STALE_TIMESTAMP');
    } finally {
      clock -= 3 * 60_000;
    }
    clock += 2 * 24 * 60 * 60 * 1000;
    try {
      expect((await sessions.pruneExpired()).sessions).toBeGreaterThan(0);
    } finally {
      clock -= 2 * 24 * 60 * 60 * 1000;
    }
  });
});
