import { describe, expect, it } from 'vitest';
import { embeddingOrigin } from '../src/messaging/embedding-origin';
import { isOriginAllowed } from '../src/messaging/origin-allowlist';

const DEMO = ['http://localhost:*', 'http://127.0.0.1:*'];

describe('isOriginAllowed', () => {
  it('matches port wildcards, exact origins, subdomains and *', () => {
    expect(isOriginAllowed('http://localhost:5173', DEMO)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:1', DEMO)).toBe(true);
    expect(isOriginAllowed('http://localhost', DEMO)).toBe(true);
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isOriginAllowed('https://localhost:5173', DEMO)).toBe(false);
    expect(isOriginAllowed('http://evil.test:5173', DEMO)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.test', DEMO)).toBe(false);
    expect(isOriginAllowed('https://example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://evilexample.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('null', ['*'])).toBe(false);
    expect(isOriginAllowed('http://localhost:5173/path', DEMO)).toBe(false);
    // Browsers serialise origins without a default port; anything else is not an origin.
    expect(isOriginAllowed('https://app.example.com:443', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('not a url', DEMO)).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(false);
  });
});

describe('embeddingOrigin', () => {
  it('prefers ancestorOrigins[0]', () => {
    expect(embeddingOrigin({ ancestorOrigins: ['http://localhost:5173', 'https://top.test'], referrer: 'https://other.test/x' })).toBe(
      'http://localhost:5173',
    );
  });

  it('falls back to the referrer origin', () => {
    expect(embeddingOrigin({ referrer: 'https://dapp.test/page?q=1' })).toBe('https://dapp.test');
    expect(embeddingOrigin({ ancestorOrigins: [], referrer: 'https://dapp.test/' })).toBe('https://dapp.test');
  });

  it('is undefined when nothing says', () => {
    expect(embeddingOrigin({ referrer: '' })).toBeUndefined();
    expect(embeddingOrigin({ referrer: 'garbage' })).toBeUndefined();
    expect(embeddingOrigin({ ancestorOrigins: ['null'], referrer: 'https://dapp.test/' })).toBeUndefined();
  });
});
