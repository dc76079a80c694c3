import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createFrameSigner } from './embedded-frame-signer';
import { freePort } from './support/free-port';
import { startLocalOidcProvider } from './support/local-oidc-provider';
import { spawnServerOnFreshData } from './support/server-process';

const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;

describe('social login in the server process', () => {
  it('logs in at trace level without writing the code, the client secret or the session token to the log', async () => {
    const framePort = await freePort();
    const redirectUri = `http://127.0.0.1:${framePort}/social/callback`;
    const provider = await startLocalOidcProvider({ redirectUris: [redirectUri] });
    const server = await spawnServerOnFreshData({
      env: {
        AIRLOCK_LOG_LEVEL: 'trace',
        AIRLOCK_FRAME_PORT: String(framePort),
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
        AIRLOCK_SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
        AIRLOCK_SOCIAL_GOOGLE_ISSUER: provider.issuer,
      },
    });
    try {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${server.url}${path}${Q}`, {
          method: 'POST',
          headers: { origin: `http://127.0.0.1:${framePort}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as Record<string, any> };
      };
      const signer = await createFrameSigner();
      const started = await post('/v1/embedded/social/start', {
        provider: 'google',
        devicePublicKey: signer.publicJwk,
        redirectUri,
        appOrigin: 'http://localhost:5173',
      });
      expect(started.status, JSON.stringify(started.json)).toBe(200);
      const callback = await provider.signIn(started.json.uri as string, 'judy');
      // The provider's redirect, as the browser makes it: the page is served by the frame host.
      const page = await fetch(callback);
      expect(page.status).toBe(200);
      const code = callback.searchParams.get('code')!;
      const login = await post('/v1/embedded/social/connect', {
        code,
        state: callback.searchParams.get('state'),
        devicePublicKey: signer.publicJwk,
      });
      expect(login.status, JSON.stringify(login.json)).toBe(200);
      const refused = await post('/v1/embedded/social/connect', {
        code,
        state: callback.searchParams.get('state'),
        devicePublicKey: signer.publicJwk,
      });
      expect(refused.status).toBe(400);

      // The child's log reaches this process a little after its answers, later still on a loaded machine.
      await vi.waitFor(() => expect(server.output()).toContain(login.json.sessionId as string), { timeout: 15_000, interval: 100 });
      await vi.waitFor(() => expect(server.output()).toContain('"status":400'), { timeout: 15_000, interval: 100 });
      const output = server.output();
      expect(output).toContain('/social/callback');
      for (const secret of [code, provider.clientSecret, login.json.token as string]) {
        expect(secret.length).toBeGreaterThanOrEqual(16);
        expect(output).not.toContain(secret);
      }
    } finally {
      await server.stop();
      await provider.close();
    }
  }, 60_000);
});
