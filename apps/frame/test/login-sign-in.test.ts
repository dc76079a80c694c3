import { describe, expect, it } from 'vitest';
import { createLoginSignInAllowance, LOGIN_SIGN_IN_WINDOW_MS } from '../src/wallet/login-sign-in-allowance';
import { loginSignInText } from '../src/wallet/login-sign-in-message';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const expected = { appOrigin: 'http://localhost:5173', address: ADDRESS.toLowerCase(), chainId: 31337, now: NOW };
const fields = (overrides: Record<string, unknown> = {}) => ({
  domain: 'localhost:5173',
  accountAddress: ADDRESS,
  chainId: 'eip155:31337',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: new Date(NOW).toISOString(),
  ...overrides,
});

describe('the sign-in message a login signs', () => {
  it('is the EIP-4361 text of a message for the embedding site, this account and network', () => {
    expect(loginSignInText(fields({ statement: 'Sign in.' }), expected)).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in.',
        '',
        'URI: http://localhost:5173',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcdefgh1234',
        `Issued At: ${new Date(NOW).toISOString()}`,
      ].join('\n'),
    );
  });

  it.each([
    ['another domain', { domain: 'localhost:5174' }, 'The sign-in message is not for the site that embeds this frame'],
    ['a URI on another origin', { uri: 'https://evil.example/login' }, 'The sign-in message is not for the site that embeds this frame'],
    ['another account', { accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, 'The sign-in message is not for this account'],
    ['another network', { chainId: 'eip155:1' }, 'The sign-in message is not for this network'],
    ['resources', { resources: ['https://example.com/grant'] }, 'A sign-in message with resources needs its own approval'],
    ['an old Issued At', { issuedAt: new Date(NOW - 10 * 60_000).toISOString() }, 'The sign-in message is not current'],
    ['a past Expiration Time', { expirationTime: new Date(NOW - 1).toISOString() }, 'The sign-in message is not current'],
    ['a far Not Before', { notBefore: new Date(NOW + 3_600_000).toISOString() }, 'The sign-in message is not current'],
    ['a missing nonce', { nonce: undefined }, 'The sign-in message is malformed: nonce is missing'],
    ['a short nonce', { nonce: 'abc' }, 'Nonce must be at least 8 alphanumeric characters'],
    ['a statement over two lines', { statement: 'a\nb' }, 'The sign-in message is malformed'],
    ['a statement over 8 KB', { statement: 'a'.repeat(9000) }, 'The sign-in message is malformed: over 8 KB'],
  ])('refuses %s', (_what, overrides, message) => {
    expect(() => loginSignInText(fields(overrides), expected)).toThrow(message);
  });

  it('refuses anything when the embedding origin is unknown, and a value that is not a message', () => {
    expect(() => loginSignInText(fields(), { ...expected, appOrigin: undefined })).toThrow('not for the site');
    expect(() => loginSignInText('localhost wants you to sign in', expected)).toThrow('The sign-in message is malformed');
  });
});

describe('the one sign-in signature a login allows', () => {
  it('is taken once, by the address that logged in, within the window', () => {
    const allowance = createLoginSignInAllowance();
    expect(allowance.take(ADDRESS, NOW)).toBe(false);
    allowance.grant(ADDRESS.toLowerCase(), NOW);
    expect(allowance.take('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', NOW)).toBe(false);
    expect(allowance.take(ADDRESS, NOW + 1000)).toBe(true);
    expect(allowance.take(ADDRESS, NOW + 2000)).toBe(false);
    allowance.grant(ADDRESS, NOW);
    expect(allowance.take(ADDRESS, NOW + LOGIN_SIGN_IN_WINDOW_MS + 1)).toBe(false);
  });
});
