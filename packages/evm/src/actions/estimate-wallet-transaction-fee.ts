import { AirlockError, toChainNodeError, type ChainAdapter, type TransactionFeeEstimate } from '@airlock/core';
import { estimateFeesPerGas, estimateGas, type Config } from '@wagmi/core';
import type { Address, Hex } from 'viem';
import { describeError } from '../errors/describe-error';
import { toNumericChainId } from '../networks/evm-chain-id';

/**
 * Gas for the transaction and the most it pays per gas (EIP-1559 max fee, else the legacy gas
 * price), read from the node through the config's transport; the wallet is not asked.
 */
export async function estimateWalletTransactionFee(
  config: Config,
  { from, to, value, data, chainId }: Parameters<NonNullable<ChainAdapter['estimateTransactionFee']>>[0],
): Promise<TransactionFeeEstimate> {
  const numericChainId = toNumericChainId(chainId);
  try {
    const [gas, fees] = await Promise.all([
      estimateGas(config, {
        account: from as Address,
        to: to as Address,
        value,
        ...(data ? { data: data as Hex } : {}),
        chainId: numericChainId,
      }),
      estimateFeesPerGas(config, { chainId: numericChainId }),
    ]);
    const feePerGas = fees.maxFeePerGas ?? fees.gasPrice;
    if (feePerGas === undefined) throw new Error('the node gave no fee per gas');
    return { gas, feePerGas };
  } catch (error) {
    throw (
      toChainNodeError(error) ??
      new AirlockError('The network fee could not be estimated', {
        code: 'FEE_ESTIMATE_FAILED',
        details: describeError(error),
        cause: error,
      })
    );
  }
}
