import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Transaction } from '@airlock/protocol';
import { emptyPagedList, type PagedList } from '../paging/paged-list-state';
import type { PendingTransaction } from './pending-transactions';
import type { TransactionsByYear } from './transactions-by-year';

/** The Activity tab's state (spec §3 Transaction history) and the modal's own transactions not yet mined. */
export interface TransactionHistoryState {
  /** The active account's transactions on the active network, spam-only ones left out, newest first. */
  history: PagedList<Transaction>;
  transactionsByYear: TransactionsByYear;
  pending: PendingTransaction[];
}

export type TransactionHistoryStore = StoreApi<TransactionHistoryState>;

export function createTransactionHistoryStore(): TransactionHistoryStore {
  return createStore<TransactionHistoryState>(() => ({ history: emptyPagedList(), transactionsByYear: {}, pending: [] }));
}
