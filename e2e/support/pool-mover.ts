import { defineDevnetChain, swapRouter02Abi } from '@airlock/devnet';
import { createPublicClient, createWalletClient, decodeFunctionData, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DemoStackEndpoints } from './demo-stack';

/** A SwapRouter02 call `multicall(deadline, calls)`, as the server builds a swap. */
export interface RouterSwapCall {
  to: Address;
  data: Hex;
  /** The ETH paid in, when the swap sells the native currency. */
  value: bigint;
}

/** The same route's swap for `trader`: `amountIn` in, no minimum out, every output to the trader. */
function sameRouteSwap(swap: RouterSwapCall, trader: Address, amountIn: bigint): Hex {
  const outer = decodeFunctionData({ abi: swapRouter02Abi, data: swap.data });
  if (outer.functionName !== 'multicall' || outer.args.length !== 2)
    throw new Error(`not a multicall(deadline, calls): ${outer.functionName}`);
  const [deadline, calls] = outer.args as readonly [bigint, readonly Hex[]];
  const rewritten = calls.map((call) => {
    const inner = decodeFunctionData({ abi: swapRouter02Abi, data: call });
    if (inner.functionName === 'exactInput') {
      const [params] = inner.args as readonly [{ path: Hex; recipient: Address }];
      // The router itself (Constants.ADDRESS_THIS) stays the recipient when an unwrap follows.
      const recipient = BigInt(params.recipient) < 16n ? params.recipient : trader;
      return encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'exactInput',
        args: [{ path: params.path, recipient, amountIn, amountOutMinimum: 0n }],
      });
    }
    if (inner.functionName === 'swapExactTokensForTokens') {
      const [, , path, to] = inner.args as readonly [bigint, bigint, readonly Address[], Address];
      return encodeFunctionData({
        abi: swapRouter02Abi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, path, BigInt(to) < 16n ? to : trader],
      });
    }
    if (inner.functionName === 'unwrapWETH9' && inner.args.length === 2)
      return encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [0n, trader] });
    throw new Error(`unexpected router call ${inner.functionName}`);
  });
  return encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [deadline, rewritten] });
}

/** What the pool-moving trade pays the block builder per gas: above any wallet's default, so it goes first in a block. */
const FRONT_RUNNING_TIP = 50_000_000_000n;

/**
 * Another devnet account sends a trade of `amountIn` along the same route as `swap`, straight to the chain, with a tip
 * that puts it before `swap` in a block they share: the route's pools' price moves against `swap`. Resolves with its
 * hash once the node has it (mined at once unless automine is off).
 */
export async function sendPoolMove(stack: DemoStackEndpoints, traderIndex: number, swap: RouterSwapCall, amountIn: bigint): Promise<Hex> {
  const devnetChain = stack.devnet.chains[0];
  const trader = stack.devnet.accounts[traderIndex];
  if (!devnetChain || !trader) throw new Error(`no devnet account ${traderIndex}`);
  const account = privateKeyToAccount(trader.privateKey as Hex);
  const wallet = createWalletClient({ account, chain: defineDevnetChain(devnetChain), transport: http(devnetChain.rpcUrl) });
  return wallet.sendTransaction({
    to: swap.to,
    data: sameRouteSwap(swap, account.address, amountIn),
    value: swap.value > 0n ? amountIn : 0n,
    gas: 1_000_000n,
    maxPriorityFeePerGas: FRONT_RUNNING_TIP,
    maxFeePerGas: FRONT_RUNNING_TIP * 2n,
  });
}

/** The trade of sendPoolMove, mined: resolves once it has succeeded. */
export async function movePoolsOfSwap(stack: DemoStackEndpoints, traderIndex: number, swap: RouterSwapCall, amountIn: bigint) {
  const hash = await sendPoolMove(stack, traderIndex, swap, amountIn);
  const client = createPublicClient({ transport: http(stack.devnet.chains[0]!.rpcUrl) });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`the pool-moving swap ${hash} reverted`);
}
