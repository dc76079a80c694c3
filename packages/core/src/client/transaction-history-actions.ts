import type { Transaction, TransactionHistoryResponse } from '@airlock/protocol';
import { refreshAccountBalances } from '../balances/refresh-account-balances';
import { isSpamOnlyTransaction } from '../activity/spam-transaction';
import { withoutMined } from '../activity/pending-transactions';
import { servesActivity } from '../activity/activity-namespaces';
import { groupTransactionsByYear } from '../activity/transactions-by-year';
import { serverAssetUrl } from '../api/server-asset-url';
import { pageArrived, pageFailed, pageRequested, shouldRequestPage, type PagedList, type PageRequest } from '../paging/paged-list';
import { activeAccountListOwner } from './active-account-list-owner';
import type { ClientContext } from './client-context';

export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions';

export interface FetchTransactionsResult {
  /** How many of the modal's own pending transactions this page showed mined. */
  mined: number;
}

/**
 * Loads a page of the active account's history on the active network (spec §4 Transactions fetch).
 * A refresh that finds new or newly mined transactions refreshes the balances as well.
 * A failure shows 'Failed to fetch transactions' and sends ERROR_FETCH_TRANSACTIONS, except for
 * `quiet` background refreshes, which keep what is shown.
 */
export async function fetchTransactions(
  context: ClientContext,
  request: PageRequest,
  options: { quiet?: boolean } = {},
): Promise<FetchTransactionsResult> {
  const api = context.api;
  const active = activeAccountListOwner(context);
  if (!api || !active || !servesActivity(active.namespace)) return { mined: 0 };
  const store = context.transactionHistory;
  const { history } = store.getState();
  if (!shouldRequestPage(history, active.owner, request)) return { mined: 0 };
  const cursor = request === 'more' ? history.next : null;
  const requested = pageRequested(history, active.owner, request);
  // A background read of a list already shown does not show loading: the list does not flicker, and
  // the next page can be asked for meanwhile (its request supersedes this one).
  const inBackground = options.quiet && history.owner === active.owner && history.loaded;
  store.setState({ history: inBackground ? { ...requested, loading: false } : requested });
  try {
    const page = await api.get<TransactionHistoryResponse>(`/v1/account/${active.address}/history`, {
      chainId: active.chain,
      cursor: cursor ?? undefined,
    });
    const data = page.data
      .filter((transaction) => transaction.metadata.chain === active.chain && !isSpamOnlyTransaction(transaction))
      .map((transaction) => withAbsoluteImages(transaction, api.baseUrl));
    const current = store.getState();
    const next = pageArrived(current.history, requested.requestId, request, { data, next: page.next }, (transaction) => transaction.id);
    if (next === current.history) return { mined: 0 };
    const pending = withoutMined(current.pending, data);
    store.setState({ history: next, transactionsByYear: groupTransactionsByYear(next.items), pending });
    const mined = current.pending.length - pending.length;
    // Something new happened to the account since the list was read: its balances changed too.
    if (request === 'refresh' && (mined > 0 || hasNewTransactions(current.history, next.items))) {
      void refreshAccountBalances(context, active.namespace, { force: true });
    }
    return { mined };
  } catch (error) {
    const current = store.getState().history;
    if (options.quiet) {
      if (current.requestId === requested.requestId) store.setState({ history: { ...current, loading: false } });
      return { mined: 0 };
    }
    const failed = pageFailed(current, requested.requestId);
    if (failed === current) return { mined: 0 };
    console.warn('[airlock] transaction history unavailable', error);
    store.setState({ history: failed });
    context.toasts.show(FAILED_TO_FETCH_TRANSACTIONS, 'error');
    context.events.emit('ERROR_FETCH_TRANSACTIONS', { message: (error as Error).message, chain: active.chain });
    return { mined: 0 };
  }
}

/** Against a list read before (an empty one too: an account's first transfer is new), not a first read. */
function hasNewTransactions(before: PagedList<Transaction>, after: readonly Transaction[]): boolean {
  if (!before.loaded || before.failed) return false;
  const known = new Set(before.items.map((transaction) => transaction.id));
  return after.some((transaction) => !known.has(transaction.id));
}

function withAbsoluteImages(transaction: Transaction, baseUrl: string): Transaction {
  return {
    ...transaction,
    transfers: transaction.transfers.map((transfer) => ({
      ...transfer,
      ...(transfer.fungible_info && {
        fungible_info: {
          ...transfer.fungible_info,
          icon: transfer.fungible_info.icon && { url: serverAssetUrl(baseUrl, transfer.fungible_info.icon.url) },
        },
      }),
      ...(transfer.nft_info && {
        nft_info: {
          ...transfer.nft_info,
          content: {
            preview: transfer.nft_info.content.preview && { url: serverAssetUrl(baseUrl, transfer.nft_info.content.preview.url) },
          },
        },
      }),
    })),
  };
}
