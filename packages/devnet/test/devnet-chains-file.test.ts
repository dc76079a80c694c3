import { describe, expect, it } from 'vitest';
import { DEVNET_ADDRESSES, DEVNET_ENS_RESOLVER_OWNER, DEVNET_ONRAMP_TREASURY, devnetChainsFile } from '../src/index';

describe('devnetChainsFile', () => {
  it('lists UNI among the tokens and routes swaps through SwapRouter02 over both Uniswap versions', () => {
    for (const chain of devnetChainsFile().chains) {
      expect(chain.tokens.map(({ symbol }) => symbol)).toEqual(['USDC', 'DAI', 'WETH', 'UNI']);
      expect(chain.tokens[3]).toEqual({ address: DEVNET_ADDRESSES.uni, name: 'Uniswap', symbol: 'UNI', decimals: 18 });
      expect(chain.swap).toEqual({
        router: DEVNET_ADDRESSES.swapRouter02,
        wrappedNative: DEVNET_ADDRESSES.weth,
        v2Factory: DEVNET_ADDRESSES.uniswapV2Factory,
        v3Factory: DEVNET_ADDRESSES.uniswapV3Factory,
        quoter: DEVNET_ADDRESSES.uniswapV3QuoterV2,
        v3Fees: [100, 500, 3000, 10000],
        intermediates: [DEVNET_ADDRESSES.weth, DEVNET_ADDRESSES.usdc, DEVNET_ADDRESSES.dai],
      });
    }
  });

  it('tells the server where ENS is and lets it point the airlock.id resolver at its own gateway', () => {
    for (const chain of devnetChainsFile().chains) {
      expect(chain.ens).toEqual({
        registry: DEVNET_ADDRESSES.ensRegistry,
        universalResolver: DEVNET_ADDRESSES.ensUniversalResolver,
        publicResolver: DEVNET_ADDRESSES.ensPublicResolver,
        offchainResolver: DEVNET_ADDRESSES.ensOffchainResolver,
        suffix: 'airlock.id',
        resolverOwnerKey: DEVNET_ENS_RESOLVER_OWNER.privateKey,
      });
    }
  });

  it('gives the server the sandbox on-ramp treasury key on every chain', () => {
    for (const chain of devnetChainsFile().chains) expect(chain.onramp).toEqual({ treasuryKey: DEVNET_ONRAMP_TREASURY.privateKey });
  });
});
