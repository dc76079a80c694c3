import { randomBytes } from 'node:crypto';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { SIWX_PATHS } from '@airlock/protocol';
import { decodeProtectedHeader, jwtVerify, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { MasterKey } from '../src/embedded/master-key';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createSiwxSigningKeys } from '../src/siwx/siwx-signing-keys';
import { SessionTokenError, verifySessionToken } from '../src/index';
import { siwxSigningKeys } from '../src/storage/schema';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { openTestDatabase, STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';
import { freshAccount, siwxClient } from './siwx-harness';

const DAY_MS = 24 * 60 * 60_000;

describe('Sign in with X tokens', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  describe.each(STORAGE_KINDS)('on %s', (storage) => {
    let server: AirlockServer;
    let siwx: ReturnType<typeof siwxClient>;
    beforeAll(async () => {
      server = await buildTestServer({
        storage,
        chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
        config: { publicUrls: [new URL('https://airlock.example/')] },
      });
      siwx = siwxClient(server);
    });
    afterAll(() => server?.close());

    it('serves the JWKS with a few minutes of caching', async () => {
      const response = await siwx.jwks();
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const { keys } = response.json() as { keys: Record<string, string>[] };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(keys[0]).not.toHaveProperty('d');
    });

    it('issues a token that jose verifies against the JWKS, with the session claims', async () => {
      const account = freshAccount();
      const response = await siwx.postSession(await siwx.signed(account, await siwx.nonce()));
      const session = response.json() as { id: string; token: string; expiresAt: string };
      const jwks = (await siwx.jwks()).json() as { keys: { kid: string }[] };
      expect(decodeProtectedHeader(session.token)).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]!.kid });
      const { payload } = await jwtVerify(session.token, createLocalJWKSet(jwks), { audience: DEMO_PROJECT_ID });
      expect(payload).toMatchObject({
        iss: 'https://airlock.example',
        sub: `eip155:31337:${account.address}`,
        aud: DEMO_PROJECT_ID,
        sid: session.id,
        chain: 'eip155:31337',
        exp: Math.floor(Date.parse(session.expiresAt) / 1000),
      });
      expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(30);

      const claims = await verifySessionToken(session.token, { jwks, projectId: DEMO_PROJECT_ID, issuer: 'https://airlock.example' });
      expect(claims).toEqual({
        sessionId: session.id,
        account: `eip155:31337:${account.address}`,
        address: account.address,
        chainId: 'eip155:31337',
        projectId: DEMO_PROJECT_ID,
        issuer: 'https://airlock.example',
        issuedAt: new Date(payload.iat! * 1000),
        expiresAt: new Date(Date.parse(session.expiresAt)),
      });
      await expect(verifySessionToken(session.token, { jwks, projectId: 'another-project' })).rejects.toBeInstanceOf(SessionTokenError);
      await expect(verifySessionToken(`${session.token}x`, { jwks, projectId: DEMO_PROJECT_ID })).rejects.toThrow(
        /^Session token is invalid: /,
      );
    });

    it('verifies from the JWKS URL of a listening server', async () => {
      const session = await siwx.signIn();
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const jwksUrl = `${address}${SIWX_PATHS.jwks}?projectId=${DEMO_PROJECT_ID}`;
      const claims = await verifySessionToken(session.token, { jwksUrl, projectId: DEMO_PROJECT_ID });
      expect(claims.sessionId).toBe(session.id);
    });

    it('makes one current key when processes race, and rotates it after the period', async () => {
      const database = await openTestDatabase(storage);
      try {
        const masterKey = new MasterKey(randomBytes(32));
        let now = Date.now();
        const processes = Array.from({ length: 4 }, () =>
          createSiwxSigningKeys({ db: database.db, masterKey, rotationDays: 30, now: () => now }),
        );
        const first = await Promise.all(processes.map((keys) => keys.current()));
        expect(new Set(first.map((key) => key.kid)).size).toBe(1);
        expect(await database.db.select().from(siwxSigningKeys)).toHaveLength(1);

        now += 31 * DAY_MS;
        const rotated = await Promise.all(processes.map((keys) => keys.current()));
        expect(new Set(rotated.map((key) => key.kid)).size).toBe(1);
        expect(rotated[0]!.kid).not.toBe(first[0]!.kid);
        const rows = await database.db.select().from(siwxSigningKeys).orderBy(siwxSigningKeys.generation);
        expect(rows.map((row) => [row.generation, row.retiredAt !== null])).toEqual([
          [1, true],
          [2, false],
        ]);
        // No session was signed with the first key: only the current one is served.
        expect((await processes[0]!.publicKeys()).map((key) => key.kid)).toEqual([rotated[0]!.kid]);
        // The private key is sealed, not stored as is.
        expect(JSON.stringify(rows)).not.toMatch(/"d"/);
      } finally {
        await database.close();
      }
    });

    it('keeps serving a retired key while a session it signed lasts', async () => {
      const session = await siwx.signIn();
      const { db } = server.deps.database;
      const { kid } = (await db.select().from(siwxSigningKeys))[0]!;
      // Another process rotated: a newer generation, the old one retired.
      const other = createSiwxSigningKeys({
        db,
        masterKey: server.deps.embedded.masterKey,
        rotationDays: 30,
        now: () => Date.now() + 31 * DAY_MS,
      });
      const next = await other.current();
      const served = ((await siwx.jwks()).json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
      expect(served).toEqual([next.kid, kid]);
      const jwks = (await siwx.jwks()).json() as { keys: never[] };
      expect((await verifySessionToken(session.token, { jwks, projectId: DEMO_PROJECT_ID })).sessionId).toBe(session.id);
    });
  });

  it('answers 503 when the database is down', async () => {
    const server = await buildTestServer({ storage: 'pglite' });
    try {
      const siwx = siwxClient(server);
      await server.deps.database.close();
      for (const response of [
        await siwx.askNonce(),
        await siwx.postSession(await siwx.signed(freshAccount(), 'Abcdefgh12345678')),
        await siwx.jwks(),
      ]) {
        expect(response.statusCode).toBe(503);
      }
      expect((await siwx.getSession('A'.repeat(43))).statusCode).toBe(503);
    } finally {
      await server.close().catch(() => {});
    }
  });
});
