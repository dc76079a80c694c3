import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Follows the authorization URL through the provider's login and consent as `account`; resolves the URL it sends the browser back to. */
  signIn(authorizationUri: string, account: string): Promise<URL>;
  close(): Promise<void>;
}

/** Test accounts: the login name is the subject; each has a verified email. */
const claimsOf = (accountId: string) => ({
  sub: accountId,
  email: `${accountId}@example.org`,
  email_verified: true,
  preferred_username: accountId,
  name: `User ${accountId}`,
});

/**
 * A real OpenID provider (oidc-provider) on a random loopback port, with one confidential client
 * whose redirect URI is given, and its development login form, driven here over HTTP.
 */
export async function startLocalOidcProvider(options: { redirectUris: string[] }): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'airlock-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, accountId) => ({ accountId, claims: () => claimsOf(accountId) }),
  });
  server.on('request', provider.callback());

  async function signIn(authorizationUri: string, account: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const redirectOrigins = options.redirectUris.map((uri) => new URL(uri).origin);
    let url = new URL(authorizationUri);
    let form: Record<string, string> | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      if (redirectOrigins.includes(url.origin)) return url;
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        form = undefined;
        await response.body?.cancel();
        continue;
      }
      const html = await response.text();
      if (response.status !== 200 || !url.pathname.startsWith('/interaction/'))
        throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`);
      // The development forms: login (any name and password), then consent.
      form = html.includes('name="login"') ? { prompt: 'login', login: account, password: 'any' } : { prompt: 'consent' };
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
