// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { announceTestWallet, defaultTestWalletInfo, type WalletAnnouncementInfo } from '../src/index';

interface Announcement {
  info: WalletAnnouncementInfo;
  provider: unknown;
}

function collectAnnouncements(): { announcements: Announcement[]; stop(): void } {
  const announcements: Announcement[] = [];
  const listener = (event: Event) => announcements.push((event as CustomEvent<Announcement>).detail);
  window.addEventListener('eip6963:announceProvider', listener);
  return { announcements, stop: () => window.removeEventListener('eip6963:announceProvider', listener) };
}

describe('announceTestWallet', () => {
  it('announces at once and again on every eip6963:requestProvider, with a frozen detail', () => {
    const { announcements, stop } = collectAnnouncements();
    const provider = { request: async () => null };
    const unsubscribe = announceTestWallet(provider);
    expect(announcements).toHaveLength(1);

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announcements).toHaveLength(2);
    const [first, second] = announcements;
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first!.info)).toBe(true);
    expect(first!.provider).toBe(provider);
    expect(first!.info).toMatchObject(defaultTestWalletInfo);
    expect(first!.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first!.info.icon).toMatch(/^data:image\/svg\+xml,/);

    unsubscribe();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announcements).toHaveLength(2);
    stop();
  });

  it('announces two wallets with distinct info on one page', () => {
    const { announcements, stop } = collectAnnouncements();
    const stopFirst = announceTestWallet({ id: 1 });
    const stopSecond = announceTestWallet({ id: 2 }, { name: 'Second Test Wallet', rdns: 'dev.airlock.second' });
    announcements.length = 0;

    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announcements.map((a) => [a.info.name, a.info.rdns])).toEqual([
      ['Airlock Test Wallet', 'dev.airlock.testwallet'],
      ['Second Test Wallet', 'dev.airlock.second'],
    ]);
    expect(new Set(announcements.map((a) => a.info.uuid)).size).toBe(2);
    stopFirst();
    stopSecond();
    stop();
  });

  it('announces on any EventTarget it is given', () => {
    const target = new EventTarget();
    const names: string[] = [];
    target.addEventListener('eip6963:announceProvider', (event) => names.push((event as CustomEvent<Announcement>).detail.info.name));
    const unsubscribe = announceTestWallet({}, { name: 'Elsewhere' }, target);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(names).toEqual(['Elsewhere', 'Elsewhere']);
    unsubscribe();
  });
});
