import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import { NATIVE_TOKEN_ADDRESS, type SwapBuildResponse, type SwapQuote, type SwapToken } from '@airlock/protocol';
import { getAddress, parseAbi, parseEther } from 'viem';
import type { AirlockServer } from '../src/app/build-server';
import { swapRouterCall } from '../src/convert/swap-router-calldata';
import { encodeV3Path } from '../src/convert/v3-path';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { swapChainConfigs, swapUser } from './support/swap-devnet';
import { buildTestServer } from './support/test-server';

const sdk = `projectId=${DEMO_PROJECT_ID}&st=appkit&sv=react-1.0.0`;
const L1 = 'eip155:31337';
const caip = (address: string) => `${L1}:${address}`;
const ETH = caip(NATIVE_TOKEN_ADDRESS);
const USDC = caip(DEVNET_ADDRESSES.usdc);
const DAI = caip(DEVNET_ADDRESSES.dai);
const UNI = caip(DEVNET_ADDRESSES.uni);

const v2RouterAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)']);
const quoterAbi = parseAbi(['function quoteExactInput(bytes path, uint256 amountIn) returns (uint256, uint160[], uint32[], uint256)']);
const addressOf = (id: string) => getAddress(id.split(':')[2]!);

describe('convert API on a devnet', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    const [l1, l2] = swapChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
    // The L2 is configured without swaps: a network the server knows but does not swap on.
    server = await buildTestServer({ chains: [l1!, { ...l2!, swap: undefined }] });
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  const get = (path: string) => server.app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}${sdk}` });
  const quotes = async (from: string, to: string, amount: bigint, user = devnet.accounts[0]!.address) => {
    const response = await get(`/v1/convert/quotes?amount=${amount}&userAddress=${caip(user)}&from=${from}&to=${to}&gasPrice=1`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { quotes: SwapQuote[] }).quotes;
  };
  const build = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/v1/convert/build-transaction', payload: { projectId: DEMO_PROJECT_ID, ...payload } });
  const built = async (payload: Record<string, unknown>) => {
    const response = await build(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SwapBuildResponse;
  };

  /** What the router (V2) or QuoterV2 (V3) says the quote's route returns now. */
  async function onChainAmount(quote: SwapQuote): Promise<bigint> {
    const reader = swapUser(devnet, 0).reader;
    const tokens = [addressOf(quote.route[0]!.tokenIn), ...quote.route.map((hop) => addressOf(hop.tokenOut))];
    if (quote.route[0]!.protocol === 'uniswap-v2') {
      const amounts = await reader.readContract({
        address: DEVNET_ADDRESSES.uniswapV2Router,
        abi: v2RouterAbi,
        functionName: 'getAmountsOut',
        args: [BigInt(quote.fromAmount), tokens],
      });
      return amounts.at(-1)!;
    }
    const path = encodeV3Path(
      tokens,
      quote.route.map((hop) => hop.fee),
    );
    const { result } = await reader.simulateContract({
      address: DEVNET_ADDRESSES.uniswapV3QuoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInput',
      args: [path, BigInt(quote.fromAmount)],
    });
    return result[0];
  }

  it('lists the native currency first, then the listed tokens, with prices and icons', async () => {
    const response = await get(`/v1/convert/tokens?chainId=${L1}`);
    expect(response.statusCode).toBe(200);
    const tokens = (response.json() as { tokens: SwapToken[] }).tokens;
    expect(tokens[0]).toMatchObject({ symbol: 'ETH', address: ETH, decimals: 18, value: 0, quantity: { decimals: '18', numeric: '0' } });
    expect(tokens[0]!.price).toBeGreaterThan(2900);
    expect(tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC', 'DAI', 'WETH']));
    const usdc = tokens.find((token) => token.symbol === 'USDC')!;
    expect(usdc).toMatchObject({ address: USDC, decimals: 6, price: 1 });
    for (const token of tokens) expect(token.logoUri).toMatch(/^data:image\/svg\+xml/);
  });

  it('answers empty lists where swaps are not supported, and refuses to build there', async () => {
    for (const chainId of ['eip155:31338', 'eip155:1']) {
      expect((await get(`/v1/convert/tokens?chainId=${chainId}`)).json()).toEqual({ tokens: [] });
      const from = `${chainId}:${NATIVE_TOKEN_ADDRESS}`;
      const to = `${chainId}:${DEVNET_ADDRESSES.usdc}`;
      const user = `${chainId}:${devnet.accounts[0]!.address}`;
      expect((await get(`/v1/convert/quotes?amount=1000&userAddress=${user}&from=${from}&to=${to}`)).json()).toEqual({ quotes: [] });
      const refused = await build({ from, to, userAddress: user, amount: '1000' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Network not supported for Swaps');
      const approve = await get(`/v1/convert/build-approve?userAddress=${user}&from=${to}&to=${from}`);
      expect(approve.statusCode).toBe(400);
      expect(approve.json().message).toBe('Network not supported for Swaps');
      const gas = await get(`/v1/convert/gas-price?chainId=eip155:1`);
      expect(gas.json().message).toBe('Network not supported for Gas Price');
    }
  });

  it('quotes ETH→USDC best first, each as the router or QuoterV2 computes it on chain', async () => {
    const amount = parseEther('1');
    const list = await quotes(ETH, USDC, amount);
    expect(list.length).toBeGreaterThan(0);
    for (const quote of list) {
      expect(quote).toMatchObject({ fromAccount: ETH, toAccount: USDC, fromAmount: String(amount), provider: 'uniswap' });
      expect(BigInt(quote.toAmount)).toBe(await onChainAmount(quote));
      expect(quote.priceImpact).toBeGreaterThanOrEqual(0);
      expect(BigInt(quote.gas!)).toBeGreaterThan(0n);
    }
    const amounts = list.map((quote) => BigInt(quote.toAmount));
    expect([...amounts].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0))).toEqual(amounts);
    // About 3000 USDC for 1 ETH, less 0.3% or less in fees and a little impact.
    expect(Number(amounts[0]) / 1e6).toBeGreaterThan(2900);
    expect(list[0]!.route[0]!.tokenIn).toBe(caip(DEVNET_ADDRESSES.weth));
    expect(BigInt(list[0]!.fee)).toBeGreaterThan(0n);
  });

  it('shows a larger price impact for a larger swap', async () => {
    const [small] = await quotes(ETH, USDC, parseEther('0.01'));
    const [large] = await quotes(ETH, USDC, parseEther('100'));
    expect(large!.priceImpact).toBeGreaterThan(small!.priceImpact);
    expect(large!.priceImpact).toBeGreaterThan(1);
  });

  it('answers no quotes when no pool can fill the amount', async () => {
    expect(await quotes(USDC, DAI, 10n ** 70n)).toEqual([]);
    // 1 wei of ETH buys nothing.
    expect(await quotes(ETH, USDC, 1n)).toEqual([]);
  });

  it('swaps ETH for USDC with the built transaction, receiving at least toAmountMin', async () => {
    const user = swapUser(devnet, 1);
    const answer = await built({ from: ETH, to: USDC, userAddress: caip(user.address), amount: String(parseEther('0.5')) });
    expect(answer.tx).toMatchObject({ from: user.address, value: String(parseEther('0.5')) });
    expect(BigInt(answer.tx.eip155!.gas!)).toBeGreaterThan(0n);
    expect(BigInt(answer.toAmountMin)).toBe((BigInt(answer.quote.toAmount) * 9_900n) / 10_000n);
    expect(answer.deadline).toBeGreaterThan(Date.now() / 1000 + 19 * 60);
    const before = await user.balanceOf(DEVNET_ADDRESSES.usdc);
    expect((await user.send(answer.tx)).status).toBe('success');
    expect((await user.balanceOf(DEVNET_ADDRESSES.usdc)) - before).toBeGreaterThanOrEqual(BigInt(answer.toAmountMin));
  });

  it('approves, then swaps USDC for DAI', async () => {
    const user = swapUser(devnet, 2);
    const userId = caip(user.address);
    const allowance = await get(`/v1/convert/allowance?tokenAddress=${USDC}&userAddress=${userId}`);
    expect(allowance.json()).toEqual({ allowance: '0', spender: server.deps.chains[0]!.swap!.router });
    const amount = 250n * 10n ** 6n;
    // Without the approval the node says the swap would fail: a 400 that says why, not a 500.
    const early = await build({ from: USDC, to: DAI, userAddress: userId, amount: String(amount) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: 'SWAP_WOULD_FAIL' });
    expect(early.json().message).toMatch(/allowance/);

    const approve = await get(`/v1/convert/build-approve?userAddress=${userId}&from=${USDC}&to=${DAI}&amount=${amount}`);
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await user.send(approve.json().tx)).status).toBe('success');
    expect((await get(`/v1/convert/allowance?tokenAddress=${USDC}&userAddress=${userId}`)).json().allowance).toBe(String(amount));

    const answer = await built({ from: USDC, to: DAI, userAddress: userId, amount: String(amount), eip155: { slippage: '0.5' } });
    expect(BigInt(answer.toAmountMin)).toBe((BigInt(answer.quote.toAmount) * 9_950n) / 10_000n);
    const [usdcBefore, daiBefore] = [await user.balanceOf(DEVNET_ADDRESSES.usdc), await user.balanceOf(DEVNET_ADDRESSES.dai)];
    expect((await user.send(answer.tx)).status).toBe('success');
    expect(usdcBefore - (await user.balanceOf(DEVNET_ADDRESSES.usdc))).toBe(amount);
    expect((await user.balanceOf(DEVNET_ADDRESSES.dai)) - daiBefore).toBeGreaterThanOrEqual(BigInt(answer.toAmountMin));
  });

  it('swaps USDC for ETH: the router unwraps and sends the user at least toAmountMin', async () => {
    const user = swapUser(devnet, 3);
    const userId = caip(user.address);
    const amount = 600n * 10n ** 6n;
    await user.send((await get(`/v1/convert/build-approve?userAddress=${userId}&from=${USDC}&to=${ETH}`)).json().tx);
    const answer = await built({ from: USDC, to: ETH, userAddress: userId, amount: String(amount) });
    const before = await user.ethBalance();
    const receipt = await user.send(answer.tx);
    expect(receipt.status).toBe('success');
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await user.ethBalance()) - before + gasPaid).toBeGreaterThanOrEqual(BigInt(answer.toAmountMin));
  });

  it('does not send a swap whose pool moved past the slippage: the built minimum makes it revert', async () => {
    const user = swapUser(devnet, 4);
    const mover = swapUser(devnet, 5);
    const amount = parseEther('1');
    const answer = await built({ from: ETH, to: USDC, userAddress: caip(user.address), amount: String(amount), eip155: { slippage: 1 } });
    const gas = BigInt(answer.tx.eip155!.gas!) * 2n;
    // Another swap through the same route first, large enough to move its price by far more than 1%.
    const route = answer.quote.route;
    const moving = swapRouterCall({
      route: {
        protocol: route[0]!.protocol,
        tokens: [route[0]!.tokenIn, ...route.map((hop) => hop.tokenOut)].map(addressOf),
        fees: route.map((hop) => hop.fee),
      },
      amountIn: parseEther('100'),
      toAmountMin: 0n,
      user: mover.address,
      fromNative: true,
      toNative: false,
      deadline: answer.deadline,
    });
    expect((await mover.send({ to: answer.tx.to, data: moving.data, value: String(moving.value) }, 1_000_000n)).status).toBe('success');
    const before = await user.balanceOf(DEVNET_ADDRESSES.usdc);
    expect((await user.send(answer.tx, gas)).status).toBe('reverted');
    expect(await user.balanceOf(DEVNET_ADDRESSES.usdc)).toBe(before);
  });

  it('swaps UNI for USDC through a hop on V3 pools', async () => {
    const user = swapUser(devnet, 6);
    const userId = caip(user.address);
    const amount = parseEther('10');
    const list = await quotes(UNI, USDC, amount, user.address);
    expect(list.length).toBeGreaterThan(0);
    for (const quote of list) expect(BigInt(quote.toAmount)).toBe(await onChainAmount(quote));
    expect(list[0]!.route).toHaveLength(2);
    expect(list[0]!.route[0]).toMatchObject({ protocol: 'uniswap-v3', tokenIn: UNI, tokenOut: caip(DEVNET_ADDRESSES.weth) });
    await user.send((await get(`/v1/convert/build-approve?userAddress=${userId}&from=${UNI}&to=${USDC}`)).json().tx);
    const answer = await built({ from: UNI, to: USDC, userAddress: userId, amount: String(amount) });
    const before = await user.balanceOf(DEVNET_ADDRESSES.usdc);
    expect((await user.send(answer.tx)).status).toBe('success');
    expect((await user.balanceOf(DEVNET_ADDRESSES.usdc)) - before).toBeGreaterThanOrEqual(BigInt(answer.toAmountMin));
  });

  it('refuses a swap the user cannot pay for with a 400', async () => {
    const poor = '0x000000000000000000000000000000000000bEEF';
    const response = await build({ from: ETH, to: USDC, userAddress: caip(poor), amount: String(parseEther('5')) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/INSUFFICIENT_FUNDS|SWAP_WOULD_FAIL/);
    // disableEstimate: built all the same, without gas.
    const unestimated = await build({
      from: ETH,
      to: USDC,
      userAddress: caip(poor),
      amount: String(parseEther('5')),
      disableEstimate: true,
    });
    expect(unestimated.statusCode, unestimated.body).toBe(200);
    expect(unestimated.json().tx.eip155).toBeUndefined();
  });

  it('answers bad input with 400s that say what is wrong', async () => {
    const user = caip(devnet.accounts[0]!.address);
    const quote = (query: string) => get(`/v1/convert/quotes?${query}`);
    const bad = [
      `amount=0&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=-5&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=1.5&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=abc&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=${'9'.repeat(79)}&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=${2n ** 256n}&userAddress=${user}&from=${ETH}&to=${USDC}`,
      `amount=1000&userAddress=0x123&from=${ETH}&to=${USDC}`,
      `amount=1000&userAddress=${user}&from=0xnothex&to=${USDC}`,
      `amount=1000&userAddress=${user}&from=${ETH}&to=${USDC}:extra`,
      `amount=1000&userAddress=${user}&from=${ETH}&to=${ETH}`,
      `amount=1000&userAddress=${user}&from=${ETH}&to=eip155:31338:${DEVNET_ADDRESSES.usdc}`,
      `userAddress=${user}&from=${ETH}&to=${USDC}`,
    ];
    for (const query of bad) {
      const response = await quote(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
    const unknown = await quote(`amount=1000&userAddress=${user}&from=${ETH}&to=${caip('0x000000000000000000000000000000000000dEaD')}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'UNKNOWN_TOKEN' });
    expect(unknown.json().message).toMatch(/^Unknown token/);
    for (const slippage of [0, '0', 51, '-1', 'lots', 0.001]) {
      const response = await build({ from: ETH, to: USDC, userAddress: user, amount: '1000', eip155: { slippage } });
      expect(response.statusCode, String(slippage)).toBe(400);
    }
    const native = await get(`/v1/convert/build-approve?userAddress=${user}&from=${ETH}&to=${USDC}`);
    expect(native.statusCode).toBe(400);
  });
});
