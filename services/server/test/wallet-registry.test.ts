import { describe, expect, it } from 'vitest';
import { walletEntrySchema } from '../src/wallets/wallet-entry-schema';
import { walletColour, walletInitials, walletMonogramDataUri, walletMonogramSvg } from '../src/wallets/wallet-monogram';
import { walletRegistry } from '../src/wallets/wallet-registry';
import { queryWallets } from '../src/wallets/wallets-query';
import { walletsQuerySchema } from '../src/wallets/wallets-query-schema';
import { chainMatches } from '../src/wallets/chain-ids';

const query = (raw: Record<string, string> = {}) => walletsQuerySchema.parse(raw);

describe('wallet registry data', () => {
  it('has at least 40 wallets with unique ids, names and rdns, each a valid entry', () => {
    const wallets = walletRegistry.all;
    expect(wallets.length).toBeGreaterThanOrEqual(40);
    for (const wallet of wallets) expect(walletEntrySchema.parse(wallet)).toEqual(wallet);
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(wallets.map((wallet) => wallet.id))).toBe(true);
    expect(unique(wallets.map((wallet) => wallet.name.toLowerCase()))).toBe(true);
    expect(unique(wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])))).toBe(true);
  });

  it('lists the wallets the brief names, with the rdns they announce, popular first', () => {
    const rdns = Object.fromEntries(walletRegistry.all.map((wallet) => [wallet.id, wallet.rdns]));
    expect(rdns).toMatchObject({
      metamask: 'io.metamask',
      trust: 'com.trustwallet.app',
      coinbase: 'com.coinbase.wallet',
      rainbow: 'me.rainbow',
      zerion: 'io.zerion.wallet',
      okx: 'com.okex.wallet',
      rabby: 'io.rabby',
      brave: 'com.brave.wallet',
      phantom: 'app.phantom',
    });
    expect(walletRegistry.all[0]!.id).toBe('metamask');
    expect(walletRegistry.get('trust')?.name).toBe('Trust Wallet');
    expect(walletRegistry.get('nope')).toBeUndefined();
  });
});

describe('wallet entry schema', () => {
  const minimal = { id: 'my-wallet', name: 'My Wallet', homepage: 'https://my.wallet', chains: ['eip155:1'] };

  it('fills links left out with null', () => {
    expect(walletEntrySchema.parse(minimal)).toEqual({
      ...minimal,
      rdns: null,
      mobile: { native: null, universal: null },
      desktop: { native: null, universal: null },
      webapp: null,
      stores: { ios: null, android: null, chrome: null, firefox: null },
    });
  });

  it.each([
    ['an id with capitals', { id: 'MyWallet' }],
    ['an empty name', { name: '  ' }],
    ['a javascript deep link', { mobile: { native: 'javascript://%0aalert(1)' } }],
    ['a data deep link', { desktop: { native: 'data://x' } }],
    ['a universal link that is not http', { mobile: { universal: 'ftp://x.example' } }],
    ['a homepage with credentials', { homepage: 'https://user:pw@my.wallet' }],
    ['no chains', { chains: [] }],
    ['a bad chain', { chains: ['eip155:1:0xabc'] }],
    ['an unknown field', { colour: 'red' }],
    ['a bad rdns', { rdns: 'metamask' }],
  ])('refuses %s', (_what, change) => {
    expect(walletEntrySchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
});

describe('monogram icons', () => {
  it('takes initials from words and camel case, leaving out "Wallet"', () => {
    expect(walletInitials('MetaMask')).toBe('MM');
    expect(walletInitials('Trust Wallet')).toBe('T');
    expect(walletInitials('imToken')).toBe('IT');
    expect(walletInitials('Safe{Wallet}')).toBe('S');
    expect(walletInitials('Wallet')).toBe('W');
    expect(walletInitials('***')).toBe('?');
  });

  it('is an SVG coloured by the id, escaped, and a data URI', () => {
    expect(walletColour('metamask')).toBe(walletColour('metamask'));
    expect(walletColour('metamask')).not.toBe(walletColour('trust'));
    const svg = walletMonogramSvg('x', '<script>');
    expect(svg).not.toContain('<script');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const uri = walletMonogramDataUri('metamask', 'MetaMask');
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(uri.split(',')[1]!, 'base64').toString()).toBe(walletMonogramSvg('metamask', 'MetaMask'));
  });
});

describe('wallet queries', () => {
  const all = walletRegistry.all;

  it('pages 40 by default, in registry order, counting every match', () => {
    const first = queryWallets(all, query());
    expect(first.count).toBe(all.length);
    expect(first.data.map((wallet) => wallet.id)).toEqual(all.slice(0, 40).map((wallet) => wallet.id));
    const second = queryWallets(all, query({ page: '2', entries: '40' }));
    expect(second.data.map((wallet) => wallet.id)).toEqual(all.slice(40).map((wallet) => wallet.id));
    expect(queryWallets(all, query({ page: '99' }))).toEqual({ count: all.length, data: [] });
  });

  it('excludes wallets by id, rdns or name, case-insensitively, and counts without them', () => {
    const excluded = queryWallets(all, query({ exclude: 'metamask, COM.TRUSTWALLET.APP,rainbow ,Safe{Wallet}', entries: '100' }));
    const excludedIds = ['metamask', 'trust', 'rainbow', 'safe'];
    expect(excluded.count).toBe(all.length - excludedIds.length);
    expect(excluded.data.map((wallet) => wallet.id)).toEqual(all.map((wallet) => wallet.id).filter((id) => !excludedIds.includes(id)));
    expect(queryWallets(all, query({ exclude: 'trust wallet', search: 'trust' })).count).toBe(0);
  });

  it('refuses excluded items with control characters or over 128 characters', () => {
    expect(walletsQuerySchema.safeParse({ exclude: 'a\u0000b' }).success).toBe(false);
    expect(walletsQuerySchema.safeParse({ exclude: 'x'.repeat(129) }).success).toBe(false);
    expect(walletsQuerySchema.safeParse({ exclude: 'Trust Wallet,io.metamask,rainbow' }).success).toBe(true);
  });

  it('matches chains by id or namespace on either side', () => {
    expect(chainMatches('eip155', 'eip155:1')).toBe(true);
    expect(chainMatches('eip155:1', 'eip155')).toBe(true);
    expect(chainMatches('eip155:1', 'eip155:10')).toBe(false);
    expect(chainMatches('solana', 'eip155:1')).toBe(false);
  });
});
