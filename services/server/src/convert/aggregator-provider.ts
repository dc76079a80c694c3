import type { SwapQuote } from '@airlock/protocol';
import { getAddress, type Address, type Hex } from 'viem';
import { z } from 'zod';
import type { SwapAggregatorConfig } from './swap-aggregator-config';
import type { SwapPair } from './swap-market';
import type { SwapProvider } from './swap-provider';

/** An aggregator answer larger than this is not read. */
const MAX_ANSWER_BYTES = 256 * 1024;

const digits = z.string().regex(/^\d{1,78}$/);
const quoteAnswer = z.object({ dstAmount: digits, gas: z.union([z.number().int().nonnegative(), digits]).optional() });
const swapAnswer = z.object({
  dstAmount: digits,
  tx: z.object({
    to: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
    value: digits,
  }),
});
const allowanceAnswer = z.object({ allowance: digits });

export class AggregatorError extends Error {
  override readonly name = 'AggregatorError';
}

type Aggregator = NonNullable<SwapAggregatorConfig['swapAggregator']>;

/**
 * A 1inch-shaped swap API (GET {url}/{chainId}/quote, /swap, /approve/allowance, with `Authorization: Bearer <key>`).
 * Every call has the configured timeout; an answer that is slow, large or not of the expected shape is an error.
 */
export function createAggregatorProvider(aggregator: Aggregator, fetchImpl: typeof fetch = fetch): SwapProvider {
  async function get<T>(pair: SwapPair, path: string, params: Record<string, string>, shape: z.ZodType<T>): Promise<T> {
    const url = `${aggregator.url}/${pair.market.chain.config.chainId}${path}?${new URLSearchParams(params)}`;
    const response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${aggregator.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(aggregator.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new AggregatorError(`${path} answered ${response.status}`);
    if (text.length > MAX_ANSWER_BYTES) throw new AggregatorError(`${path} answered more than ${MAX_ANSWER_BYTES} bytes`);
    const parsed = shape.safeParse(JSON.parse(text));
    if (!parsed.success) throw new AggregatorError(`${path} answered an unexpected shape`);
    return parsed.data;
  }
  const tokens = (pair: SwapPair) => ({ src: pair.from.address, dst: pair.to.address });
  return {
    name: aggregator.name,
    async quote(pair, amount): Promise<SwapQuote[]> {
      const answer = await get(pair, '/quote', { ...tokens(pair), amount: String(amount), includeGas: 'true' }, quoteAnswer);
      if (BigInt(answer.dstAmount) === 0n) return [];
      const quote: SwapQuote = {
        fromAccount: pair.from.id,
        toAccount: pair.to.id,
        fromAmount: String(amount),
        toAmount: answer.dstAmount,
        // The aggregator's routes and their pools are its own: neither impact nor fees are reported.
        priceImpact: 0,
        fee: '0',
        route: [],
        provider: aggregator.name,
      };
      if (answer.gas !== undefined) quote.gas = String(answer.gas);
      return [quote];
    },
    async build(pair, _quote, options) {
      const answer = await get(
        pair,
        '/swap',
        {
          ...tokens(pair),
          amount: String(options.amount),
          from: options.user,
          origin: options.user,
          slippage: String(options.slippage),
          disableEstimate: 'true',
        },
        swapAnswer,
      );
      const toAmountMin = (BigInt(answer.dstAmount) * BigInt(10_000 - Math.round(options.slippage * 100))) / 10_000n;
      return { to: getAddress(answer.tx.to), data: answer.tx.data as Hex, value: BigInt(answer.tx.value), toAmountMin };
    },
    async allowance(pair, user: Address) {
      const answer = await get(pair, '/approve/allowance', { tokenAddress: pair.from.address, walletAddress: user }, allowanceAnswer);
      return BigInt(answer.allowance);
    },
  };
}
