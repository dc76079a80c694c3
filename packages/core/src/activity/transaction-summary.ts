import { formatMessage, type Transaction, type TransactionTransfer } from '@airlock/protocol';
import { truncateAddress } from '../address/truncate-address';
import { formatNumber } from '../format/format-number';
import { isSupportedLocale, localeDirection } from '../i18n/locales';
import { ENGLISH_ACTIVITY_TEXTS, type ActivityTexts } from './activity-texts';

/** Spec §9: transaction quantities show 3 decimals. */
export const TRANSACTION_QUANTITY_DECIMALS = 3;

/** What one Activity row says: the operation, the other side, what moved, and whether it failed. */
export interface TransactionSummary {
  operation: string;
  /** "to 0x12…345678" or "from …"; undefined when the transaction moved nothing to or from another address. */
  counterparty?: string;
  /** "1.500 USDC", an NFT's name, or for a swap "1.000 ETH → 2,980.000 USDC". */
  amount?: string;
  /** The first NFT's preview or the first token's icon, when the server has one. */
  imageUrl?: string;
  failed: boolean;
}

export function transferAmount(transfer: TransactionTransfer, { messages, locale }: ActivityTexts = ENGLISH_ACTIVITY_TEXTS): string {
  if (transfer.nft_info) return transfer.nft_info.name || formatMessage(messages.unnamedNft, { tokenId: transfer.nft_info.tokenId });
  return `${formatNumber(transfer.quantity.numeric, TRANSACTION_QUANTITY_DECIMALS, locale)} ${transfer.fungible_info?.symbol ?? ''}`.trim();
}

/** The other side of a transaction for `account`: whom it went to or came from; undefined when it moved nothing between them. */
export function transactionCounterparty(
  transaction: Transaction,
  account: string,
): { direction: 'to' | 'from'; address: string } | undefined {
  const self = account.toLowerCase();
  const transfer = transaction.transfers.find((candidate) => candidate.direction !== 'self');
  if (transfer?.direction === 'out') return { direction: 'to', address: transfer.recipient };
  if (transfer?.direction === 'in') return { direction: 'from', address: transfer.sender };
  const { sentFrom, sentTo } = transaction.metadata;
  if (sentFrom.toLowerCase() === self && sentTo && sentTo.toLowerCase() !== self) return { direction: 'to', address: sentTo };
  if (sentFrom.toLowerCase() !== self) return { direction: 'from', address: sentFrom };
  return undefined;
}

function counterpartyOf(transaction: Transaction, account: string, texts: ActivityTexts): string | undefined {
  const counterparty = transactionCounterparty(transaction, account);
  if (!counterparty) return undefined;
  const shown = texts.nameOf?.(counterparty.address) ?? truncateAddress(counterparty.address);
  return formatMessage(counterparty.direction === 'to' ? texts.messages.counterpartyTo : texts.messages.counterpartyFrom, {
    address: shown,
  });
}

/**
 * "out → in". Right to left the arrow turns (arrows are not mirrored by the bidi algorithm) and each
 * side is isolated (FSI…PDI): the row then reads from the right, out first, and an amount's Latin
 * digits and symbol do not join the other side's into one left-to-right run.
 */
function swapAmount(out: string, incoming: string, locale: string): string {
  if (isSupportedLocale(locale) && localeDirection(locale) === 'rtl') return `\u2068${out}\u2069 ← \u2068${incoming}\u2069`;
  return `${out} → ${incoming}`;
}

function amountOf(
  transfers: readonly TransactionTransfer[],
  operation: Transaction['metadata']['operationType'],
  texts: ActivityTexts,
): string | undefined {
  const out = transfers.find((transfer) => transfer.direction === 'out');
  const incoming = transfers.find((transfer) => transfer.direction === 'in');
  if (operation === 'trade' && out && incoming)
    return swapAmount(transferAmount(out, texts), transferAmount(incoming, texts), texts.locale);
  const first = transfers[0];
  return first && transferAmount(first, texts);
}

export function summarizeTransaction(
  transaction: Transaction,
  account: string,
  texts: ActivityTexts = ENGLISH_ACTIVITY_TEXTS,
): TransactionSummary {
  const operations: Readonly<Record<string, string>> = texts.messages.operations;
  const { operationType, status } = transaction.metadata;
  const first = transaction.transfers[0];
  return {
    operation: operations[operationType] ?? operationType,
    counterparty: counterpartyOf(transaction, account, texts),
    amount: amountOf(transaction.transfers, operationType, texts),
    imageUrl: first?.nft_info?.content.preview?.url ?? first?.fungible_info?.icon?.url,
    failed: status === 'failed',
  };
}
