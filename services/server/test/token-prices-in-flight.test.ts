import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, custom, getAddress, type PublicClient } from 'viem';
import { chainClientsFor, type ChainClient } from '../src/blockchain/chain-clients';
import { tokenPricesUsd } from '../src/blockchain/token-prices';
import { createMemoryCache } from '../src/cache/memory-cache';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { RpcUnavailableError } from '../src/rpc/upstream-error';

/** Parallel requests that miss the price cache together ask the node once per token, not once each. */
describe('token prices looked up in parallel', () => {
  let devnet: Devnet;
  let chain: ChainClient;
  let ethCalls = 0;
  let nodeDown = false;
  beforeAll(async () => {
    devnet = await startDevnet();
    const real = chainClientsFor(devnetChainConfigs(devnet.chains.map((c) => c.rpcUrl))).all[0]!;
    const counting = custom(
      {
        async request({ method, params }) {
          if (method === 'eth_call') ethCalls += 1;
          if (nodeDown) throw new RpcUnavailableError([]);
          return real.client.request({ method, params } as never);
        },
      },
      { retryCount: 0 },
    );
    chain = { ...real, client: createPublicClient({ chain: real.client.chain, transport: counting }) as PublicClient };
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  it('sends one quote for 50 parallel lookups of the same tokens, and every caller gets its price', async () => {
    const usdc = chain.config.tokens.find((token) => token.symbol === 'USDC')!;
    const tokens = [
      { address: getAddress(usdc.address), decimals: usdc.decimals },
      // No pool prices this one: 0.
      { address: getAddress('0x00000000000000000000000000000000000ddd01'), decimals: 18 },
    ];
    const cache = createMemoryCache();
    ethCalls = 0;
    const prices = await Promise.all(Array.from({ length: 50 }, () => tokenPricesUsd(cache, chain, tokens)));
    expect(new Set(prices.map((pair) => pair.join()))).toEqual(new Set(['1,0']));
    expect(ethCalls).toBe(1);

    // Later callers read the cache.
    expect(await tokenPricesUsd(cache, chain, tokens)).toEqual([1, 0]);
    expect(ethCalls).toBe(1);
  });

  it('lets a failed lookup go, so the next one asks again', async () => {
    const token = [{ address: getAddress('0x00000000000000000000000000000000000ddd02'), decimals: 18 }];
    const cache = createMemoryCache();
    nodeDown = true;
    ethCalls = 0;
    const failed = await Promise.allSettled([tokenPricesUsd(cache, chain, token), tokenPricesUsd(cache, chain, token)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(ethCalls).toBe(1);
    nodeDown = false;
    expect(await tokenPricesUsd(cache, chain, token)).toEqual([0]);
    expect(ethCalls).toBe(2);
  });
  it('answers a last known price at once for a caller that takes one, while a fresh lookup runs', async () => {
    const token = [{ address: getAddress('0x00000000000000000000000000000000000ddd03'), decimals: 18 }];
    const cache = createMemoryCache();
    expect(await tokenPricesUsd(cache, chain, token)).toEqual([0]);
    // The 30 s are up; the node is down meanwhile.
    await cache.delete(`price:${chain.config.caipNetworkId}:${token[0]!.address.toLowerCase()}`);
    nodeDown = true;
    ethCalls = 0;
    expect(await tokenPricesUsd(cache, chain, token, { lastKnown: true })).toEqual([0]);
    await expect(tokenPricesUsd(cache, chain, token)).rejects.toThrow();
    expect(ethCalls).toBe(1);
    nodeDown = false;
  });
});
