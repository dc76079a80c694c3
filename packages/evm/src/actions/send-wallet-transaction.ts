import type { ChainAdapter } from '@airlock/core';
import { sendTransaction, type Config } from '@wagmi/core';
import type { Address, Hex } from 'viem';
import { toWalletRequestError } from '../errors/to-wallet-request-error';
import { toNumericChainId } from '../networks/evm-chain-id';

export async function sendWalletTransaction(
  config: Config,
  { from, to, value, data, chainId }: Parameters<ChainAdapter['sendTransaction']>[0],
): Promise<string> {
  try {
    return await sendTransaction(config, {
      account: from as Address,
      to: to as Address,
      value,
      ...(data ? { data: data as Hex } : {}),
      chainId: toNumericChainId(chainId),
    });
  } catch (error) {
    throw toWalletRequestError(error, { message: 'Failed to send transaction', code: 'SEND_TRANSACTION_FAILED' });
  }
}
