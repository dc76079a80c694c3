import { formatUnits } from 'viem';
import { FRAME_TEXT } from '../frame-text';
import type { FeeFields, SendPreview } from './send-preview';

/** What a send can cost at most, as the approval view writes it. */
export interface FeeSummary {
  /** Gas limit × max fee per gas (or gas price), over every transaction of the send. */
  maxFee: string;
  /** The value sent plus that fee. */
  total: string;
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
  const { symbol, decimals } = preview.nativeCurrency;
  const price = preview.usdPerNative;
  const native = (wei: bigint) => `${formatUnits(wei, decimals)} ${symbol}`;
  const inUsd = (wei: bigint) => {
    const amount = Number(formatUnits(wei, decimals)) * price!;
    return amount > 0 && amount < 0.01 ? FRAME_TEXT.lessThanOneCent : usd.format(amount);
  };
  const maxFee = maxNetworkFee(preview);
  const total = value + maxFee;
  return {
    maxFee: price === null ? `${native(maxFee)} (${FRAME_TEXT.noUsdPrice})` : `${native(maxFee)} (about ${inUsd(maxFee)})`,
    total: price === null ? native(total) : `${native(total)} (about ${inUsd(total)})`,
    ...(preview.delegation ? { delegation: FRAME_TEXT.delegatesTo(preview.delegation.executor) } : {}),
  };
}
