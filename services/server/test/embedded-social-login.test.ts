import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { socialPopupRoutes } from '../src/embedded/social/social-popup-routes';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createFrameSigner } from './embedded-frame-signer';
import type { LocalOidcProvider } from './support/local-oidc-provider';
import { startSocialLoginTestServer, type SocialLoginTestServer } from './support/social-login-test-server';
import { STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS } from './support/test-server';

const FRAME_ORIGIN = 'http://localhost:8788';
const REDIRECT_URI = `${FRAME_ORIGIN}/social/callback`;
const DAPP_ORIGIN = 'http://localhost:5173';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;

type Signer = Awaited<ReturnType<typeof createFrameSigner>>;

describe.each(STORAGE_KINDS)('social login against a local OpenID provider (%s)', (storage) => {
  let social: SocialLoginTestServer | undefined;
  let provider: LocalOidcProvider;
  let server: AirlockServer;

  beforeAll(async () => {
    social = await startSocialLoginTestServer({ framePort: 8788, storage });
    ({ provider, server } = social);
  }, 60_000);

  afterAll(async () => {
    await social?.close();
  });

  const post = (path: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${path}${Q}`,
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  const start = (signer: Signer, overrides: Record<string, unknown> = {}) =>
    post('/v1/embedded/social/start', {
      provider: 'google',
      devicePublicKey: signer.publicJwk,
      redirectUri: REDIRECT_URI,
      appOrigin: DAPP_ORIGIN,
      ...overrides,
    });

  async function authorize(signer: Signer, account: string): Promise<URL> {
    const started = await start(signer);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const { uri } = started.json() as { uri: string };
    const authorization = new URL(uri);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    expect(authorization.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    return provider.signIn(uri, account);
  }

  const connect = (signer: Signer, callback: URL) =>
    post('/v1/embedded/social/connect', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      devicePublicKey: signer.publicJwk,
    });

  it('signs in through the provider, opens a session bound to the device key, and finds the same user next time', async () => {
    const signer = await createFrameSigner();
    const account = `alice-${storage}-${randomBytes(3).toString('hex')}`;
    const callback = await authorize(signer, account);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);

    const login = await connect(signer, callback);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const body = login.json() as {
      sessionId: string;
      token: string;
      expiresAt: string;
      user: { email: string; userName: string; address: string; provider: string };
    };
    expect(body.user).toMatchObject({ email: `${account}@example.org`, userName: account, provider: 'google' });
    expect(body.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // The session works like an email login's: signed with the device key, it reads the session.
    const path = `/v1/embedded/session${Q}`;
    const signed = await signer.sign({ sessionId: body.sessionId, sessionToken: body.token, method: 'GET', path, body: '' });
    const session = await server.app.inject({
      method: 'GET',
      url: path,
      headers: {
        origin: FRAME_ORIGIN,
        authorization: `Bearer ${body.token}`,
        'x-airlock-timestamp': signed.timestamp,
        'x-airlock-nonce': signed.nonce,
        'x-airlock-body-sha256': signed.bodySha256!,
        'x-airlock-signature': signed.signature,
      },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      sessionId: body.sessionId,
      user: { email: `${account}@example.org`, userName: account, provider: 'google', address: body.user.address },
    });

    const again = await connect(signer, await authorize(signer, account));
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { user: { address: string } }).user.address).toBe(body.user.address);
  }, 30_000);

  it('refuses a state used twice, an unknown state, and a state started by another device key', async () => {
    const signer = await createFrameSigner();
    const callback = await authorize(signer, `bob-${storage}`);
    expect((await connect(signer, callback)).statusCode).toBe(200);
    const replayed = await connect(signer, callback);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      error: 'SOCIAL_STATE_INVALID',
      message: 'This social login has expired or was already used: start again',
    });

    const unknown = await post('/v1/embedded/social/connect', {
      code: 'x',
      state: randomBytes(32).toString('base64url'),
      devicePublicKey: signer.publicJwk,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'SOCIAL_STATE_INVALID' });

    const other = await createFrameSigner();
    const stolen = await connect(other, await authorize(signer, `carol-${storage}`));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      error: 'SOCIAL_STATE_INVALID',
      message: 'This social login was started on another device: start again',
    });
  }, 30_000);

  it('refuses an expired state', async () => {
    const signer = await createFrameSigner();
    const callback = await authorize(signer, `dave-${storage}`);
    await server.deps.database.db.execute(sql`update embedded_social_states set expires_at = now() - interval '1 second'`);
    const expired = await connect(signer, callback);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'SOCIAL_STATE_INVALID' });
  }, 30_000);

  it('answers 502 naming the provider when the provider refuses the code', async () => {
    const signer = await createFrameSigner();
    const callback = await authorize(signer, `erin-${storage}`);
    callback.searchParams.set('code', 'not-the-code');
    const refused = await connect(signer, callback);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: 'SOCIAL_PROVIDER_ERROR',
      message: 'google login failed: the provider refused the authorization code (invalid_grant)',
    });
  }, 30_000);

  it('refuses unknown, unconfigured and disabled providers, foreign redirect URIs and app origins', async () => {
    const signer = await createFrameSigner();
    const unknown = await start(signer, { provider: 'myspace' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'SOCIAL_PROVIDER_UNKNOWN',
      message: 'Failed to initiate social connection: "myspace" is not a social provider',
    });

    const unconfigured = await start(signer, { provider: 'github' });
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json()).toMatchObject({
      error: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
      message: 'Failed to initiate social connection: github login is not configured on this server',
    });

    const redirect = await start(signer, { redirectUri: 'https://evil.example/social/callback' });
    expect(redirect.statusCode).toBe(400);
    expect(redirect.json()).toMatchObject({ error: 'SOCIAL_REDIRECT_URI_INVALID' });

    const app = await start(signer, { appOrigin: 'https://evil.example' });
    expect(app.statusCode).toBe(400);
    expect(app.json()).toMatchObject({ error: 'SOCIAL_APP_ORIGIN_INVALID' });

    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/v1/admin/projects/${DEMO_PROJECT_ID}/features`,
      headers: ADMIN_HEADERS,
      payload: { socials: ['github'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      const disabled = await start(signer);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toMatchObject({
        error: 'SOCIAL_LOGIN_DISABLED',
        message: 'Failed to initiate social connection: google login is not enabled for this project',
      });
    } finally {
      await server.app.inject({
        method: 'PATCH',
        url: `/v1/admin/projects/${DEMO_PROJECT_ID}/features`,
        headers: ADMIN_HEADERS,
        payload: { socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      });
    }
  });

  it("uses a project's own client, set through the admin API, over the server's", async () => {
    const signer = await createFrameSigner();
    const url = `/v1/admin/projects/${DEMO_PROJECT_ID}/social/github`;
    const put = await server.app.inject({
      method: 'PUT',
      url,
      headers: ADMIN_HEADERS,
      payload: { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ provider: 'github', clientId: provider.clientId, hasClientSecret: true });
    expect(put.body).not.toContain(provider.clientSecret);
    const listed = await server.app.inject({ method: 'GET', url: `/v1/admin/projects/${DEMO_PROJECT_ID}/social`, headers: ADMIN_HEADERS });
    expect(listed.body).not.toContain(provider.clientSecret);
    expect(listed.json()).toMatchObject({ providers: [{ provider: 'github', issuer: provider.issuer, hasClientSecret: true }] });
    try {
      const started = await start(signer, { provider: 'github' });
      expect(started.statusCode, started.body).toBe(200);
      const callback = await provider.signIn((started.json() as { uri: string }).uri, `frank-${storage}`);
      const login = await connect(signer, callback);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({ user: { provider: 'github', userName: `frank-${storage}` } });
    } finally {
      expect((await server.app.inject({ method: 'DELETE', url, headers: ADMIN_HEADERS })).statusCode).toBe(204);
    }
    expect((await start(signer, { provider: 'github' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'PUT', url, payload: { clientId: 'x', issuer: provider.issuer } })).statusCode).toBe(401);
  }, 30_000);

  it('refuses a client address with 20 unfinished logins (429), and takes it again once they are gone', async () => {
    const signer = await createFrameSigner();
    const db = server.deps.database.db;
    await db.execute(sql`delete from embedded_social_states`);
    try {
      for (let i = 0; i < 20; i++) expect((await start(signer)).statusCode).toBe(200);
      const refused = await start(signer);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(refused.json()).toMatchObject({
        error: 'SOCIAL_LOGIN_LIMIT',
        message: 'Too many social logins started: try again in 10 minutes',
      });
    } finally {
      await db.execute(sql`delete from embedded_social_states`);
    }
    expect((await start(signer)).statusCode).toBe(200);
  });

  it('logs in with a plain OAuth 2 client (explicit endpoints, identity from userinfo, no ID token)', async () => {
    const signer = await createFrameSigner();
    const url = `/v1/admin/projects/${DEMO_PROJECT_ID}/social/discord`;
    const endpoints = {
      authorizationUrl: `${provider.issuer}/auth`,
      tokenUrl: `${provider.issuer}/token`,
      userinfoUrl: `${provider.issuer}/me`,
    };
    const put = await server.app.inject({
      method: 'PUT',
      url,
      headers: ADMIN_HEADERS,
      payload: {
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        ...endpoints,
        scopes: ['openid', 'profile', 'email'],
        tokenEndpointAuth: 'client_secret_post',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const started = await start(signer, { provider: 'discord' });
      expect(started.statusCode, started.body).toBe(200);
      const uri = new URL((started.json() as { uri: string }).uri);
      expect(uri.searchParams.has('nonce')).toBe(false);
      const login = await connect(signer, await provider.signIn(uri.href, `ivy-${storage}`));
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({
        user: { provider: 'discord', userName: `ivy-${storage}`, email: `ivy-${storage}@example.org` },
      });
    } finally {
      await server.app.inject({ method: 'DELETE', url, headers: ADMIN_HEADERS });
    }
  }, 30_000);

  it('serves popup pages from the frame host: hashed script only, never cached or framed, posts only to frame-origin windows', async () => {
    const frame = Fastify();
    await frame.register(socialPopupRoutes);
    try {
      const signer = await createFrameSigner();
      const callback = await authorize(signer, `grace-${storage}`);
      for (const url of [`${callback.pathname}${callback.search}`, '/social/callback?code=x&state=nothing-like-it', '/social/begin']) {
        const page = await frame.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-security-policy']).toMatch(
          /^default-src 'none'; script-src 'sha256-[\w+/=]+'; frame-ancestors 'none'/,
        );
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
        // Nothing of the request is written into the page, and no window but the frame origin's is a target.
        expect(page.body).not.toContain(callback.searchParams.get('code')!);
        expect(page.body).not.toContain(DAPP_ORIGIN);
        expect(page.body).not.toContain("'*'");
        expect(page.body).not.toMatch(/opener\.postMessage/);
      }
    } finally {
      await frame.close();
    }
  }, 30_000);
});
