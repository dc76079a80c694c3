import { waitForTransactionReceipt, type Config } from '@wagmi/core';
import type { Hex } from 'viem';
import { toNumericChainId } from '../networks/evm-chain-id';

/** Resolves with the receipt's status once the transaction is mined, read through the config's transport. */
export async function waitForWalletTransaction(
  config: Config,
  { hash, chainId }: { hash: string; chainId: number | string },
): Promise<{ status: 'success' | 'reverted' }> {
  const receipt = await waitForTransactionReceipt(config, { hash: hash as Hex, chainId: toNumericChainId(chainId) });
  return { status: receipt.status };
}
