import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, checkSignedRequestFormat, sha256Hex } from '../../../services/server/src/embedded/signed-request';
import { createMemoryCounters } from '../../../services/server/src/counters/memory-counters';
import { checkDeviceProof } from '../../../services/server/src/embedded/devices/device-proof-check';
import { createEmbeddedApi } from '../src/api/embedded-api';
import { EmbeddedApiError } from '../src/api/embedded-api-error';
import { canonicalRequestText, signedRequestHeaders } from '../src/api/request-signer';
import { createDeviceKey, devicePublicJwk } from '../src/session/device-key';

/** Checks a request as the server does: its canonical string, node:crypto, raw r || s (IEEE P1363). */
function serverVerifies(
  jwk: JsonWebKey,
  fields: { sessionId: string; method: string; path: string; body: string },
  headers: Record<string, string>,
): boolean {
  const signature = checkSignedRequestFormat({
    sessionToken: headers.authorization!.replace(/^Bearer /, ''),
    method: fields.method,
    path: fields.path,
    timestamp: headers['x-airlock-timestamp']!,
    nonce: headers['x-airlock-nonce']!,
    signature: headers['x-airlock-signature']!,
    body: fields.body,
    bodySha256: headers['x-airlock-body-sha256']!,
  });
  const canonical = canonicalRequest({
    sessionId: fields.sessionId,
    method: fields.method,
    path: fields.path,
    timestamp: headers['x-airlock-timestamp']!,
    nonce: headers['x-airlock-nonce']!,
    bodySha256: sha256Hex(fields.body),
  });
  const key = createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' });
  return verify('sha256', Buffer.from(canonical), { key, dsaEncoding: 'ieee-p1363' }, signature);
}

describe('signed requests', () => {
  it('writes the canonical string the server checks', () => {
    const fields = {
      sessionId: 's1',
      method: 'POST',
      path: '/v1/embedded/rpc?projectId=p',
      timestamp: '1700000000000',
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
      bodySha256: sha256Hex('{}'),
    };
    expect(canonicalRequestText(fields)).toBe(canonicalRequest(fields));
  });

  it('signs with the non-extractable device key so that node:crypto verifies it against the server canonical string', async () => {
    const pair = await createDeviceKey();
    expect(pair.privateKey.extractable).toBe(false);
    const jwk = await devicePublicJwk(pair);
    const fields = {
      sessionId: 'session-1',
      method: 'POST',
      path: '/v1/embedded/rpc?projectId=abc&st=airlock-frame',
      body: '{"method":"eth_chainId","chainId":31337}',
    };
    const headers = await signedRequestHeaders({ sessionId: fields.sessionId, token: 'tok', privateKey: pair.privateKey }, fields);
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['x-airlock-body-sha256']).toBe(sha256Hex(fields.body));
    expect(headers['x-airlock-nonce']).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Math.abs(Number(headers['x-airlock-timestamp']) - Date.now())).toBeLessThan(5_000);
    expect(serverVerifies(jwk, fields, headers)).toBe(true);
    // Anything changed (path, body, session) no longer verifies.
    expect(serverVerifies(jwk, { ...fields, path: `${fields.path}&x=1` }, headers)).toBe(false);
    expect(serverVerifies(jwk, { ...fields, sessionId: 'session-2' }, headers)).toBe(false);
    expect(serverVerifies(jwk, { ...fields, body: '{}' }, headers)).toBe(false);
  });

  it('makes a fresh nonce for every request', async () => {
    const pair = await createDeviceKey();
    const identity = { sessionId: 's', token: 't', privateKey: pair.privateKey };
    const request = { method: 'GET', path: '/v1/embedded/session', body: '' };
    const nonces = new Set(
      await Promise.all(Array.from({ length: 20 }, async () => (await signedRequestHeaders(identity, request))['x-airlock-nonce'])),
    );
    expect(nonces.size).toBe(20);
  });
});

describe('the embedded API client', () => {
  it('sends projectId, st and sv in the query, signs path and query as sent, and passes on the server message', async () => {
    const pair = await createDeviceKey();
    const jwk = await devicePublicJwk(pair);
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const api = createEmbeddedApi({
      apiUrl: 'http://127.0.0.1:8787/',
      projectId: 'proj',
      sdkVersion: 'frame-0.1.0',
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init! });
        if (String(input).includes('/rpc')) return new Response(JSON.stringify({ result: '0x7a69' }), { status: 200 });
        return new Response(JSON.stringify({ error: 'RATE_LIMITED', message: 'Please try again after 12 seconds', statusCode: 429 }), {
          status: 429,
        });
      },
    });
    await expect(api.startEmail('A@b.test', pair)).rejects.toMatchObject({
      message: 'Please try again after 12 seconds',
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(calls[0]!.url).toBe('http://127.0.0.1:8787/v1/embedded/email/start?projectId=proj&st=airlock-frame&sv=frame-0.1.0');
    const started = JSON.parse(calls[0]!.init.body as string);
    expect(started).toEqual({
      email: 'A@b.test',
      devicePublicKey: jwk,
      proof: { timestamp: expect.any(String), nonce: expect.any(String), signature: expect.any(String) },
    });
    // The server takes the proof for this purpose, project and (normalized) email only, and once.
    const counters = createMemoryCounters();
    const proofOf = (purpose: 'email-start' | 'device-connect', projectId: string, email: string) =>
      checkDeviceProof({ devicePublicKey: started.devicePublicKey, proof: started.proof, purpose, projectId, email }, { counters });
    await expect(proofOf('device-connect', 'proj', 'a@b.test')).rejects.toMatchObject({ code: 'BAD_DEVICE_PROOF' });
    await expect(proofOf('email-start', 'other', 'a@b.test')).rejects.toMatchObject({ code: 'BAD_DEVICE_PROOF' });
    await expect(proofOf('email-start', 'proj', 'c@b.test')).rejects.toMatchObject({ code: 'BAD_DEVICE_PROOF' });
    expect((await proofOf('email-start', 'proj', 'a@b.test')).deviceKeyId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(proofOf('email-start', 'proj', 'a@b.test')).rejects.toMatchObject({ code: 'REPLAYED_DEVICE_PROOF' });
    expect(await api.rpc({ sessionId: 's', token: 't', privateKey: pair.privateKey }, { method: 'eth_chainId', chainId: 31337 })).toEqual({
      result: '0x7a69',
    });
    const rpc = calls[1]!;
    const url = new URL(rpc.url);
    expect(
      serverVerifies(
        jwk,
        { sessionId: 's', method: 'POST', path: `${url.pathname}${url.search}`, body: rpc.init.body as string },
        rpc.init.headers as Record<string, string>,
      ),
    ).toBe(true);
  });

  it('says so when the server cannot be reached', async () => {
    const api = createEmbeddedApi({
      apiUrl: 'http://127.0.0.1:1',
      projectId: 'p',
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await api.startEmail('a@b.test', await createDeviceKey()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddedApiError);
    expect(error).toMatchObject({ message: 'The Airlock server cannot be reached', status: 0 });
  });
});
