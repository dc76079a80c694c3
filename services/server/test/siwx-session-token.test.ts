import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { SiwxSessionRecord } from '../src/siwx/siwx-session-store';
import { signSessionToken } from '../src/siwx/siwx-session-token';

const session: SiwxSessionRecord = {
  id: 'a'.repeat(43),
  projectId: 'project-1',
  account: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
  message: 'the signed message',
  signature: '0x00',
  signingKeyId: 'kid-1',
  issuedAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2099-01-08T00:00:00.000Z'),
  revokedAt: null,
};

describe('signSessionToken', () => {
  it('signs an ES256 JWT of the session that jose verifies with the public key, every claim in place', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const token = await signSessionToken({ kid: 'kid-1', privateKey }, session, 'https://airlock.example');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'kid-1', typ: 'JWT' });
    const verifyingKey = await importJWK({ ...publicKey.export({ format: 'jwk' }), alg: 'ES256' }, 'ES256');
    const { payload } = await jwtVerify(token, verifyingKey, {
      algorithms: ['ES256'],
      issuer: 'https://airlock.example',
      audience: 'project-1',
      subject: session.account,
    });
    expect(payload).toEqual({
      sid: session.id,
      chain: 'eip155:31337',
      iss: 'https://airlock.example',
      sub: session.account,
      aud: 'project-1',
      iat: expect.any(Number),
      exp: Math.floor(session.expiresAt.getTime() / 1000),
    });
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('is refused under another key', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const token = await signSessionToken({ kid: 'kid-1', privateKey }, session, 'https://airlock.example');
    const verifyingKey = await importJWK({ ...other.export({ format: 'jwk' }), alg: 'ES256' }, 'ES256');
    await expect(jwtVerify(token, verifyingKey, { algorithms: ['ES256'] })).rejects.toThrow();
  });
});
