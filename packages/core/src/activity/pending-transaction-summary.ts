import { truncateAddress } from '../address/truncate-address';
import { formatNumber } from '../format/format-number';
import { formatUnits } from '../format/format-units';
import { formatMessage } from '@airlock/protocol';
import { ENGLISH_ACTIVITY_TEXTS, type ActivityTexts } from './activity-texts';
import type { PendingTransaction } from './pending-transactions';
import { TRANSACTION_QUANTITY_DECIMALS } from './transaction-summary';

/** What a pending Activity row says besides "Sending": the other side and what moves, as a mined row would. */
export interface PendingTransactionSummary {
  counterparty: string;
  /** "12.500 USDC", an NFT's name; undefined when nothing of value moves. */
  amount?: string;
}

function quantity(amount: bigint, decimals: number, symbol: string, locale: string): string {
  return `${formatNumber(formatUnits(amount, decimals), TRANSACTION_QUANTITY_DECIMALS, locale)} ${symbol}`;
}

/** `native` is the network's currency, for a transaction sent with no recorded transfer (only its value is known). */
export function summarizePendingTransaction(
  pending: PendingTransaction,
  native: { symbol: string; decimals: number },
  { messages, locale }: ActivityTexts = ENGLISH_ACTIVITY_TEXTS,
): PendingTransactionSummary {
  const transfer = pending.transfer;
  const to = (address: string) => formatMessage(messages.counterpartyTo, { address: truncateAddress(address) });
  if (transfer?.kind === 'token') {
    return { counterparty: to(transfer.recipient), amount: quantity(BigInt(transfer.amount), transfer.decimals, transfer.symbol, locale) };
  }
  if (transfer?.kind === 'nft') {
    return {
      counterparty: to(transfer.recipient),
      amount: transfer.name || formatMessage(messages.unnamedNft, { tokenId: transfer.tokenId }),
    };
  }
  const value = BigInt(pending.value);
  return { counterparty: to(pending.to), ...(value > 0n && { amount: quantity(value, native.decimals, native.symbol, locale) }) };
}
