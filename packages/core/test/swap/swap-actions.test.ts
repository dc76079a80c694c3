import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol';
import { ChainNodeError, createAirlockClient } from '../../src';
import { swap as enSwap } from '../../src/i18n/locales/en/swap';
import { devnet, devnetL2 } from '../fixtures';
import { SendingAdapter } from '../send/sending-adapter';
import {
  DAI,
  ETH,
  quoteOf,
  ROUTER,
  startConvertApi,
  SWAP_PROJECT,
  USDC,
  USDC_ADDRESS,
  type ConvertStandInOptions,
} from './convert-api-stand-in';

type Api = Awaited<ReturnType<typeof startConvertApi>>;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

let api: Api | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
beforeEach(() => localStorage.clear());

async function connected(options: ConvertStandInOptions = {}) {
  api = await startConvertApi(options);
  const adapter = new SendingAdapter();
  const client = createAirlockClient({
    adapters: [adapter],
    networks: [devnet, devnetL2],
    apiUrl: api.url,
    projectId: SWAP_PROJECT,
    features: { analytics: false },
  });
  await client.init();
  await client.connect('dev.a');
  await until(() => (client.chain.getState().namespaces.eip155?.account.tokenBalances?.length ?? 0) > 0);
  const swap = await client.swap();
  return { client, adapter, swap, api };
}

const requestsTo = (path: string) => api!.requests.filter((request) => request.path === path);

describe('swap actions', () => {
  it('lists the network’s tokens and fills in what open() asked for, by symbol or address', async () => {
    const { swap, client } = await connected();
    swap.start({ fromToken: 'usdc', toToken: `eip155:31337:${NATIVE_TOKEN_ADDRESS}`, amount: '12.5' });
    await swap.loadTokens();
    expect(swap.form.getState()).toMatchObject({ tokensStatus: 'ready', fromToken: USDC.address, toToken: ETH.address, amount: '12.5' });
    expect(requestsTo('/v1/convert/tokens')[0]?.query.get('chainId')).toBe('eip155:31337');
    expect(swap.form.getState().gasPrice).toBe(2_000_000_000n);
    expect(await client.swap()).toBe(swap);
  });

  it('calls a network with no swap tokens, or one the server says so of, not supported', async () => {
    const empty = await connected({ tokens: [] });
    await empty.swap.loadTokens();
    expect(empty.swap.form.getState().tokensStatus).toBe('unsupported');
    await api!.close();
    const refused = await connected({ tokensError: { status: 400, message: 'Network not supported for Swaps' } });
    await refused.swap.loadTokens();
    expect(refused.swap.form.getState().tokensStatus).toBe('unsupported');
    expect(enSwap.networkNotSupported).toBe('Network not supported for Swaps');
  });

  it('asks for a quote with CAIP-10 tokens and user and base units, and drops an answer for an amount changed since', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { swap, adapter } = await connected({
      quote: async (request) => {
        const amount = request.query.get('amount')!;
        if (amount === '1000000') await held;
        return [quoteOf(request.query.get('from')!, request.query.get('to')!, amount, amount === '1000000' ? '111' : '222')];
      },
    });
    swap.start({ fromToken: 'USDC', toToken: 'ETH', amount: '1' });
    await swap.loadTokens();
    const first = swap.requestQuote();
    await until(() => requestsTo('/v1/convert/quotes').length === 1);
    expect(swap.form.getState().quoteStatus).toBe('loading');
    swap.form.setState({ amount: '2' });
    await swap.requestQuote();
    release();
    await first;
    expect(swap.form.getState()).toMatchObject({ quoteStatus: 'ready', quote: { toAmount: '222' } });
    const [asked] = requestsTo('/v1/convert/quotes');
    expect(Object.fromEntries(asked!.query)).toMatchObject({
      amount: '1000000',
      from: USDC.address,
      to: ETH.address,
      userAddress: `eip155:31337:${adapter.address}`,
    });
  });

  it('sends no quote request for an amount that is not valid or the same token on both sides', async () => {
    const { swap } = await connected();
    swap.start({ fromToken: 'USDC', toToken: 'ETH' });
    await swap.loadTokens();
    for (const amount of ['', '0', '-1', 'x', '0.0000001', '251']) {
      swap.form.setState({ amount });
      await swap.requestQuote();
      expect(swap.form.getState().quoteStatus, amount).toBe('idle');
    }
    swap.form.setState({ amount: '1', toToken: USDC.address });
    await swap.requestQuote();
    expect(swap.form.getState().quoteStatus).toBe('idle');
    expect(requestsTo('/v1/convert/quotes')).toEqual([]);
  });

  it('approves an ERC-20 whose allowance is short, waits for it, then builds and sends the swap', async () => {
    const { swap, client, adapter } = await connected({ allowance: '5' });
    swap.start({ fromToken: 'USDC', toToken: 'ETH', amount: '100' });
    await swap.loadTokens();
    await swap.requestQuote();
    await swap.review();
    expect(swap.form.getState()).toMatchObject({ step: 'preview', needsApproval: true, batch: false });
    expect(Object.fromEntries(requestsTo('/v1/convert/allowance')[0]!.query)).toMatchObject({
      tokenAddress: USDC.address,
      userAddress: `eip155:31337:${adapter.address}`,
    });
    const swapping = swap.submit();
    await until(() => adapter.sent.length === 1);
    expect(swap.form.getState().step).toBe('approving');
    expect(adapter.sent[0]).toMatchObject({ to: USDC_ADDRESS, data: '0x095ea7b3', value: 0n });
    expect(requestsTo('/v1/convert/build-transaction')).toEqual([]);
    adapter.mine(swap.form.getState().approveHash!);
    await until(() => adapter.sent.length === 2);
    expect(swap.form.getState().step).toBe('swapping');
    expect(requestsTo('/v1/convert/build-transaction')[0]?.body).toEqual({
      from: USDC.address,
      to: ETH.address,
      userAddress: `eip155:31337:${adapter.address}`,
      amount: '100000000',
      eip155: { slippage: 1 },
      projectId: SWAP_PROJECT,
    });
    expect(adapter.sent[1]).toMatchObject({ to: ROUTER, data: '0x5ae401dc' });
    const hash = swap.form.getState().hash!;
    expect(client.transactionHistory.getState().pending.find((tracked) => tracked.hash === hash)?.transfer).toMatchObject({
      kind: 'token',
      symbol: 'USDC',
      amount: '100000000',
    });
    adapter.mine(hash);
    await swapping;
    expect(swap.form.getState().step).toBe('success');
  });

  it('swaps the native currency with no approval, its value in the transaction', async () => {
    const { swap, adapter } = await connected();
    swap.start({ fromToken: 'ETH', toToken: 'DAI', amount: '0.5' });
    await swap.loadTokens();
    await swap.requestQuote();
    await swap.review();
    expect(swap.form.getState()).toMatchObject({ needsApproval: false, toToken: DAI.address });
    const swapping = swap.submit();
    await until(() => adapter.sent.length === 1);
    expect(adapter.sent[0]).toMatchObject({ to: ROUTER, value: 500_000_000_000_000_000n });
    expect(requestsTo('/v1/convert/allowance')).toEqual([]);
    adapter.mine(swap.form.getState().hash!);
    await swapping;
    expect(swap.form.getState().step).toBe('success');
  });

  it('fails a swap that reverted on chain with the slippage message, and a refused one with the §8 message', async () => {
    const { swap, adapter } = await connected();
    swap.start({ fromToken: 'ETH', toToken: 'USDC', amount: '0.5' });
    await swap.loadTokens();
    await swap.requestQuote();
    await swap.review();
    const swapping = swap.submit();
    await until(() => adapter.sent.length === 1);
    adapter.mine(swap.form.getState().hash!, 'reverted');
    await swapping;
    expect(swap.form.getState()).toMatchObject({ step: 'failed', error: enSwap.slippageExceeded });

    swap.start({ fromToken: 'ETH', toToken: 'USDC', amount: '0.5' });
    await swap.requestQuote();
    await swap.review();
    adapter.nextSendError = new ChainNodeError('insufficientFunds');
    await swap.submit();
    expect(swap.form.getState().error).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
  });

  it('sends nothing built for less than the review showed: back to the review with the new quote, then sent once confirmed', async () => {
    let usdcPerEth = 2000n;
    const { swap, adapter } = await connected({
      buildQuote: (request) => {
        const amount = request.query.get('amount')!;
        const toAmount = (BigInt(amount) * usdcPerEth) / 10n ** 12n;
        return [quoteOf(request.query.get('from')!, request.query.get('to')!, amount, toAmount.toString())];
      },
    });
    swap.start({ fromToken: 'ETH', toToken: 'USDC', amount: '0.5' });
    await swap.loadTokens();
    await swap.requestQuote();
    await swap.review();
    usdcPerEth = 1900n;
    await swap.submit();
    expect(adapter.sent).toEqual([]);
    expect(swap.form.getState()).toMatchObject({ step: 'preview', error: enSwap.priceChanged, quote: { toAmount: '950000000' } });

    const swapping = swap.submit();
    await until(() => adapter.sent.length === 1);
    adapter.mine(swap.form.getState().hash!);
    await swapping;
    expect(swap.form.getState()).toMatchObject({ step: 'success', toAmountMin: '940500000' });
  });

  it('goes back to the preview when the wallet’s user says no, nothing sent', async () => {
    const { swap, adapter } = await connected();
    swap.start({ fromToken: 'ETH', toToken: 'USDC', amount: '0.5' });
    await swap.loadTokens();
    await swap.requestQuote();
    await swap.review();
    adapter.nextSendError = SendingAdapter.rejected();
    await swap.submit();
    await flush();
    expect(swap.form.getState()).toMatchObject({ step: 'preview' });
    expect(adapter.sent).toEqual([]);
  });
});
