import type { Transaction, TransactionTransfer } from '@airlock/protocol';

/** Tokens the server flags as spam: NFTs always carry the flag, fungible tokens may. */
type SpamFlagged = { flags?: { is_spam?: boolean } } | undefined;

function isSpamTransfer(transfer: TransactionTransfer): boolean {
  return transfer.nft_info?.flags.is_spam === true || (transfer.fungible_info as SpamFlagged)?.flags?.is_spam === true;
}

/** A transaction whose every transfer is a token flagged as spam; it is hidden from Activity. */
export function isSpamOnlyTransaction(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(isSpamTransfer);
}
