import type { Transaction } from '@airlock/protocol';

/** Transactions by year, then by month (0–11), in the order given (spec §3 transactionsByYear). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>;

/** Groups by the local calendar of the visitor, as the rows show local dates. */
export function groupTransactionsByYear(transactions: readonly Transaction[]): TransactionsByYear {
  const byYear: TransactionsByYear = {};
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt);
    const months = (byYear[minedAt.getFullYear()] ??= {});
    (months[minedAt.getMonth()] ??= []).push(transaction);
  }
  return byYear;
}

export interface TransactionMonth {
  year: number;
  month: number;
  transactions: Transaction[];
}

/** The groups newest first, as the Activity list shows them. */
export function transactionMonths(byYear: TransactionsByYear): TransactionMonth[] {
  const descending = (a: string, b: string) => Number(b) - Number(a);
  return Object.keys(byYear)
    .sort(descending)
    .flatMap((year) => {
      const months = byYear[Number(year)] ?? {};
      return Object.keys(months)
        .sort(descending)
        .map((month) => ({ year: Number(year), month: Number(month), transactions: months[Number(month)] ?? [] }));
    });
}
