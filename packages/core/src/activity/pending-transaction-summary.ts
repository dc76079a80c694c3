import { truncateAddress } from '../address/truncate-address';
import { formatNumber } from '../format/format-number';
import { formatUnits } from '../format/format-units';
import { enAccountSections } from '../messages/en-account-sections';
import type { PendingTransaction } from './pending-transactions';
import { TRANSACTION_QUANTITY_DECIMALS } from './transaction-summary';

/** What a pending Activity row says besides "Sending": the other side and what moves, as a mined row would. */
export interface PendingTransactionSummary {
  counterparty: string;
  /** "12.500 USDC", an NFT's name; undefined when nothing of value moves. */
  amount?: string;
}

function quantity(amount: bigint, decimals: number, symbol: string): string {
  return `${formatNumber(formatUnits(amount, decimals), TRANSACTION_QUANTITY_DECIMALS)} ${symbol}`;
}

/** `native` is the network's currency, for a transaction sent with no recorded transfer (only its value is known). */
export function summarizePendingTransaction(pending: PendingTransaction, native: { symbol: string; decimals: number }): PendingTransactionSummary {
  const transfer = pending.transfer;
  if (transfer?.kind === 'token') {
    return { counterparty: enAccountSections.counterpartyTo(truncateAddress(transfer.recipient)), amount: quantity(BigInt(transfer.amount), transfer.decimals, transfer.symbol) };
  }
  if (transfer?.kind === 'nft') {
    return { counterparty: enAccountSections.counterpartyTo(truncateAddress(transfer.recipient)), amount: transfer.name || enAccountSections.unnamedNft(transfer.tokenId) };
  }
  const value = BigInt(pending.value);
  return { counterparty: enAccountSections.counterpartyTo(truncateAddress(pending.to)), ...(value > 0n && { amount: quantity(value, native.decimals, native.symbol) }) };
}
