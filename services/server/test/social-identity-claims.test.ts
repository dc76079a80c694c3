import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from '../src/embedded/social/id-token';
import { SocialProviderError } from '../src/embedded/social/social-errors';
import { mergeProfiles, profileFromClaims } from '../src/embedded/social/social-profile';

describe('profiles from each provider dialect', () => {
  it('reads OIDC, GitHub, Discord, Facebook and X answers, dropping an unverified email', () => {
    expect(profileFromClaims({ sub: 'g-1', email: 'A@Example.org', email_verified: true, preferred_username: 'ann' })).toEqual({
      subject: 'g-1',
      username: 'ann',
      email: 'a@example.org',
    });
    expect(profileFromClaims({ id: 583231, login: 'octocat', email: null })).toEqual({
      subject: '583231',
      username: 'octocat',
      email: null,
    });
    expect(profileFromClaims({ id: '80351110224678912', username: 'nelly', email: 'nelly@discord.test', verified: true })).toEqual({
      subject: '80351110224678912',
      username: 'nelly',
      email: 'nelly@discord.test',
    });
    expect(profileFromClaims({ id: '10', name: 'Fay', email: 'fay@fb.test' })).toEqual({
      subject: '10',
      username: 'Fay',
      email: 'fay@fb.test',
    });
    expect(profileFromClaims({ data: { id: '2244994945', username: 'XDevelopers', name: 'Developers' } })).toEqual({
      subject: '2244994945',
      username: 'XDevelopers',
      email: null,
    });
    expect(profileFromClaims({ sub: 's', email: 'x@y.z', email_verified: false })).toMatchObject({ email: null });
    expect(() => profileFromClaims({ login: 'nobody' })).toThrow(SocialProviderError);
  });

  it('completes an ID token with userinfo only when both name the same subject', () => {
    expect(mergeProfiles({ subject: 's', username: null, email: 'e@x.y' }, { subject: 's', username: 'u', email: 'other@x.y' })).toEqual({
      subject: 's',
      username: 'u',
      email: 'e@x.y',
    });
    expect(() => mergeProfiles({ subject: 's', username: null, email: null }, { subject: 't', username: 'u', email: null })).toThrow(
      'its userinfo answer is about another user',
    );
  });
});

describe('ID token verification', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const nowMs = 1_800_000_000_000;
  const base = { iss: 'https://issuer.test', aud: 'client-1', sub: 'user-1', nonce: 'n-1', iat: nowMs / 1000, exp: nowMs / 1000 + 300 };

  const jwt = (claims: Record<string, unknown>, key: KeyObject = privateKey, alg = 'ES256') => {
    const head = Buffer.from(JSON.stringify({ alg, kid: 'k1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return `${head}.${body}.${signature}`;
  };
  const verify = (idToken: string, nonce = 'n-1') =>
    verifyIdToken({
      idToken,
      issuer: 'https://issuer.test',
      jwksUri: 'https://issuer.test/jwks',
      clientId: 'client-1',
      nonce,
      keys: async () => publicKey,
      nowMs,
    });

  it('accepts a token signed by the issuer for this client and login', async () => {
    expect(await verify(jwt(base))).toMatchObject({ sub: 'user-1' });
  });

  it.each([
    ['another key', () => jwt(base, other.privateKey), 'its ID token signature does not verify'],
    ['another issuer', () => jwt({ ...base, iss: 'https://evil.test' }), 'its ID token comes from another issuer'],
    ['another client', () => jwt({ ...base, aud: 'client-2' }), 'its ID token is for another client'],
    ['an expired token', () => jwt({ ...base, exp: nowMs / 1000 - 120 }), 'its ID token has expired'],
    ['another login', () => jwt({ ...base, nonce: 'n-2' }), 'its ID token does not carry this login attempt'],
    [
      'alg none',
      () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(base)).toString('base64url')}.`,
      'its ID token uses the algorithm "none", which is not accepted',
    ],
    ['no JWT', () => 'not-a-jwt', 'its ID token is not a signed JWT'],
  ])('refuses %s', async (_name, token, message) => {
    await expect(verify(token())).rejects.toThrow(message);
  });
});
