import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetChainsFile } from '@airlock/devnet';
import { formatSiwxMessage, SIWX_PATHS, type SiwxMessageFields, type SiwxSessionResponse } from '@airlock/protocol';
import { DEMO_PROJECT_ID, loadServerConfig, parseChainsFile, startServer, type RunningServer } from '@airlock/server';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../server/demo-server';

const CHAINS = [{ chainId: 31337, name: 'Airlock Devnet', rpcUrl: 'http://127.0.0.1:8545' }];

describe("the demo backend's protected route", () => {
  let dataDir: string;
  let airlock: RunningServer;
  let demo: DemoServer;
  let airlockClosed = false;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-demo-protected-'));
    await writeFile(join(dataDir, 'index.html'), '<html><head><meta name="airlock-demo-config" content="" /></head></html>');
    // A real Airlock server with the demo project (allowed origins: any localhost port) on an in-memory database.
    // An EOA's signature is recovered without calling its chain, so no devnet runs.
    airlock = await startServer(
      {
        ...loadServerConfig({ AIRLOCK_MASTER_KEY: randomBytes(32).toString('hex'), AIRLOCK_DATA_DIR: dataDir, AIRLOCK_DEMO: '1' }),
        host: '127.0.0.1',
        port: 0,
        framePort: 0,
        databaseUrl: 'memory://',
        logLevel: 'warn',
        chains: parseChainsFile(devnetChainsFile()),
      },
      { logger: false },
    );
    demo = await startDemoServer({ distDir: dataDir, config: { chains: CHAINS, apiUrl: airlock.url, projectId: DEMO_PROJECT_ID } });
  }, 60_000);
  afterAll(async () => {
    await demo?.close();
    if (!airlockClosed) await airlock?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Signs in as the demo page would: a nonce, a message for the demo's origin signed by the wallet, a session. */
  async function signIn(overrides: Partial<SiwxMessageFields> = {}, projectId = DEMO_PROJECT_ID) {
    const account = privateKeyToAccount(generatePrivateKey());
    const api = (path: string, body?: unknown) =>
      fetch(`${airlock.url}${path}?projectId=${projectId}`, {
        method: 'POST',
        headers: { origin: demo.url, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    const nonceResponse = await api(SIWX_PATHS.nonces);
    expect(nonceResponse.status).toBe(201);
    const { nonce } = (await nonceResponse.json()) as { nonce: string };
    const message = formatSiwxMessage({
      domain: new URL(demo.url).host,
      accountAddress: account.address,
      chainId: 'eip155:31337',
      uri: demo.url,
      version: '1',
      nonce,
      statement: 'Sign in to the Airlock demo',
      issuedAt: new Date().toISOString(),
      ...overrides,
    });
    const sessionResponse = await api(SIWX_PATHS.sessions, { message, signature: await account.signMessage({ message }) });
    expect(sessionResponse.status, await sessionResponse.clone().text()).toBe(201);
    return { address: account.address, session: (await sessionResponse.json()) as SiwxSessionResponse };
  }

  const callProtected = (authorization?: string) =>
    fetch(`${demo.url}/api/protected`, authorization === undefined ? {} : { headers: { authorization } });

  it('answers 200 with who is signed in for a valid session token', async () => {
    const { address, session } = await signIn();
    const response = await callProtected(`Bearer ${session.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: `Signed in as ${address} on Airlock Devnet (eip155:31337)`,
      account: `eip155:31337:${address}`,
      address,
      chainId: 'eip155:31337',
      sessionId: session.id,
      expiresAt: new Date(Date.parse(session.expiresAt)).toISOString(),
    });
  });

  it('answers 401 with the reason without a token, for a tampered one and for one that is not a token', async () => {
    const missing = await callProtected();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.json()).toEqual({
      code: 'SESSION_TOKEN_MISSING',
      message: "Sign in first: send the session's token as Authorization: Bearer <token>",
    });
    const { session } = await signIn();
    expect((await callProtected(`Basic ${session.token}`)).status).toBe(401);

    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const someoneElse = privateKeyToAccount(generatePrivateKey()).address;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: `eip155:31337:${someoneElse}` })).toString('base64url');
    const tampered = await callProtected(`Bearer ${header}.${forged}.${signature}`);
    expect(tampered.status).toBe(401);
    expect(tampered.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await tampered.json()).toEqual({ code: 'SESSION_TOKEN_BAD_SIGNATURE', message: "Session token's signature does not verify" });

    const garbage = await callProtected('Bearer not-a-token');
    expect(garbage.status).toBe(401);
    expect(((await garbage.json()) as { code: string }).code).toBe('SESSION_TOKEN_MALFORMED');
  });

  it('answers 401 to a token of another project on the same Airlock server, signed with the same keys', async () => {
    const other = await airlock.deps.projects.create({ name: 'Another dApp', allowedOrigins: ['http://127.0.0.1:*'] });
    const { session } = await signIn({}, other.id);
    const response = await callProtected(`Bearer ${session.token}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'SESSION_TOKEN_WRONG_PROJECT', message: 'Session token is for another project' });
  });

  it('answers 401 once the session has expired', async () => {
    const { session } = await signIn({ expirationTime: new Date(Date.now() + 2_000).toISOString() });
    expect((await callProtected(`Bearer ${session.token}`)).status).toBe(200);
    // The token's exp is the message's Expiration Time, in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(session.expiresAt) + 1_100 - Date.now()));
    const expired = await callProtected(`Bearer ${session.token}`);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 'SESSION_TOKEN_EXPIRED', message: 'Session token expired' });
  });

  it('answers 405 to other methods, and 503 when the demo runs without an Airlock server', async () => {
    const post = await fetch(`${demo.url}/api/protected`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    const standalone = await startDemoServer({ distDir: dataDir, config: { chains: CHAINS } });
    try {
      const response = await fetch(`${standalone.url}/api/protected`, { headers: { authorization: 'Bearer x.y.z' } });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe('Sign-in needs the Airlock server: this demo runs without one');
    } finally {
      await standalone.close();
    }
  });

  it('verifies offline: with the Airlock server stopped, a token keeps answering 200 from the cached keys', async () => {
    const { session } = await signIn();
    expect((await callProtected(`Bearer ${session.token}`)).status).toBe(200);
    await airlock.close();
    airlockClosed = true;
    expect((await callProtected(`Bearer ${session.token}`)).status).toBe(200);
    // A demo server that never fetched the keys cannot check a token now: 503, not 401.
    const fresh = await startDemoServer({ distDir: dataDir, config: { chains: CHAINS, apiUrl: airlock.url, projectId: DEMO_PROJECT_ID } });
    try {
      const response = await fetch(`${fresh.url}/api/protected`, { headers: { authorization: `Bearer ${session.token}` } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 'SESSION_TOKEN_JWKS_UNREACHABLE', message: 'Cannot check sign-in sessions right now' });
    } finally {
      await fresh.close();
    }
  });
});
