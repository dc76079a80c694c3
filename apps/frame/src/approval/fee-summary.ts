import { formatUnits } from 'viem';
import { FRAME_TEXT } from '../frame-text';
import { nativeAmount, type NativeAmount } from './native-amount';
import type { FeeFields, SendPreview } from './send-preview';

/** What a send can cost at most, as the approval view writes it. */
export interface FeeSummary {
  /** Gas limit × max fee per gas (or gas price), over every transaction of the send. */
  maxFee: NativeAmount;
  /** The value sent plus that fee. */
  total: NativeAmount;
  /** Beside each: about how much in USD, or that no price is known. */
  maxFeeUsd: string;
  totalUsd?: string;
  /** The EIP-7702 delegation the send makes, in words; absent when it makes none. */
  delegation?: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const feePerGas = (fees: FeeFields) => BigInt(fees.maxFeePerGas ?? fees.gasPrice ?? '0x0');

/** The most the send's transactions can pay the network: exactly the fees the frame sends back on Approve. */
export function maxNetworkFee(preview: SendPreview): bigint {
  return preview.transactions.reduce((sum, fees) => sum + BigInt(fees.gas) * feePerGas(fees), 0n);
}

export function summarizeFees(preview: SendPreview, value: bigint): FeeSummary {
  const { nativeCurrency } = preview;
  const price = preview.usdPerNative;
  const inUsd = (wei: bigint) => {
    const amount = Number(formatUnits(wei, nativeCurrency.decimals)) * price!;
    return amount > 0 && amount < 0.01 ? FRAME_TEXT.lessThanOneCent : usd.format(amount);
  };
  const maxFee = maxNetworkFee(preview);
  const total = value + maxFee;
  return {
    maxFee: nativeAmount(maxFee, nativeCurrency),
    total: nativeAmount(total, nativeCurrency),
    maxFeeUsd: price === null ? FRAME_TEXT.noUsdPrice : `about ${inUsd(maxFee)}`,
    ...(price === null ? {} : { totalUsd: `about ${inUsd(total)}` }),
    ...(preview.delegation ? { delegation: FRAME_TEXT.delegatesTo(preview.delegation.executor) } : {}),
  };
}
