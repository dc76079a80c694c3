import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionVerifier, SessionTokenError, type SessionTokenErrorCode } from '../src/index';
import { ACCOUNT, newSigningKey, PROJECT_ID, sessionToken, startLocalJwksServer, type SigningKey } from './local-jwks-server';

async function refusal(promise: Promise<unknown>): Promise<SessionTokenError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SessionTokenError)) throw new Error(`expected a SessionTokenError, got ${String(error)}`);
  return error;
}

const codeOf = async (promise: Promise<unknown>): Promise<SessionTokenErrorCode> => (await refusal(promise)).code;

describe('createSessionVerifier', () => {
  let key: SigningKey;
  let jwks: Awaited<ReturnType<typeof startLocalJwksServer>>;

  beforeAll(async () => {
    key = await newSigningKey('key-1');
    jwks = await startLocalJwksServer(() => [key]);
  });
  afterAll(() => jwks?.close());

  it('returns the session a valid token proves', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const verifier = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID });
    expect(await verifier.verify(await sessionToken(key, { expiresAt }))).toEqual({
      account: ACCOUNT,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
      sessionId: 'session-1',
      expiresAt: new Date(expiresAt * 1000),
    });
  });

  it('fetches the key set once for many tokens verified at once, from the project’s JWKS route under the server URL', async () => {
    const before = jwks.requests.length;
    const verifier = createSessionVerifier({ serverUrl: `${jwks.url}/`, projectId: PROJECT_ID });
    expect(verifier.jwksUrl.href).toBe(`${jwks.url}/v1/siwx/jwks?projectId=${PROJECT_ID}`);
    const token = await sessionToken(key);
    const sessions = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(token)));
    expect(sessions.every((session) => session.sessionId === 'session-1')).toBe(true);
    await verifier.verify(token);
    expect(jwks.requests.slice(before)).toEqual([`/v1/siwx/jwks?projectId=${PROJECT_ID}`]);
  });

  it('refuses an expired token, a token of another project, of another issuer when one is given', async () => {
    const verifier = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID, issuer: 'https://airlock.example' });
    const expired = await refusal(verifier.verify(await sessionToken(key, { expiresAt: Math.floor(Date.now() / 1000) - 5 })));
    expect(expired).toMatchObject({ code: 'SESSION_TOKEN_EXPIRED', message: 'Session token expired' });
    expect(await codeOf(verifier.verify(await sessionToken(key, { audience: 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2' })))).toBe(
      'SESSION_TOKEN_WRONG_PROJECT',
    );
    expect(await codeOf(verifier.verify(await sessionToken(key, { issuer: 'https://elsewhere.example' })))).toBe(
      'SESSION_TOKEN_WRONG_ISSUER',
    );
    // Without an issuer to check, any issuer of a key the project's JWKS holds is accepted.
    const anyIssuer = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID });
    expect((await anyIssuer.verify(await sessionToken(key, { issuer: 'http://127.0.0.1:8787' }))).account).toBe(ACCOUNT);
    // A few seconds of tolerance accept a token whose end the server's clock has not reached yet.
    const tolerant = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID, clockToleranceSeconds: 30 });
    expect(await tolerant.verify(await sessionToken(key, { expiresAt: Math.floor(Date.now() / 1000) - 5 }))).toBeTruthy();
  });

  it('refuses a tampered token and one signed by a key the server does not publish', async () => {
    const verifier = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID });
    const [header, payload, signature] = (await sessionToken(key)).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toString(
      'base64url',
    );
    const tampered = await refusal(verifier.verify(`${header}.${forged}.${signature}`));
    expect(tampered).toMatchObject({ code: 'SESSION_TOKEN_BAD_SIGNATURE', message: "Session token's signature does not verify" });

    const stranger = await newSigningKey('key-1');
    expect(await codeOf(verifier.verify(await sessionToken(stranger)))).toBe('SESSION_TOKEN_BAD_SIGNATURE');
    const unknownKid = await newSigningKey('unknown-kid');
    expect(await codeOf(verifier.verify(await sessionToken(unknownKid)))).toBe('SESSION_TOKEN_BAD_SIGNATURE');
    // Altered past its signature, an expired token is refused for its signature, not its expiry.
    const expired = await sessionToken(key, { expiresAt: Math.floor(Date.now() / 1000) - 5 });
    expect(await codeOf(verifier.verify(`${expired.slice(0, -4)}AAAA`))).toBe('SESSION_TOKEN_BAD_SIGNATURE');
  });

  it('refuses what is not a session token of the server’s shape', async () => {
    const verifier = createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID });
    const hs256 = await new SignJWT({ sid: 's', chain: 'eip155:1', sub: ACCOUNT, aud: PROJECT_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    const unsecured = new UnsecuredJWT({ sid: 's', chain: 'eip155:1', sub: ACCOUNT, aud: PROJECT_ID }).setExpirationTime('1h').encode();
    for (const token of [
      '',
      'not a token',
      'a.b.c',
      hs256,
      unsecured,
      await sessionToken(key, { claims: { chain: undefined } }),
      await sessionToken(key, { claims: { sid: 42 } }),
      await sessionToken(key, { claims: { chain: 'ethereum mainnet' } }),
      await sessionToken(key, { subject: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ]) {
      expect(await codeOf(verifier.verify(token)), token).toBe('SESSION_TOKEN_MALFORMED');
    }
    expect((await refusal(verifier.verify(''))).message).toBe('Session token is missing');
    expect((await refusal(verifier.verify(hs256))).message).toMatch(/^Session token is malformed: /);
    expect(await codeOf(verifier.verify(undefined as unknown as string))).toBe('SESSION_TOKEN_MALFORMED');
  });

  it('says the key set is unreachable when the server is down, answers an error, or does not know the project', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const token = await sessionToken(key);

    const down = await refusal(createSessionVerifier({ serverUrl: `http://127.0.0.1:${closedPort}`, projectId: PROJECT_ID }).verify(token));
    expect(down.code).toBe('SESSION_TOKEN_JWKS_UNREACHABLE');
    expect(down.message).toContain(
      `Could not read the session keys at http://127.0.0.1:${closedPort}/v1/siwx/jwks?projectId=${PROJECT_ID}`,
    );

    const unknownProject = createSessionVerifier({ serverUrl: jwks.url, projectId: 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3' });
    expect(await codeOf(unknownProject.verify(token))).toBe('SESSION_TOKEN_JWKS_UNREACHABLE');

    jwks.answer(503);
    try {
      expect(await codeOf(createSessionVerifier({ serverUrl: jwks.url, projectId: PROJECT_ID }).verify(token))).toBe(
        'SESSION_TOKEN_JWKS_UNREACHABLE',
      );
    } finally {
      jwks.answer(200);
    }
  });

  it('refuses options it cannot use', () => {
    expect(() => createSessionVerifier({ serverUrl: 'ftp://airlock.example', projectId: PROJECT_ID })).toThrow(TypeError);
    expect(() => createSessionVerifier({ serverUrl: 'not a url', projectId: PROJECT_ID })).toThrow(TypeError);
    expect(() => createSessionVerifier({ serverUrl: 'https://airlock.example', projectId: '' })).toThrow('projectId is required');
  });

  it('keeps a path the server is served under', () => {
    const verifier = createSessionVerifier({ serverUrl: 'https://example.com/airlock/', projectId: PROJECT_ID });
    expect(verifier.jwksUrl.href).toBe(`https://example.com/airlock/v1/siwx/jwks?projectId=${PROJECT_ID}`);
  });
});
