import { startDevnet, type Devnet } from '@airlock/devnet';
import { SIWX_MESSAGE_MAX_BYTES } from '@airlock/protocol';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { siwxNonces, siwxSessions } from '../src/storage/schema';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';
import { freshAccount, messageOf, siwxClient } from './siwx-harness';

describe('Sign in with X sessions', () => {
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
        // The limits have their own test; here every request comes from one address.
        config: { siwxNoncesPerIpPerMinute: 10_000, siwxSessionsPerIpPerMinute: 10_000 },
      });
      siwx = siwxClient(server);
    });
    afterAll(() => server?.close());

    const storedSessions = async () => (await server.deps.database.db.select({ n: count() }).from(siwxSessions))[0]!.n;

    it('gives a single-use nonce of 16+ alphanumerics that expires in 10 minutes', async () => {
      const response = await siwx.askNonce();
      expect(response.statusCode).toBe(201);
      const { nonce, expiresAt } = response.json() as { nonce: string; expiresAt: string };
      expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
      const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9.5);
      expect(minutes).toBeLessThanOrEqual(10.1);
      expect(await siwx.nonce()).not.toBe(nonce);
    });

    it('signs in an EOA: 201 with the session and a token; the session reads back', async () => {
      const account = freshAccount();
      const signed = await siwx.signed(account, await siwx.nonce());
      const response = await siwx.postSession(signed);
      expect(response.statusCode).toBe(201);
      const session = response.json() as Record<string, unknown>;
      expect(session).toMatchObject({
        account: `eip155:31337:${account.address}`,
        chainId: 'eip155:31337',
        message: signed.message,
        signature: signed.signature,
        revoked: false,
      });
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const days = (Date.parse(session.expiresAt as string) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const read = await siwx.getSession(session.id as string);
      expect(read.statusCode).toBe(200);
      const { token: _token, ...view } = session;
      expect(read.json()).toEqual(view);
    });

    it('ends the session at the message expirationTime', async () => {
      const expirationTime = new Date(Date.now() + 3_600_000);
      const response = await siwx.postSession(
        await siwx.signed(freshAccount(), await siwx.nonce(), { expirationTime: expirationTime.toISOString() }),
      );
      expect(response.statusCode).toBe(201);
      // In whole seconds, as the token's exp: never after the message's expirationTime.
      const expiresAt = Date.parse((response.json() as { expiresAt: string }).expiresAt);
      expect(expiresAt).toBe(Math.floor(expirationTime.getTime() / 1000) * 1000);
    });

    it("ends a session at most AIRLOCK_SIWX_SESSION_DAYS after sign-in, whatever the message's expirationTime says", async () => {
      const yearAhead = new Date(Date.now() + 365 * 86_400_000);
      const response = await siwx.postSession(
        await siwx.signed(freshAccount(), await siwx.nonce(), { expirationTime: yearAhead.toISOString() }),
      );
      expect(response.statusCode).toBe(201);
      const days = (Date.parse((response.json() as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('uses a nonce once: of 20 parallel sign-ins with it exactly one gets a session', async () => {
      const nonce = await siwx.nonce();
      const attempts = await Promise.all(
        Array.from({ length: 20 }, async () => siwx.postSession(await siwx.signed(freshAccount(), nonce))),
      );
      const codes = attempts.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 400)).toHaveLength(19);
      for (const refused of attempts.filter((response) => response.statusCode === 400))
        expect(messageOf(refused)).toBe('Nonce is unknown, used or expired');
      const { db } = server.deps.database;
      const stored = await db
        .select({ n: count() })
        .from(siwxSessions)
        .where(sql`${siwxSessions.message} LIKE ${`%Nonce: ${nonce}%`}`);
      expect(stored[0]!.n).toBe(1);
    });

    it('refuses a replayed message', async () => {
      const signed = await siwx.signed(freshAccount(), await siwx.nonce());
      expect((await siwx.postSession(signed)).statusCode).toBe(201);
      const replay = await siwx.postSession(signed);
      expect(replay.statusCode).toBe(400);
      expect(messageOf(replay)).toBe('Nonce is unknown, used or expired');
    });

    it("refuses another project's nonce, an unknown one and an expired one, storing nothing", async () => {
      const other = await server.deps.projects.create({ name: 'other dApp', allowedOrigins: ['http://localhost:*'] });
      const otherNonce = await siwxClient(server, other.id).nonce();
      const { db } = server.deps.database;
      const expired = await siwx.nonce();
      await db.update(siwxNonces).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(siwxNonces.nonce, expired));
      const before = await storedSessions();
      for (const nonce of [otherNonce, 'UnknownNonce12345678', expired]) {
        const response = await siwx.postSession(await siwx.signed(freshAccount(), nonce));
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe('Nonce is unknown, used or expired');
      }
      expect(await storedSessions()).toBe(before);
      // The other project's nonce is still good for its own project.
      const response = await siwxClient(server, other.id).postSession(await siwx.signed(freshAccount(), otherNonce));
      expect(response.statusCode).toBe(201);
    });

    it('refuses a message over 8 KB', async () => {
      const nonce = await siwx.nonce();
      const signed = await siwx.signed(freshAccount(), nonce, { statement: 'a'.repeat(SIWX_MESSAGE_MAX_BYTES) });
      const response = await siwx.postSession(signed);
      expect(response.statusCode).toBe(413);
      expect(messageOf(response)).toBe(`Sign-in message is larger than ${SIWX_MESSAGE_MAX_BYTES} bytes`);
      const huge = await siwx.postSession({ message: 'x'.repeat(200_000), signature: '0x00' });
      expect(huge.statusCode).toBe(413);
    });

    it('refuses malformed input with 400 and its reason', async () => {
      const signed = await siwx.signed(freshAccount(), await siwx.nonce());
      for (const signature of ['', '0x', '0xzz', 'deadbeef', '0x123']) {
        const response = await siwx.postSession({ ...signed, signature });
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe('Signature must be 0x-prefixed hex of whole bytes');
      }
      const garbled = await siwx.postSession({ ...signed, message: 'hello' });
      expect(garbled.statusCode).toBe(400);
      expect(messageOf(garbled)).toMatch(/^Sign-in message is malformed: Invalid SIWX message: /);
      expect((await siwx.postSession({ signature: signed.signature })).statusCode).toBe(400);
      expect((await siwx.postSession({ message: 1, signature: signed.signature })).statusCode).toBe(400);
    });

    it("refuses a signature that is not the message's address, and the nonce stays usable", async () => {
      const nonce = await siwx.nonce();
      const account = freshAccount();
      const { message } = await siwx.signed(account, nonce);
      const forged = await freshAccount().signMessage({ message });
      const before = await storedSessions();
      for (const signature of [forged, `0x${'11'.repeat(65)}`, '0x1234']) {
        const response = await siwx.postSession({ message, signature });
        expect(response.statusCode).toBe(401);
        expect(messageOf(response)).toBe("Signature does not match the message's address");
      }
      expect(await storedSessions()).toBe(before);
      const real = await siwx.postSession({ message, signature: await account.signMessage({ message }) });
      expect(real.statusCode).toBe(201);
    });

    it('refuses a domain that is not an allowed origin of the project', async () => {
      const signed = await siwx.signed(freshAccount(), await siwx.nonce(), { domain: 'evil.example', uri: 'https://evil.example' });
      const response = await siwx.postSession(signed);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('Message domain evil.example is not an allowed origin of this project');
    });

    it('refuses a chain the server does not serve', async () => {
      const response = await siwx.postSession(await siwx.signed(freshAccount(), await siwx.nonce(), { chainId: 'eip155:1' }));
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('Chain eip155:1 is not served here');
    });

    it('refuses an address not in EIP-55 checksum form', async () => {
      const account = freshAccount();
      const nonce = await siwx.nonce();
      const lower = account.address.toLowerCase();
      const signed = await siwx.signed(account, nonce, { accountAddress: lower });
      const response = await siwx.postSession(signed);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(`Message address ${lower} is not in EIP-55 checksum form`);
    });

    it('refuses expired, not-yet-valid and future-issued messages', async () => {
      const hour = 3_600_000;
      const cases = [
        [{ expirationTime: new Date(Date.now() - 1000).toISOString() }, 'Message expired'],
        [{ notBefore: new Date(Date.now() + hour).toISOString() }, 'Message not yet valid'],
        [{ issuedAt: new Date(Date.now() + hour).toISOString() }, 'Message issuedAt is in the future'],
      ] as const;
      for (const [overrides, expected] of cases) {
        const response = await siwx.postSession(await siwx.signed(freshAccount(), await siwx.nonce(), overrides));
        expect(response.statusCode).toBe(400);
        expect(messageOf(response)).toBe(expected);
      }
    });

    it('reads a leap second in the message times (RFC 3339 allows :60)', async () => {
      const issuedAt = '2016-12-31T23:59:60Z';
      const response = await siwx.postSession(await siwx.signed(freshAccount(), await siwx.nonce(), { issuedAt }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ issuedAt: '2016-12-31T23:59:59.000Z' });
    });

    it('answers 404 for an unknown session id, and for another project', async () => {
      for (const id of ['nope', 'A'.repeat(43), 'x'.repeat(150)]) {
        const response = await siwx.getSession(id);
        expect(response.statusCode).toBe(404);
        expect(messageOf(response)).toBe('Session not found');
      }
      const session = await siwx.signIn();
      const other = await server.deps.projects.create({ name: 'another', allowedOrigins: ['http://localhost:*'] });
      expect((await siwxClient(server, other.id).getSession(session.id)).statusCode).toBe(404);
    });

    it("revokes only with the session's own token, idempotently", async () => {
      const mine = await siwx.signIn();
      const theirs = await siwx.signIn();
      const without = await siwx.revoke(mine.id);
      expect(without.statusCode).toBe(401);
      expect(messageOf(without)).toBe("Session token required: send Authorization: Bearer <the session's token>");
      const garbage = await siwx.revoke(mine.id, 'not.a.token');
      expect(garbage.statusCode).toBe(401);
      expect(messageOf(garbage)).toBe('Session token is invalid or expired');
      const foreign = await siwx.revoke(mine.id, theirs.token);
      expect(foreign.statusCode).toBe(403);
      expect(messageOf(foreign)).toBe('This token belongs to another session');
      expect((await siwx.getSession(mine.id)).json()).toMatchObject({ revoked: false });
      const revoked = await siwx.revoke(mine.id, mine.token);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toMatchObject({ id: mine.id, revoked: true });
      const again = await siwx.revoke(mine.id, mine.token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(revoked.json());
      expect((await siwx.getSession(mine.id)).json()).toMatchObject({ revoked: true });
      expect((await siwx.getSession(theirs.id)).json()).toMatchObject({ revoked: false });
    });
  });
});
