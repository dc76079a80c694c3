import { describe, expect, it } from 'vitest';
import { devnetChainsFile } from '@airlock/devnet';
import { parseChainsFile } from '../src/config/chains-file';
import { ConfigError } from '../src/config/server-config';

const ROUTER = '0x2E2fd1C4FC0C4668F4D566A1DCD4C4C8ea44DdAd';
const WETH = '0xCc624c75C7BA01A73E332aaae9daf8eC698D0c58';

function fileWithSwap(swap: unknown): unknown {
  const file = devnetChainsFile(['http://127.0.0.1:8545', 'http://127.0.0.1:8546']) as unknown as { chains: Record<string, unknown>[] };
  file.chains[0]!.swap = swap;
  delete file.chains[1]!.swap;
  return file;
}

describe('the chains file swap key', () => {
  it('takes the devnet chains file as the devnet writes it', () => {
    const [l1] = parseChainsFile(devnetChainsFile());
    expect(l1!.swap).toMatchObject({ v3Fees: [100, 500, 3000, 10000] });
    expect(l1!.swap!.quoter).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('needs only the router and the wrapped native token: fee tiers default, no intermediates, and a chain may have none', () => {
    const [l1, l2] = parseChainsFile(fileWithSwap({ router: ROUTER, wrappedNative: WETH }));
    expect(l1!.swap).toEqual({ router: ROUTER, wrappedNative: WETH, v3Fees: [100, 500, 3000, 10000], intermediates: [] });
    expect(l2!.swap).toBeUndefined();
  });

  it('refuses unknown keys, bad addresses and unbounded lists, naming the field', () => {
    const problems = (swap: unknown) => {
      try {
        parseChainsFile(fileWithSwap(swap));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problems({ router: ROUTER, wrappedNative: WETH, routr: ROUTER })).toMatch(/chains\[0\]\.swap/);
    expect(problems({ router: '0x12', wrappedNative: WETH })).toMatch(/chains\[0\]\.swap\.router: must be an address/);
    expect(problems({ router: ROUTER })).toMatch(/chains\[0\]\.swap\.wrappedNative/);
    expect(problems({ router: ROUTER, wrappedNative: WETH, v3Fees: [0] })).toMatch(/chains\[0\]\.swap\.v3Fees\[0\]/);
    expect(problems({ router: ROUTER, wrappedNative: WETH, intermediates: Array(9).fill(WETH) })).toMatch(/swap\.intermediates/);
  });
});
