import type { InjectOptions } from 'fastify';
import type { SignedRequest } from '../src/embedded/signed-request';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Signs requests the way the frame will in the browser: WebCrypto only (no node:crypto), a
 * non-extractable P-256 private key, the canonical string written out here by hand.
 */
export async function createFrameSigner() {
  const { privateKey, publicKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const publicJwk = await crypto.subtle.exportKey('jwk', publicKey);
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey));
  return {
    privateKey,
    publicJwk,
    publicRaw,
    async sign(input: {
      sessionId: string;
      sessionToken: string;
      method: string;
      path: string;
      body: string;
      timestamp?: string;
      nonce?: string;
    }): Promise<SignedRequest> {
      const timestamp = input.timestamp ?? String(Date.now());
      const nonce = input.nonce ?? base64url(crypto.getRandomValues(new Uint8Array(16)));
      const bodySha256 = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input.body))));
      const canonical = ['airlock-embedded-request/v1', input.sessionId, input.method, input.path, timestamp, nonce, bodySha256].join('\n');
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(canonical)),
      );
      return {
        sessionToken: input.sessionToken,
        method: input.method,
        path: input.path,
        timestamp,
        nonce,
        bodySha256,
        signature: base64url(signature),
        body: input.body,
      };
    },
    /** A device proof (protocol device-proof.ts), its lines written out here by hand. */
    async prove(input: {
      purpose: 'email-start' | 'device-connect';
      projectId: string;
      email: string;
      timestamp?: string;
      nonce?: string;
    }) {
      const timestamp = input.timestamp ?? String(Date.now());
      const nonce = input.nonce ?? base64url(crypto.getRandomValues(new Uint8Array(16)));
      const text = ['airlock-device-proof/v1', input.purpose, input.projectId, input.email.trim().toLowerCase(), timestamp, nonce].join(
        '\n',
      );
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(text)),
      );
      return { timestamp, nonce, signature: base64url(signature) };
    },
  };
}

export type FrameSigner = Awaited<ReturnType<typeof createFrameSigner>>;

/**
 * A request the frame signs for its session, as Fastify's inject takes it: the bearer token, the
 * signature headers and, when there is a body, JSON.
 */
export async function signedFrameRequest(input: {
  signer: FrameSigner;
  session: { sessionId: string; token: string };
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  origin: string;
  remoteAddress?: string;
  /** A nonce of the test's choosing (a replay), else a fresh one. */
  nonce?: string;
}): Promise<InjectOptions> {
  const { signer, session, method, path, body, origin, remoteAddress, nonce } = input;
  const payload = body === undefined ? '' : JSON.stringify(body);
  const request = await signer.sign({ sessionId: session.sessionId, sessionToken: session.token, method, path, body: payload, nonce });
  return {
    method,
    url: path,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    headers: {
      origin,
      authorization: `Bearer ${session.token}`,
      'x-airlock-timestamp': request.timestamp,
      'x-airlock-nonce': request.nonce,
      'x-airlock-body-sha256': request.bodySha256!,
      'x-airlock-signature': request.signature,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload }),
  };
}
