import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, weth9Abi, type Devnet } from '@airlock/devnet';
import type { TokenBalance } from '@airlock/protocol';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { deadUrl } from './support/scripted-upstream';
import { buildTestServer } from './support/test-server';

const project = `projectId=${DEMO_PROJECT_ID}&st=appkit&sv=react-1.0.0`;

describe('blockchain API on a devnet', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const balancesOf = async (address: string, extra = '') => {
    const response = await get(`/v1/account/${address}/balance?${project}&currency=usd&chainId=eip155:31337${extra}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { balances: TokenBalance[] }).balances;
  };

  it('lists the configured chains', async () => {
    const response = await get(`/v1/supported-chains?${project}`);
    expect(response.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] });
  });

  it('returns native and token balances with on-chain prices, omitting zero balances', async () => {
    const balances = await balancesOf(devnet.accounts[2]!.address);
    // Every devnet account holds 100 UNI too (seeded for the Uniswap V3 pools).
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'UNI']);
    const [eth, usdc, dai] = balances as [TokenBalance, TokenBalance, TokenBalance];
    expect(eth).toMatchObject({ name: 'Ether', chainId: 'eip155:31337', quantity: { decimals: '18' } });
    expect(eth.address).toBeUndefined();
    expect(eth.price).toBeGreaterThan(2950);
    expect(eth.price).toBeLessThan(3050);
    expect(eth.value).toBeCloseTo(Number(eth.quantity.numeric) * eth.price, 3);
    expect(eth.iconUrl).toMatch(/^data:image\/svg\+xml/);
    expect(usdc).toMatchObject({
      symbol: 'USDC',
      address: devnet.addresses.usdc,
      quantity: { decimals: '6', numeric: '10000' },
      price: 1,
      value: 10000,
    });
    expect(dai).toMatchObject({ quantity: { decimals: '18', numeric: '10000' } });
    expect(dai.price).toBeGreaterThan(0.99);
    expect(dai.price).toBeLessThan(1.01);
  });

  it('caches balances 30 s until forceUpdate', async () => {
    const holder = privateKeyToAccount(devnet.accounts[3]!.privateKey);
    const wallet = createWalletClient({ account: holder, transport: http(devnet.chains[0].rpcUrl) });
    const before = await balancesOf(holder.address);
    const fresh = privateKeyToAccount(`0x${'5'.repeat(64)}`).address;
    const hash = await wallet.sendTransaction({ to: fresh, value: parseEther('2'), chain: null });
    await createPublicClient({ transport: http(devnet.chains[0].rpcUrl) }).waitForTransactionReceipt({ hash });

    const cached = await balancesOf(holder.address);
    expect(cached).toEqual(before);
    const updated = await balancesOf(holder.address, `&forceUpdate=${Date.now()}`);
    expect(Number(updated[0]!.quantity.numeric)).toBeLessThan(Number(before[0]!.quantity.numeric) - 1.9);
    expect(await balancesOf(holder.address)).toEqual(updated);

    const received = await balancesOf(fresh);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ symbol: 'ETH', quantity: { decimals: '18', numeric: '2' } });
  });

  it('prices WETH like ETH and reports exact decimal quantities', async () => {
    const holder = privateKeyToAccount(devnet.accounts[4]!.privateKey);
    const wallet = createWalletClient({ account: holder, transport: http(devnet.chains[0].rpcUrl) });
    const hash = await wallet.writeContract({
      address: devnet.addresses.weth,
      abi: weth9Abi,
      functionName: 'deposit',
      value: 1_234_567_890_123_456_789n,
      chain: null,
    });
    // anvil answers with the hash before the block is readable; read balances once it is mined.
    await createPublicClient({ transport: http(devnet.chains[0].rpcUrl) }).waitForTransactionReceipt({ hash });
    const weth = (await balancesOf(holder.address)).find((balance) => balance.symbol === 'WETH')!;
    expect(weth.quantity).toEqual({ decimals: '18', numeric: '1.234567890123456789' });
    expect(weth.price).toBeGreaterThan(2950);
    expect(weth.price).toBeLessThan(3050);
  });

  it('returns no balances for an unsupported network, 400 for a bad address', async () => {
    const unsupported = await get(`/v1/account/${devnet.accounts[2]!.address}/balance?${project}&currency=usd&chainId=eip155:1`);
    expect(unsupported.statusCode).toBe(200);
    expect(unsupported.json()).toEqual({ balances: [] });
    for (const address of ['0x123', 'not-an-address', `0x${'z'.repeat(40)}`]) {
      const bad = await get(`/v1/account/${address}/balance?${project}&chainId=eip155:31337`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('address');
    }
    const noChain = await get(`/v1/account/${devnet.accounts[2]!.address}/balance?${project}`);
    expect(noChain.statusCode).toBe(400);
    const euro = await get(`/v1/account/${devnet.accounts[2]!.address}/balance?${project}&chainId=eip155:31337&currency=eur`);
    expect(euro.statusCode).toBe(400);
    expect(euro.json().message).toContain('only usd is supported');
  });

  it('prices fungibles by CAIP-10 id, skipping other chains and non-fungibles', async () => {
    const ids = [
      `eip155:31337:${devnet.addresses.weth}`,
      `eip155:31337:${devnet.addresses.usdc}`,
      `eip155:31337:${devnet.addresses.dai.toLowerCase()}`,
      'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      `eip155:1:${devnet.addresses.usdc}`,
      `eip155:31337:${devnet.addresses.nft}`,
    ];
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { projectId: DEMO_PROJECT_ID, currency: 'usd', addresses: ids },
    });
    expect(response.statusCode).toBe(200);
    const { fungibles } = response.json() as {
      fungibles: { address: string; symbol: string; name: string; price: number; iconUrl: string }[];
    };
    expect(fungibles.map((fungible) => fungible.symbol)).toEqual(['WETH', 'USDC', 'DAI', 'ETH']);
    expect(fungibles.map((fungible) => fungible.address)).toEqual(ids.slice(0, 4));
    expect(fungibles[0]!.price).toBeGreaterThan(2950);
    expect(fungibles[1]).toMatchObject({ name: 'USD Coin', price: 1 });
    expect(fungibles[3]!.price).toBeCloseTo(fungibles[0]!.price, 6);
  });

  it('reads name, symbol and decimals of a token missing from the list', async () => {
    const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
    chains[0]!.tokens = chains[0]!.tokens.filter((token) => token.symbol !== 'DAI');
    const bare = await buildTestServer({ chains });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/v1/fungible/price',
        payload: { projectId: DEMO_PROJECT_ID, currency: 'usd', addresses: [`eip155:31337:${devnet.addresses.dai}`] },
      });
      const [dai] = response.json().fungibles;
      expect(dai).toMatchObject({ symbol: 'DAI', iconUrl: '' });
      expect(dai.name.length).toBeGreaterThan(0);
      expect(dai.price).toBeGreaterThan(0.99);
    } finally {
      await bare.close();
    }
  });

  it('answers 503 with Retry-After when the chain cannot be reached', async () => {
    const down = await buildTestServer({ chains: devnetChainConfigs([await deadUrl(), await deadUrl()]) });
    try {
      const response = await down.app.inject({ url: `/v1/account/${devnet.accounts[0]!.address}/balance?${project}&chainId=eip155:31337` });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('RPC upstream unavailable');
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await down.close();
    }
  });

  it('rejects malformed price requests with 400', async () => {
    for (const payload of [
      { projectId: DEMO_PROJECT_ID, currency: 'usd', addresses: ['0x1234'] },
      { projectId: DEMO_PROJECT_ID, currency: 'usd', addresses: 'eip155:1:0x' },
      { projectId: DEMO_PROJECT_ID, currency: 'usd' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/v1/fungible/price', payload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('estimates gas prices from fee history', async () => {
    const response = await get(`/v1/convert/gas-price?${project}&chainId=eip155:31337`);
    expect(response.statusCode).toBe(200);
    const { standard, fast, instant } = response.json() as { standard: string; fast: string; instant: string };
    for (const value of [standard, fast, instant]) expect(value).toMatch(/^\d+$/);
    expect(BigInt(standard)).toBeGreaterThan(0n);
    expect(BigInt(fast)).toBeGreaterThanOrEqual(BigInt(standard));
    expect(BigInt(instant)).toBeGreaterThanOrEqual(BigInt(fast));
  });

  it('refuses gas prices on an unsupported network', async () => {
    for (const query of ['&chainId=eip155:1', '']) {
      const response = await get(`/v1/convert/gas-price?${project}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Network not supported for Gas Price');
    }
  });

  it('requires a project on every route', async () => {
    for (const url of [
      '/v1/supported-chains',
      `/v1/account/${devnet.accounts[0]!.address}/balance?chainId=eip155:31337`,
      '/v1/convert/gas-price?chainId=eip155:31337',
      `/v1/identity/${devnet.accounts[0]!.address}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Project ID Not Configured');
    }
  });
});
