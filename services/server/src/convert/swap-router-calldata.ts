import { encodeFunctionData, type Address, type Hex } from 'viem';
import type { RouteCandidate } from './route-candidates';
import { swapRouter02Abi } from './uniswap-abis';
import { encodeV3Path } from './v3-path';

/** SwapRouter02's stand-in for "the router itself" as a recipient (its Constants.ADDRESS_THIS). */
const ADDRESS_THIS: Address = '0x0000000000000000000000000000000000000002';

export interface RouterSwap {
  route: Pick<RouteCandidate, 'protocol' | 'tokens' | 'fees'>;
  amountIn: bigint;
  toAmountMin: bigint;
  user: Address;
  fromNative: boolean;
  toNative: boolean;
  deadline: number;
}

/**
 * SwapRouter02 calldata: multicall(deadline, [swap, unwrap?]). Native in: the value goes along and the router wraps it
 * as it pays the first pool. Native out: the router receives the wrapped token (ADDRESS_THIS) and unwrapWETH9 sends
 * the user at least toAmountMin. V3 routes are exactInput over the encoded path, V2 routes swapExactTokensForTokens.
 */
export function swapRouterCall(swap: RouterSwap): { data: Hex; value: bigint } {
  const recipient = swap.toNative ? ADDRESS_THIS : swap.user;
  const { route } = swap;
  const calls: Hex[] = [
    route.protocol === 'uniswap-v3'
      ? encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'exactInput',
          args: [{ path: encodeV3Path(route.tokens, route.fees), recipient, amountIn: swap.amountIn, amountOutMinimum: swap.toAmountMin }],
        })
      : encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [swap.amountIn, swap.toAmountMin, route.tokens, recipient],
        }),
  ];
  if (swap.toNative)
    calls.push(encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [swap.toAmountMin, swap.user] }));
  const data = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [BigInt(swap.deadline), calls] });
  return { data, value: swap.fromNative ? swap.amountIn : 0n };
}
