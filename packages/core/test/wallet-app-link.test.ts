import { describe, expect, it } from 'vitest';
import { createWalletConnectStore, showPairingUri } from '../src/walletconnect/walletconnect-store';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, pairingAppLink, walletAppLink, walletDeepLink } from '../src';
// The server's registry data as fixtures: the links these functions are given in production.
import { REGISTRY_WALLETS } from '../../../services/server/src/wallets/registry/registry-wallets';

const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2' +
  '?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const TOP_WALLETS = REGISTRY_WALLETS.slice(0, 20);

describe('walletAppLink', () => {
  it('prefers the universal link, which opens the wallet’s site when the app is missing', () => {
    expect(walletAppLink({ native: 'metamask://', universal: 'https://metamask.app.link' })).toBe('https://metamask.app.link');
  });

  it('falls back to the native scheme, and is undefined without links', () => {
    expect(walletAppLink({ native: 'ledgerlive://', universal: null })).toBe('ledgerlive://');
    expect(walletAppLink({ native: null, universal: null })).toBeUndefined();
  });
});

describe('pairingAppLink', () => {
  const links = { native: 'trust://', universal: 'https://link.trustwallet.com' };

  it('is the app link carrying the current pairing URI once one is shown', () => {
    const store = createWalletConnectStore();
    expect(pairingAppLink(store.getState(), links)).toBeUndefined();
    showPairingUri(store, 'wc:first@2');
    expect(pairingAppLink(store.getState(), links)).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent('wc:first@2')}`);
    showPairingUri(store, 'wc:second@2');
    expect(pairingAppLink(store.getState(), links)).toBe(`https://link.trustwallet.com/wc?uri=${encodeURIComponent('wc:second@2')}`);
  });

  it('is undefined once the URI expires, after a rejection, and for a wallet without links', () => {
    const store = createWalletConnectStore();
    const shownAt = 1_000_000;
    showPairingUri(store, 'wc:first@2', shownAt);
    expect(pairingAppLink(store.getState(), links, shownAt + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1)).toBeDefined();
    expect(pairingAppLink(store.getState(), links, shownAt + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)).toBeUndefined();

    showPairingUri(store, 'wc:first@2');
    store.setState({ status: 'disconnected', uri: undefined, pairingExpiry: undefined, error: 'rejected' });
    expect(pairingAppLink(store.getState(), links)).toBeUndefined();

    showPairingUri(store, 'wc:second@2');
    expect(pairingAppLink(store.getState(), { native: null, universal: null })).toBeUndefined();
  });
});

describe('the registry’s 20 most used wallets', () => {
  const withLinks = TOP_WALLETS.flatMap((wallet) =>
    [wallet.mobile.universal, wallet.mobile.native].flatMap((base) => (base ? [[wallet.id, base] as const] : [])),
  );

  it('have app links to test', () => {
    expect(TOP_WALLETS).toHaveLength(20);
    expect(new Set(withLinks.map(([id]) => id)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(withLinks)('%s: %s with a pairing URI parses and carries the URI in its uri parameter', (_id, base) => {
    const link = new URL(walletDeepLink(base, PAIRING_URI));
    expect(link.protocol).toBe(new URL(base).protocol);
    expect(link.searchParams.get('uri')).toBe(PAIRING_URI);
    expect(link.pathname.endsWith('wc') || link.host === 'wc').toBe(true);
    expect(link.hash).toBe('');
  });
});
