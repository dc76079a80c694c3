import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const PROJECT_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
export const ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/** A token as the Airlock server signs one; `claims` and `expiresAt` change it. */
export function sessionToken(
  key: SigningKey,
  options: { claims?: Record<string, unknown>; subject?: string; audience?: string; issuer?: string; expiresAt?: number } = {},
): Promise<string> {
  return new SignJWT({ sid: 'session-1', chain: 'eip155:31337', ...options.claims })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://airlock.example')
    .setSubject(options.subject ?? ACCOUNT)
    .setAudience(options.audience ?? PROJECT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(key.privateKey);
}

/** Serves `GET /v1/siwx/jwks?projectId=…` as the Airlock server does, with the keys given; counts the requests. */
export async function startLocalJwksServer(keys: () => SigningKey[]) {
  const requests: string[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://jwks');
    if (status !== 200 || url.pathname !== '/v1/siwx/jwks' || url.searchParams.get('projectId') !== PROJECT_ID) {
      response.writeHead(status === 200 ? 404 : status, { 'content-type': 'application/json' }).end('{"message":"no"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: keys().map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(code: number) {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
