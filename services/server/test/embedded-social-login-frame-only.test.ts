import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createFrameSigner } from './embedded-frame-signer';
import type { LocalOidcProvider } from './support/local-oidc-provider';
import { startSocialLoginTestServer, type SocialLoginTestServer } from './support/social-login-test-server';

const FRAME_ORIGIN = 'http://localhost:8789';
const REDIRECT_URI = `${FRAME_ORIGIN}/social/callback`;
const DAPP_ORIGIN = 'http://localhost:5173';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;

type Signer = Awaited<ReturnType<typeof createFrameSigner>>;

/**
 * Only the frame starts and finishes a social login: a page on an allowed origin, or a script with
 * no Origin at all, that had the code would otherwise open a session on a device key of its own.
 */
describe('social login routes answer the frame only', () => {
  let social: SocialLoginTestServer | undefined;
  let provider: LocalOidcProvider;
  let server: AirlockServer;

  beforeAll(async () => {
    social = await startSocialLoginTestServer({ framePort: 8789 });
    ({ provider, server } = social);
  }, 60_000);

  afterAll(async () => {
    await social?.close();
  });

  const post = (path: string, payload: unknown, origin: string | undefined) =>
    server.app.inject({
      method: 'POST',
      url: `${path}${Q}`,
      headers: { ...(origin ? { origin } : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const start = (signer: Signer, origin: string | undefined) =>
    post(
      '/v1/embedded/social/start',
      { provider: 'google', devicePublicKey: signer.publicJwk, redirectUri: REDIRECT_URI, appOrigin: DAPP_ORIGIN },
      origin,
    );
  const connect = (signer: Signer, callback: URL, origin: string | undefined) =>
    post(
      '/v1/embedded/social/connect',
      { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), devicePublicKey: signer.publicJwk },
      origin,
    );

  async function signedIn(signer: Signer, account: string): Promise<URL> {
    const started = await start(signer, FRAME_ORIGIN);
    expect(started.statusCode, started.body).toBe(200);
    return provider.signIn((started.json() as { uri: string }).uri, account);
  }

  it('refuses to start a login without an Origin or from a page origin (403), and makes no attempt', async () => {
    const signer = await createFrameSigner();
    for (const origin of [undefined, DAPP_ORIGIN, 'null']) {
      const refused = await start(signer, origin);
      expect(refused.statusCode, `Origin ${origin}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED' });
    }
  });

  it('refuses to connect without an Origin or from a page origin (403), leaving the state to the frame', async () => {
    const signer = await createFrameSigner();
    const callback = await signedIn(signer, `mallory-${randomBytes(3).toString('hex')}`);
    for (const origin of [undefined, DAPP_ORIGIN]) {
      const refused = await connect(signer, callback, origin);
      expect(refused.statusCode, `Origin ${origin}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED' });
    }
    // The refusals did not use the state up: the frame still completes its own login.
    const login = await connect(signer, callback, FRAME_ORIGIN);
    expect(login.statusCode, login.body).toBe(200);
  }, 30_000);

  it('refuses a code presented with a device key other than the one that started the login, and uses the state up', async () => {
    const frame = await createFrameSigner();
    const thief = await createFrameSigner();
    const callback = await signedIn(frame, `oscar-${randomBytes(3).toString('hex')}`);
    const stolen = await connect(thief, callback, FRAME_ORIGIN);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      error: 'SOCIAL_STATE_INVALID',
      message: 'This social login was started on another device: start again',
    });
    expect((await connect(frame, callback, FRAME_ORIGIN)).json()).toMatchObject({
      error: 'SOCIAL_STATE_INVALID',
      message: 'This social login has expired or was already used: start again',
    });
  }, 30_000);
});
