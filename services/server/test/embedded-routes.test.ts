import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEVNET_ACCOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { loadServerConfig } from '../src/config/server-config';
import { defaultFrameOrigins } from '../src/embedded/frame-origins';
import { MasterKey } from '../src/embedded/master-key';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { freePort } from './support/free-port';
import { spawnServerOnFreshData } from './support/server-process';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const DAPP_ORIGIN = 'http://localhost:5173';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

interface Login {
  sessionId: string;
  token: string;
  expiresAt: string;
  user: { email: string; address: Address };
  signer: FrameSigner;
}

const TYPED_DATA = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Airlock test', chainId: 31337 },
  message: { to: DEVNET_ACCOUNTS[3]!.address, contents: 'hello' },
} as const;

describe.each(STORAGE_KINDS)('embedded wallet routes (%s)', (storage) => {
  let devnet: Devnet;
  let sink: SmtpSink;
  let server: AirlockServer;
  let counter = 0;
  const nextEmail = () => `Visitor.${++counter}.${storage}.${randomBytes(3).toString('hex')}@Example.com`;

  beforeAll(async () => {
    [devnet, sink] = await Promise.all([startDevnet(), startSmtpSink()]);
    server = await buildTestServer({
      storage,
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
      config: {
        smtpUrl: sink.url,
        devOutbox: false,
        masterKey: new MasterKey(randomBytes(32)),
        framePort: 8788,
        rateLimitPerMinute: 1_000_000,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await devnet?.stop();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

  const receivedCode = async (email: string) => codeIn((await sink.waitForMessage(email.toLowerCase(), { timeoutMs: 5_000 })).text);

  async function login(email = nextEmail()): Promise<Login> {
    const started = await post(`/v1/embedded/email/start${Q}`, { email }, { origin: FRAME_ORIGIN });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_OTP' });
    expect(started.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN);
    const signer = await createFrameSigner();
    const verified = await post(
      `/v1/embedded/email/verify${Q}`,
      { email, otp: await receivedCode(email), devicePublicKey: signer.publicJwk },
      { origin: FRAME_ORIGIN },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    return { ...(verified.json() as Omit<Login, 'signer'>), signer };
  }

  async function signed(
    session: Pick<Login, 'sessionId' | 'token'>,
    signer: FrameSigner,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    tweak: Partial<{ nonce: string }> = {},
  ) {
    return server.app.inject(await signedFrameRequest({ signer, session, method, path, body, origin: FRAME_ORIGIN, nonce: tweak.nonce }));
  }

  const rpc = (session: Login, method: string, params: unknown[] = [], chainId: number | string = 31337) =>
    signed(session, session.signer, 'POST', `/v1/embedded/rpc${Q}`, { method, params, chainId });

  it('logs in by email, signs with viem-verifiable signatures, sends a devnet transaction, and signs out', async () => {
    const email = nextEmail();
    const session = await login(email);
    expect(session.user.email).toBe(email.toLowerCase());
    expect(session.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(session.token.length).toBeGreaterThan(20);
    const address = session.user.address;

    const current = await signed(session, session.signer, 'GET', `/v1/embedded/session${Q}`);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toEqual({
      user: { email: email.toLowerCase(), address, preferredAccountType: 'smartAccount' },
      sessionId: session.sessionId,
      expiresAt: session.expiresAt,
      smartAccountEnabledNetworks: [31337, 31338],
    });

    // The email names one account: a later login (after the cooldown) finds this user and key.
    const user = await server.deps.embedded.users.findOrCreateByEmail(DEMO_PROJECT_ID, email.toUpperCase());
    expect((await server.deps.embedded.keys.get(user.id))?.address).toBe(address);

    expect((await rpc(session, 'eth_accounts')).json()).toEqual({ result: [address] });
    expect((await rpc(session, 'eth_requestAccounts')).json()).toEqual({ result: [address] });
    expect((await rpc(session, 'eth_chainId', [], 'eip155:31338')).json()).toEqual({ result: '0x7a6a' });

    const signedMessage = await rpc(session, 'personal_sign', ['0x68656c6c6f', address]);
    expect(signedMessage.statusCode, signedMessage.body).toBe(200);
    expect(await verifyMessage({ address, message: { raw: '0x68656c6c6f' }, signature: signedMessage.json().result })).toBe(true);
    const textSigned = await rpc(session, 'personal_sign', ['Sign in to Airlock', address.toLowerCase()]);
    expect(await verifyMessage({ address, message: 'Sign in to Airlock', signature: textSigned.json().result })).toBe(true);

    const typed = await rpc(session, 'eth_signTypedData_v4', [address, JSON.stringify(TYPED_DATA)]);
    expect(typed.statusCode, typed.body).toBe(200);
    const { EIP712Domain: _, ...types } = TYPED_DATA.types;
    expect(
      await verifyTypedData({
        address,
        types,
        primaryType: 'Mail',
        domain: TYPED_DATA.domain,
        message: TYPED_DATA.message,
        signature: typed.json().result,
      }),
    ).toBe(true);

    // Fund the new address from a devnet account, then send from it through the server.
    const chain = devnet.chains[0];
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const funder = createWalletClient({ account: privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey), transport: http(chain.rpcUrl) });
    const funding = await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null });
    await publicClient.waitForTransactionReceipt({ hash: funding });

    const balance = await rpc(session, 'eth_getBalance', [address, 'latest']);
    expect(balance.json()).toEqual({ result: '0xde0b6b3a7640000' });

    const recipient = DEVNET_ACCOUNTS[4]!.address;
    const before = await publicClient.getBalance({ address: recipient });
    const sent = await rpc(session, 'eth_sendTransaction', [{ from: address, to: recipient, value: '0x2386f26fc10000' }]);
    expect(sent.statusCode, sent.body).toBe(200);
    const hash = sent.json().result as Hash;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.01'));

    // A second send right after takes the next nonce.
    const again = await rpc(session, 'eth_sendTransaction', [{ to: recipient, value: '0x1' }]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await publicClient.waitForTransactionReceipt({ hash: again.json().result })).status).toBe('success');

    const out = await signed(session, session.signer, 'POST', `/v1/embedded/sign-out${Q}`);
    expect(out.statusCode, out.body).toBe(200);
    const after = await signed(session, session.signer, 'GET', `/v1/embedded/session${Q}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'SESSION_REVOKED' });
    expect((await rpc(session, 'personal_sign', ['0x00', address])).statusCode).toBe(401);
  }, 60_000);

  it('answers a second code request within 30 s with the spec’s cooldown message', async () => {
    const email = nextEmail();
    expect((await post(`/v1/embedded/email/start${Q}`, { email })).statusCode).toBe(200);
    const again = await post(`/v1/embedded/email/start${Q}`, { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please try again after (29|30) seconds$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(29);
  });

  it('refuses a wrong code, counting what is left, and a malformed one', async () => {
    const email = nextEmail();
    await post(`/v1/embedded/email/start${Q}`, { email });
    const code = await receivedCode(email);
    const signer = await createFrameSigner();
    const wrong = await post(`/v1/embedded/email/verify${Q}`, {
      email,
      otp: code === '000000' ? '111111' : '000000',
      devicePublicKey: signer.publicJwk,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'EMAIL_CODE_WRONG', message: 'Wrong code: 4 attempts left' });
    for (const otp of ['12345', 123456, '12345a', '']) {
      const bad = await post(`/v1/embedded/email/verify${Q}`, { email, otp, devicePublicKey: signer.publicJwk });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('BAD_REQUEST');
    }
    // A bad device key is refused before the code is used up.
    const badKey = await post(`/v1/embedded/email/verify${Q}`, {
      email,
      otp: code,
      devicePublicKey: { ...signer.publicJwk, x: signer.publicJwk.y, y: signer.publicJwk.x },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error).toBe('INVALID_DEVICE_KEY');
    const good = await post(`/v1/embedded/email/verify${Q}`, { email, otp: code, devicePublicKey: signer.publicJwk });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('validates emails and needs a known project', async () => {
    for (const email of ['not-an-email', 'a@', '', 42, `${'a'.repeat(250)}@b.co`]) {
      const bad = await post(`/v1/embedded/email/start${Q}`, { email });
      expect(bad.statusCode).toBe(400);
    }
    expect((await post('/v1/embedded/email/start', { email: nextEmail() })).statusCode).toBe(400);
    expect((await post(`/v1/embedded/email/start?projectId=${'f'.repeat(32)}`, { email: nextEmail() })).json()).toMatchObject({
      statusCode: 401,
      message: 'Invalid Project ID',
    });
    const off = await server.deps.projects.create({ name: 'No email', features: { email: false } });
    expect((await post(`/v1/embedded/email/start?projectId=${off.id}`, { email: nextEmail() })).json()).toMatchObject({
      statusCode: 403,
      error: 'EMAIL_LOGIN_DISABLED',
    });
  });

  it('refuses methods outside the policy with the spec’s message, and other accounts', async () => {
    const session = await login();
    for (const method of ['eth_sign', 'anvil_setBalance', 'wallet_addEthereumChain', 'debug_traceCall']) {
      const refused = await rpc(session, method, []);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' });
    }
    const other = DEVNET_ACCOUNTS[5]!.address;
    expect((await rpc(session, 'personal_sign', ['0x00', other])).json()).toMatchObject({ statusCode: 403, error: 'ACCOUNT_MISMATCH' });
    expect((await rpc(session, 'eth_signTypedData_v4', [other, JSON.stringify(TYPED_DATA)])).statusCode).toBe(403);
    expect((await rpc(session, 'eth_sendTransaction', [{ from: other, to: other }])).statusCode).toBe(403);
    expect((await rpc(session, 'eth_signTypedData_v4', [session.user.address, '{"types":1}'])).json()).toMatchObject({
      statusCode: 400,
      error: 'INVALID_TYPED_DATA',
    });
    expect((await rpc(session, 'eth_signTypedData_v4', [session.user.address, 'x'.repeat(40_000)])).statusCode).toBe(400);
    expect((await rpc(session, 'eth_sendTransaction', [{ to: 'nope' }])).json()).toMatchObject({
      statusCode: 400,
      error: 'INVALID_RPC_PARAMS',
    });
    expect((await rpc(session, 'eth_getBalance', [session.user.address, 'latest'], 1)).json()).toMatchObject({
      statusCode: 400,
      error: 'NETWORK_NOT_SUPPORTED',
    });
    // Unfunded: the node refuses, a 400 with its reason.
    const broke = await rpc(session, 'eth_sendTransaction', [{ to: other, value: '0xde0b6b3a7640000' }]);
    expect(broke.statusCode, broke.body).toBe(400);
    expect(broke.json().error).toBe('TRANSACTION_REJECTED');
  });

  it('refuses a stolen token signed with another device key, unsigned calls and replayed nonces', async () => {
    const session = await login();
    const thief = await createFrameSigner();
    const stolen = await signed(session, thief, 'GET', `/v1/embedded/session${Q}`);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error).toBe('BAD_SIGNATURE');

    const bare = await server.app.inject({
      method: 'GET',
      url: `/v1/embedded/session${Q}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('MALFORMED_SIGNED_REQUEST');
    expect((await server.app.inject({ method: 'GET', url: `/v1/embedded/session${Q}` })).statusCode).toBe(401);

    const nonce = randomBytes(16).toString('base64url');
    expect((await signed(session, session.signer, 'GET', `/v1/embedded/session${Q}`, undefined, { nonce })).statusCode).toBe(200);
    expect((await signed(session, session.signer, 'GET', `/v1/embedded/session${Q}`, undefined, { nonce })).statusCode).toBe(409);

    // The body is signed: the same signature over another body does not pass.
    const request = await session.signer.sign({
      sessionId: session.sessionId,
      sessionToken: session.token,
      method: 'POST',
      path: `/v1/embedded/rpc${Q}`,
      body: JSON.stringify({ method: 'eth_accounts', chainId: 31337 }),
    });
    const swapped = await server.app.inject({
      method: 'POST',
      url: `/v1/embedded/rpc${Q}`,
      payload: JSON.stringify({ method: 'eth_chainId', chainId: 31337 }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.token}`,
        'x-airlock-timestamp': request.timestamp,
        'x-airlock-nonce': request.nonce,
        'x-airlock-signature': request.signature,
      },
    });
    expect(swapped.statusCode).toBe(401);
  });

  it('answers browser requests only from the frame’s origin, CORS included', async () => {
    const dapp = await post(`/v1/embedded/email/start${Q}`, { email: nextEmail() }, { origin: DAPP_ORIGIN });
    expect(dapp.statusCode).toBe(403);
    expect(dapp.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed' });
    expect(dapp.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: `/v1/embedded/rpc${Q}`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-airlock-signature',
        },
      });
    const fromFrame = await preflight(FRAME_ORIGIN);
    expect(fromFrame.statusCode).toBe(204);
    expect(fromFrame.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN);
    expect(fromFrame.headers['access-control-allow-headers']).toContain('x-airlock-signature');
    const fromDapp = await preflight(DAPP_ORIGIN);
    expect(fromDapp.statusCode).toBe(403);
    expect(fromDapp.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('http://127.0.0.1:8788')).statusCode).toBe(204);
    // A frame host that picked its port at start adds its origin.
    expect((await preflight('http://localhost:40123')).statusCode).toBe(403);
    server.deps.embedded.frameOrigins.add('http://localhost:40123');
    expect((await preflight('http://localhost:40123')).headers['access-control-allow-origin']).toBe('http://localhost:40123');

    // Other routes keep their CORS: the dApp still reads its project config.
    const config = await server.app.inject({ url: `/v1/project/config${Q}`, headers: { origin: DAPP_ORIGIN } });
    expect(config.headers['access-control-allow-origin']).toBe(DAPP_ORIGIN);
  });

  it('exports the key only after a fresh export code, never with a login code', async () => {
    const email = nextEmail();
    const session = await login(email);
    const started = await signed(session, session.signer, 'POST', `/v1/embedded/export/start${Q}`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ action: 'VERIFY_OTP' });
    const message = await sink.waitForMessage(email.toLowerCase(), { timeoutMs: 5_000 });
    expect(message.text).toMatch(/export your private key/);
    const refused = await signed(session, session.signer, 'POST', `/v1/embedded/export${Q}`, {
      otp: codeIn(message.text) === '000000' ? '111111' : '000000',
    });
    expect(refused.statusCode).toBe(400);
    const exported = await signed(session, session.signer, 'POST', `/v1/embedded/export${Q}`, { otp: codeIn(message.text) });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    expect(privateKeyToAccount(exported.json().privateKey).address).toBe(session.user.address);
    // Single use.
    expect((await signed(session, session.signer, 'POST', `/v1/embedded/export${Q}`, { otp: codeIn(message.text) })).statusCode).toBe(400);
  });

  it('answers 503 when the mail server is down, and a failed send holds no cooldown', async () => {
    const down = await buildTestServer({
      storage: 'pglite',
      config: {
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        smtpTimeoutMs: 500,
        devOutbox: false,
        masterKey: new MasterKey(randomBytes(32)),
      },
    });
    try {
      const email = nextEmail();
      const response = await down.app.inject({ method: 'POST', url: `/v1/embedded/email/start${Q}`, payload: { email } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'MAIL_UNAVAILABLE' });
      // The failed send held no cooldown.
      expect((await down.app.inject({ method: 'POST', url: `/v1/embedded/email/start${Q}`, payload: { email } })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('embedded wallet configuration', () => {
  it('AIRLOCK_FRAME_ORIGINS takes exact origins, comma-separated, and refuses anything else; unset, the frame port on localhost', () => {
    expect(loadServerConfig({ AIRLOCK_FRAME_ORIGINS: 'https://frame.my.app, http://localhost:9000' }).frameOrigins).toEqual([
      'https://frame.my.app',
      'http://localhost:9000',
    ]);
    for (const bad of ['https://frame.my.app/path', 'frame.my.app', 'ftp://x.y', '*']) {
      expect(() => loadServerConfig({ AIRLOCK_FRAME_ORIGINS: bad })).toThrow(/AIRLOCK_FRAME_ORIGINS/);
    }
    expect(loadServerConfig({}).frameOrigins).toBeUndefined();
    expect(defaultFrameOrigins(8788)).toEqual(['http://localhost:8788', 'http://127.0.0.1:8788']);
    expect(defaultFrameOrigins(0)).toEqual([]);
  });

  it('in production the server does not start without AIRLOCK_MASTER_KEY', async () => {
    await expect(buildTestServer({ config: { masterKeyRequired: true, masterKey: undefined } })).rejects.toThrow(
      /AIRLOCK_MASTER_KEY is required in production/,
    );
  });
});

describe('embedded wallet routes in a server process logging at trace', () => {
  it('never writes a login or export code, session token, private key or the master key to the log', async () => {
    const sink = await startSmtpSink();
    const server = await spawnServerOnFreshData({ env: { AIRLOCK_LOG_LEVEL: 'trace', SMTP_URL: sink.url } });
    try {
      const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, json: (await response.json()) as Record<string, any> };
      };
      const email = `trace.${randomBytes(3).toString('hex')}@example.com`;
      expect((await call('POST', `/v1/embedded/email/start${Q}`, { email })).status).toBe(200);
      const loginCode = codeIn((await sink.waitForMessage(email, { timeoutMs: 5_000 })).text);
      const signer = await createFrameSigner();
      const login = await call('POST', `/v1/embedded/email/verify${Q}`, { email, otp: loginCode, devicePublicKey: signer.publicJwk });
      expect(login.status).toBe(200);
      const { sessionId, token } = login.json as { sessionId: string; token: string };
      const signedCall = async (path: string, body?: unknown) => {
        const payload = body === undefined ? '' : JSON.stringify(body);
        const request = await signer.sign({ sessionId, sessionToken: token, method: 'POST', path, body: payload });
        return call('POST', path, body, {
          authorization: `Bearer ${token}`,
          'x-airlock-timestamp': request.timestamp,
          'x-airlock-nonce': request.nonce,
          'x-airlock-body-sha256': request.bodySha256!,
          'x-airlock-signature': request.signature,
        });
      };
      const address = login.json.user.address as string;
      expect(
        (await signedCall(`/v1/embedded/rpc${Q}`, { method: 'personal_sign', params: ['0x01', address], chainId: 31337 })).status,
      ).toBe(200);
      expect((await signedCall(`/v1/embedded/export/start${Q}`)).status).toBe(200);
      const exportCode = codeIn((await sink.waitForMessage(email, { timeoutMs: 5_000 })).text);
      const exported = await signedCall(`/v1/embedded/export${Q}`, { otp: exportCode });
      expect(exported.status).toBe(200);
      expect((await signedCall(`/v1/embedded/sign-out${Q}`)).status).toBe(200);

      const masterKey = (await readFile(join(server.dataDir, 'master-key'), 'utf8')).trim();
      const output = server.output();
      expect(output).toMatch(/"msg":"embedded key used"/);
      expect(output).toContain(sessionId);
      for (const secret of [token, loginCode, exportCode, (exported.json.privateKey as string).slice(2), masterKey]) {
        expect(secret.length).toBeGreaterThanOrEqual(6);
        expect(output.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    } finally {
      await server.stop();
      await sink.close();
    }
  }, 60_000);
});
