import {
  createPublicClient,
  createWalletClient,
  encodePacked,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airlockTokenAbi, DEVNET_ADDRESSES, DEVNET_SEED_AMOUNTS, defineDevnetChain, startDevnet, type Devnet } from '../src/index';
import {
  DEVNET_TOKENS,
  DEVNET_UNISWAP_V3_POOLS,
  swapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3QuoterV2Abi,
} from '../src/browser';
import { sqrtPriceX96 } from '../src/uniswap-v3/sqrt-price-x96';

let devnet: Devnet;
let clients: PublicClient[];

beforeAll(async () => {
  devnet = await startDevnet();
  clients = devnet.chains.map((chain) => createPublicClient({ chain: defineDevnetChain(chain), transport: http(chain.rpcUrl) }));
});

afterAll(async () => {
  await devnet?.stop();
});

const { weth, usdc, dai, uni, swapRouter02: router, uniswapV3QuoterV2: quoter, uniswapV3Factory: factory } = DEVNET_ADDRESSES;

function balanceOf(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: airlockTokenAbi, functionName: 'balanceOf', args: [owner] });
}

function expectNear(actual: bigint, expected: bigint, tolerance: bigint): void {
  expect(actual > expected - tolerance && actual < expected + tolerance, `${actual} not within ${tolerance} of ${expected}`).toBe(true);
}

describe('Uniswap V3 on a started devnet', () => {
  it('deploys UNI, the factory, position manager, QuoterV2 and SwapRouter02 (wired to both factories) on both chains', async () => {
    for (const client of clients) {
      for (const address of [uni, factory, DEVNET_ADDRESSES.uniswapV3PositionManager, quoter, router]) {
        expect(await client.getCode({ address }), address).toMatch(/^0x[0-9a-f]{100,}$/);
      }
      const read = (functionName: 'factory' | 'factoryV2' | 'positionManager' | 'WETH9') =>
        client.readContract({ address: router, abi: swapRouter02Abi, functionName });
      expect([await read('factoryV2'), await read('factory'), await read('positionManager'), await read('WETH9')]).toEqual([
        DEVNET_ADDRESSES.uniswapV2Factory,
        factory,
        DEVNET_ADDRESSES.uniswapV3PositionManager,
        weth,
      ]);
      const symbol = await client.readContract({ address: uni, abi: airlockTokenAbi, functionName: 'symbol' });
      expect([symbol, await client.readContract({ address: uni, abi: airlockTokenAbi, functionName: 'decimals' })]).toEqual(['UNI', 18]);
    }
  });

  it('gives every account 100 UNI', async () => {
    for (const client of clients) {
      for (const { address } of devnet.accounts) {
        expect(await balanceOf(client, uni, address)).toBe(DEVNET_SEED_AMOUNTS.uniPerAccount);
      }
    }
  });

  it('creates every pool at its fee tier, at its seeded price, with full-range liquidity', async () => {
    expect(DEVNET_UNISWAP_V3_POOLS.map(({ tokenA, tokenB, fee }) => `${tokenA}/${tokenB} ${fee}`)).toEqual([
      'weth/usdc 500',
      'weth/usdc 3000',
      'usdc/dai 100',
      'usdc/dai 500',
      'weth/dai 3000',
      'weth/uni 3000',
    ]);
    for (const client of clients) {
      for (const { tokenA, amountA, tokenB, amountB, fee } of DEVNET_UNISWAP_V3_POOLS) {
        const [a, b] = [DEVNET_TOKENS[tokenA].address, DEVNET_TOKENS[tokenB].address];
        const pool = await client.readContract({ address: factory, abi: uniswapV3FactoryAbi, functionName: 'getPool', args: [a, b, fee] });
        const read = <F extends 'token0' | 'token1' | 'fee' | 'liquidity'>(functionName: F) =>
          client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName });
        const aFirst = BigInt(a) < BigInt(b);
        expect([await read('token0'), await read('token1'), await read('fee')]).toEqual([...(aFirst ? [a, b] : [b, a]), fee]);
        expect(await read('liquidity')).toBeGreaterThan(0n);
        const [sqrtPrice] = await client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' });
        expect(sqrtPrice).toBe(aFirst ? sqrtPriceX96(amountA, amountB) : sqrtPriceX96(amountB, amountA));
        // And the price a human reads: token1 per token0, decimals applied.
        const [decimals0, decimals1] = aFirst
          ? [DEVNET_TOKENS[tokenA].decimals, DEVNET_TOKENS[tokenB].decimals]
          : [DEVNET_TOKENS[tokenB].decimals, DEVNET_TOKENS[tokenA].decimals];
        const price = (Number(sqrtPrice) / 2 ** 96) ** 2 * 10 ** (decimals0 - decimals1);
        const expected = aFirst ? Number(amountB) / Number(amountA) : Number(amountA) / Number(amountB);
        expect(price / (expected * 10 ** (decimals0 - decimals1))).toBeCloseTo(1, 9);
      }
    }
    const [wethUsdc500] = DEVNET_UNISWAP_V3_POOLS;
    expect(wethUsdc500.amountB / parseUnits('1', 6) / (wethUsdc500.amountA / parseEther('1'))).toBe(3000n);
  });

  it('quotes 1 ETH for about 3000 USDC on the 0.05 % tier, less the fee and price impact', async () => {
    for (const client of clients) {
      const { result } = await client.simulateContract({
        address: quoter,
        abi: uniswapV3QuoterV2Abi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn: weth, tokenOut: usdc, amountIn: parseEther('1'), fee: 500, sqrtPriceLimitX96: 0n }],
      });
      const [amountOut] = result;
      // 3000 × (1 − 0.0005) with 1 ETH against 500: about 2992.5.
      expect(amountOut).toBeGreaterThan(parseUnits('2985', 6));
      expect(amountOut).toBeLessThan(parseUnits('2998.5', 6));
    }
  });

  describe('swaps through SwapRouter02', () => {
    const account = () => privateKeyToAccount(devnet.accounts[5]!.privateKey);
    const wallet = () =>
      createWalletClient({ account: account(), chain: defineDevnetChain(devnet.chains[0]!), transport: http(devnet.chains[0]!.rpcUrl) });
    const confirm = async (sent: Promise<Hex>) => {
      const receipt = await clients[0]!.waitForTransactionReceipt({ hash: await sent });
      expect(receipt.status).toBe('success');
    };

    it('sells ETH for USDC with exactInputSingle and msg.value', async () => {
      const client = clients[0]!;
      const owner = account().address;
      const [usdcBefore, ethBefore] = [await balanceOf(client, usdc, owner), await client.getBalance({ address: owner })];
      const params = {
        tokenIn: weth,
        tokenOut: usdc,
        fee: 500,
        recipient: owner,
        amountIn: parseEther('1'),
        amountOutMinimum: parseUnits('2900', 6),
        sqrtPriceLimitX96: 0n,
      } as const;
      await confirm(
        wallet().writeContract({
          address: router,
          abi: swapRouter02Abi,
          functionName: 'exactInputSingle',
          args: [params],
          value: parseEther('1'),
        }),
      );
      expectNear((await balanceOf(client, usdc, owner)) - usdcBefore, parseUnits('2992.5', 6), parseUnits('5', 6));
      expect(ethBefore - (await client.getBalance({ address: owner }))).toBeGreaterThan(parseEther('1'));
    });

    it('sells UNI for USDC through WETH with exactInput after approving the router', async () => {
      const client = clients[0]!;
      const owner = account().address;
      await confirm(wallet().writeContract({ address: uni, abi: airlockTokenAbi, functionName: 'approve', args: [router, maxUint256] }));
      const path = encodePacked(['address', 'uint24', 'address', 'uint24', 'address'], [uni, 3000, weth, 500, usdc]);
      const amountIn = parseEther('10');
      const { result: quote } = await client.simulateContract({
        address: quoter,
        abi: uniswapV3QuoterV2Abi,
        functionName: 'quoteExactInput',
        args: [path, amountIn],
      });
      const [usdcBefore, uniBefore] = [await balanceOf(client, usdc, owner), await balanceOf(client, uni, owner)];
      const params = { path, recipient: owner, amountIn, amountOutMinimum: 0n } as const;
      await confirm(wallet().writeContract({ address: router, abi: swapRouter02Abi, functionName: 'exactInput', args: [params] }));
      expect(uniBefore - (await balanceOf(client, uni, owner))).toBe(amountIn);
      const received = (await balanceOf(client, usdc, owner)) - usdcBefore;
      expect(received).toBe(quote[0]);
      // 10 UNI at 6 USD, less 0.3 % and 0.05 %, after the ETH sale above moved the WETH/USDC price a little.
      expectNear(received, parseUnits('59.8', 6), parseUnits('0.5', 6));
    });

    it('routes a V2 swap with swapExactTokensForTokens', async () => {
      const client = clients[0]!;
      const owner = account().address;
      await confirm(wallet().writeContract({ address: usdc, abi: airlockTokenAbi, functionName: 'approve', args: [router, maxUint256] }));
      const [usdcBefore, daiBefore] = [await balanceOf(client, usdc, owner), await balanceOf(client, dai, owner)];
      const amountIn = parseUnits('100', 6);
      await confirm(
        wallet().writeContract({
          address: router,
          abi: swapRouter02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, parseEther('99'), [usdc, dai], owner],
        }),
      );
      expect(usdcBefore - (await balanceOf(client, usdc, owner))).toBe(amountIn);
      // The V2 USDC/DAI pair: 0.3 % fee, 1,000,000 on each side.
      expectNear((await balanceOf(client, dai, owner)) - daiBefore, parseEther('99.69'), parseEther('0.05'));
    });
  });
});
