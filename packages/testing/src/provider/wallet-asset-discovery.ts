import { decodeFunctionResult, encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem';
import type { CallRpc } from './json-rpc-client';
import type { TestWalletChain } from './test-wallet-types';
import { invalidParamsError } from './wallet-rpc-error';

/** Which assets the wallet "knows" the user holds and reports through ERC-7811 wallet_getAssets. */
export interface AssetDiscoveryOptions {
  /** ERC-20 contracts reported on every configured chain, beside the native currency. */
  tokens: readonly Address[];
}

/** EIP-5792 wallet_getCapabilities answer: asset discovery on each of `chains`. */
export function assetDiscoveryCapabilities(chains: readonly TestWalletChain[]): Record<Hex, { assetDiscovery: { supported: true } }> {
  return Object.fromEntries(chains.map((chain) => [numberToHex(chain.chainId), { assetDiscovery: { supported: true } }]));
}

async function readToken(callRpc: CallRpc, rpcUrl: string, token: Address, account: Address) {
  const read = async <F extends 'name' | 'symbol' | 'decimals' | 'balanceOf'>(functionName: F, args: readonly unknown[] = []) => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never);
    const result = (await callRpc(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as Hex;
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as never) as unknown;
  };
  const [name, symbol, decimals, balance] = await Promise.all([
    read('name'),
    read('symbol'),
    read('decimals'),
    read('balanceOf', [account]),
  ]);
  return { address: token, type: 'erc20', balance: numberToHex(balance as bigint), metadata: { name, symbol, decimals } };
}

/** Answers wallet_getAssets from the chains themselves: native balance plus the configured tokens. */
export async function getAssets(
  callRpc: CallRpc,
  chains: readonly TestWalletChain[],
  options: AssetDiscoveryOptions,
  account: Address,
  chainFilter: unknown,
): Promise<Record<string, unknown[]>> {
  if (chainFilter !== undefined && (!Array.isArray(chainFilter) || chainFilter.some((id) => typeof id !== 'string'))) {
    throw invalidParamsError('chainFilter must be a list of hex chain ids.');
  }
  const wanted = chains.filter((chain) => !chainFilter || (chainFilter as string[]).includes(numberToHex(chain.chainId)));
  const entries = await Promise.all(
    wanted.map(async (chain) => {
      const native = (await callRpc(chain.rpcUrl, 'eth_getBalance', [account, 'latest'])) as Hex;
      const tokens = await Promise.all(options.tokens.map((token) => readToken(callRpc, chain.rpcUrl, token, account)));
      const assets: unknown[] = [{ address: 'native', type: 'native', balance: native, metadata: null }, ...tokens];
      return [numberToHex(chain.chainId), assets] as const;
    }),
  );
  return Object.fromEntries(entries);
}
