import { formatUnits } from 'viem';
import { formatMessage } from '@airlock/protocol';
import type { FrameMessages } from '../i18n/frame-messages';
import { frame as english } from '../i18n/locales/en';
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

/** USD in the locale's currency format; English keeps en-US's `$1,234.56`. */
const usdFormat = (locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: 'USD' });

const feePerGas = (fees: FeeFields) => BigInt(fees.maxFeePerGas ?? fees.gasPrice ?? '0x0');

/** The most the send's transactions can pay the network: exactly the fees the frame sends back on Approve. */
export function maxNetworkFee(preview: SendPreview): bigint {
  return preview.transactions.reduce((sum, fees) => sum + BigInt(fees.gas) * feePerGas(fees), 0n);
}

export function summarizeFees(preview: SendPreview, value: bigint, text: FrameMessages = english, locale = 'en'): FeeSummary {
  const { nativeCurrency } = preview;
  const usd = usdFormat(locale);
  const { fees } = text;
  const price = preview.usdPerNative;
  const inUsd = (wei: bigint) => {
    const amount = Number(formatUnits(wei, nativeCurrency.decimals)) * price!;
    return amount > 0 && amount < 0.01 ? formatMessage(fees.lessThanOneCent, { amount: usd.format(0.01) }) : usd.format(amount);
  };
  const maxFee = maxNetworkFee(preview);
  const total = value + maxFee;
  return {
    maxFee: nativeAmount(maxFee, nativeCurrency),
    total: nativeAmount(total, nativeCurrency),
    maxFeeUsd: price === null ? fees.noUsdPrice : formatMessage(fees.about, { amount: inUsd(maxFee) }),
    ...(price === null ? {} : { totalUsd: formatMessage(fees.about, { amount: inUsd(total) }) }),
    ...(preview.delegation ? { delegation: formatMessage(fees.delegatesTo, { executor: preview.delegation.executor }) } : {}),
  };
}
