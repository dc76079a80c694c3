import { describe, expect, it } from 'vitest';
import { createIdentityCache, IDENTITY_CACHE_MS, IDENTITY_CACHE_SIZE } from '../../src/names/identity-cache';

const identity = (name: string) => ({ name, avatar: null });
const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`;

describe('the identity cache', () => {
  it('keeps an answer 5 minutes per network and address (any case), and forgets an address on every network', () => {
    let now = 0;
    const cache = createIdentityCache(() => now);
    cache.set('eip155:1', '0xAbC0000000000000000000000000000000000001', identity('alice.airlock.id'));
    cache.set('eip155:10', address(1), identity('alice.airlock.id'));
    expect(cache.get('eip155:1', '0xabc0000000000000000000000000000000000001')).toEqual(identity('alice.airlock.id'));
    expect(cache.get('eip155:8453', address(1))).toBeUndefined();
    now = IDENTITY_CACHE_MS - 1;
    expect(cache.get('eip155:10', address(1))).toBeDefined();
    now = IDENTITY_CACHE_MS;
    expect(cache.get('eip155:10', address(1))).toBeUndefined();

    cache.set('eip155:1', address(2), identity('bob.airlock.id'));
    cache.set('eip155:10', address(2), identity('bob.airlock.id'));
    cache.forget(address(2).toUpperCase().replace('0X', '0x'));
    expect(cache.get('eip155:1', address(2))).toBeUndefined();
    expect(cache.get('eip155:10', address(2))).toBeUndefined();
  });

  it('holds at most IDENTITY_CACHE_SIZE addresses, the oldest making way', () => {
    const cache = createIdentityCache(() => 0);
    for (let index = 0; index <= IDENTITY_CACHE_SIZE; index += 1) cache.set('eip155:1', address(index), identity(`n${index}`));
    expect(cache.get('eip155:1', address(0))).toBeUndefined();
    expect(cache.get('eip155:1', address(1))).toEqual(identity('n1'));
    expect(cache.get('eip155:1', address(IDENTITY_CACHE_SIZE))).toEqual(identity(`n${IDENTITY_CACHE_SIZE}`));
  });
});
