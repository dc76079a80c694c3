import { describe, expect, it } from 'vitest';
import { REGISTRY_WALLETS } from '../src/wallets/registry/registry-wallets';

/** The registry lists wallets most used first; these are the ones a phone visitor most likely holds. */
const TOP_WALLETS = REGISTRY_WALLETS.slice(0, 20);
/** Spec §9: "Mobile deep links exist for three wallets" (the three AppKit opens by its own deep link). */
const SPEC_DEEP_LINK_WALLETS = ['phantom', 'solflare', 'coinbase'];
/** Top wallets with no phone app link we are sure of: a browser, and two whose app links are not public. */
const WITHOUT_APP_LINK = ['rabby', 'safe', 'brave'];

const NATIVE_LINK = /^[a-z][a-z0-9+.-]*:\/\/([a-z0-9.-]+(\/[\w.-]+)*\/?)?$/;

function isUniversalLink(link: string): boolean {
  const url = new URL(link);
  return (
    url.protocol === 'https:' &&
    url.hostname.includes('.') &&
    url.search === '' &&
    url.hash === '' &&
    !link.includes('?') &&
    !link.includes('#')
  );
}

describe('the registry’s phone app links', () => {
  it('lists 20 most used wallets, all but the known few with an app link', () => {
    expect(TOP_WALLETS).toHaveLength(20);
    const linked = (wallet: (typeof TOP_WALLETS)[number]) => wallet.mobile.native !== null || wallet.mobile.universal !== null;
    expect(TOP_WALLETS.filter((wallet) => !linked(wallet)).map((wallet) => wallet.id)).toEqual(WITHOUT_APP_LINK);
  });

  it('has an app link for each of the spec’s three deep-link wallets', () => {
    for (const id of SPEC_DEEP_LINK_WALLETS) {
      const wallet = REGISTRY_WALLETS.find((candidate) => candidate.id === id);
      expect(wallet, id).toBeDefined();
      expect(wallet!.mobile.native ?? wallet!.mobile.universal, id).not.toBeNull();
    }
  });

  it.each(TOP_WALLETS.filter((wallet) => wallet.mobile.native).map((wallet) => [wallet.id, wallet.mobile.native!]))(
    '%s: native link %s is an app scheme with an optional path',
    (_id, link) => {
      expect(link).toMatch(NATIVE_LINK);
      expect(link).not.toMatch(/^(https?|javascript|data|file):/);
    },
  );

  it.each(TOP_WALLETS.filter((wallet) => wallet.mobile.universal).map((wallet) => [wallet.id, wallet.mobile.universal!]))(
    '%s: universal link %s is https with no query or fragment',
    (_id, link) => {
      expect(isUniversalLink(link)).toBe(true);
    },
  );

  it('tells a bad link from a good one', () => {
    expect('metamask://').toMatch(NATIVE_LINK);
    expect('bnc://app.binance.com/cedefi/').toMatch(NATIVE_LINK);
    expect('metamask:').not.toMatch(NATIVE_LINK);
    expect('Trust://').not.toMatch(NATIVE_LINK);
    expect('trust://wc?uri=x').not.toMatch(NATIVE_LINK);
    expect(isUniversalLink('https://link.trustwallet.com')).toBe(true);
    expect(isUniversalLink('http://link.trustwallet.com')).toBe(false);
    expect(isUniversalLink('https://link.trustwallet.com/?ref=1')).toBe(false);
    expect(isUniversalLink('https://link.trustwallet.com/#wc')).toBe(false);
  });
});
