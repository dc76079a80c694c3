import type { Transaction, TransactionTransfer } from '@airlock/protocol';
import { truncateAddress } from '../address/truncate-address';
import { formatNumber } from '../format/format-number';
import { enAccountSections } from '../messages/en-account-sections';

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

export function transferAmount(transfer: TransactionTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name || enAccountSections.unnamedNft(transfer.nft_info.tokenId);
  return `${formatNumber(transfer.quantity.numeric, TRANSACTION_QUANTITY_DECIMALS)} ${transfer.fungible_info?.symbol ?? ''}`.trim();
}

function counterpartyOf(transaction: Transaction, account: string): string | undefined {
  const self = account.toLowerCase();
  const transfer = transaction.transfers.find((candidate) => candidate.direction !== 'self');
  if (transfer?.direction === 'out') return enAccountSections.counterpartyTo(truncateAddress(transfer.recipient));
  if (transfer?.direction === 'in') return enAccountSections.counterpartyFrom(truncateAddress(transfer.sender));
  const { sentFrom, sentTo } = transaction.metadata;
  if (sentFrom.toLowerCase() === self && sentTo && sentTo.toLowerCase() !== self) return enAccountSections.counterpartyTo(truncateAddress(sentTo));
  if (sentFrom.toLowerCase() !== self) return enAccountSections.counterpartyFrom(truncateAddress(sentFrom));
  return undefined;
}

function amountOf(transfers: readonly TransactionTransfer[], operation: Transaction['metadata']['operationType']): string | undefined {
  const out = transfers.find((transfer) => transfer.direction === 'out');
  const incoming = transfers.find((transfer) => transfer.direction === 'in');
  if (operation === 'trade' && out && incoming) return `${transferAmount(out)} → ${transferAmount(incoming)}`;
  const first = transfers[0];
  return first && transferAmount(first);
}

export function summarizeTransaction(transaction: Transaction, account: string): TransactionSummary {
  const { operationType, status } = transaction.metadata;
  const first = transaction.transfers[0];
  return {
    operation: enAccountSections.operations[operationType] ?? operationType,
    counterparty: counterpartyOf(transaction, account),
    amount: amountOf(transaction.transfers, operationType),
    imageUrl: first?.nft_info?.content.preview?.url ?? first?.fungible_info?.icon?.url,
    failed: status === 'failed',
  };
}
