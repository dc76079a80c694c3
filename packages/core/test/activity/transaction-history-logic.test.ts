import { describe, expect, it } from 'vitest';
import type { Transaction } from '@airlock/protocol';
import { emptyPagedList, pageArrived, pageFailed, pageRequested, shouldRequestPage } from '../../src/paging/paged-list';
import { groupTransactionsByYear } from '../../src/activity/transactions-by-year';
import { isSpamOnlyTransaction } from '../../src/activity/spam-transaction';
import { PENDING_TRANSACTIONS_LIMIT, trackPendingTransaction, withoutMined } from '../../src/activity/pending-transactions';
import { transactionMonths, type PendingTransaction } from '../../src';
import { ACCOUNT, OTHER, spamNftTransfer, transaction, usdcTransfer } from './history-fixtures';

const id = (item: Transaction) => item.id;

describe('transactionsByYear', () => {
  it('groups by year then month, newest groups first, each keeping the order given', () => {
    const mayLate = transaction('2026-05-20T12:00:00Z');
    const mayEarly = transaction('2026-05-03T12:00:00Z');
    const january = transaction('2026-01-15T12:00:00Z');
    const lastYear = transaction('2025-12-15T12:00:00Z');
    const byYear = groupTransactionsByYear([mayLate, mayEarly, january, lastYear]);
    expect(byYear).toEqual({ 2026: { 4: [mayLate, mayEarly], 0: [january] }, 2025: { 11: [lastYear] } });
    expect(transactionMonths(byYear).map(({ year, month, transactions }) => [year, month, transactions.length])).toEqual([
      [2026, 4, 2],
      [2026, 0, 1],
      [2025, 11, 1],
    ]);
  });
});

describe('spam-only transactions', () => {
  it('are those whose every transfer is flagged', () => {
    expect(isSpamOnlyTransaction(transaction('2026-05-01T12:00:00Z', {}, [spamNftTransfer()]))).toBe(true);
    expect(isSpamOnlyTransaction(transaction('2026-05-01T12:00:00Z', {}, [spamNftTransfer(), usdcTransfer('2')]))).toBe(false);
    expect(isSpamOnlyTransaction(transaction('2026-05-01T12:00:00Z', {}, []))).toBe(false);
  });
});

describe('pending transactions', () => {
  const pending = (n: number): PendingTransaction => ({
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    chain: 'eip155:31337',
    from: ACCOUNT,
    to: OTHER,
    value: '1',
    sentAt: new Date(n * 1000).toISOString(),
  });

  it('keeps at most 99, newest first, dropping the oldest', () => {
    let tracked: PendingTransaction[] = [];
    for (let n = 1; n <= 101; n += 1) tracked = trackPendingTransaction(tracked, pending(n));
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99);
    expect(tracked).toHaveLength(99);
    expect(tracked[0]).toEqual(pending(101));
    expect(tracked.at(-1)).toEqual(pending(3));
  });

  it('tracks one hash once', () => {
    expect(trackPendingTransaction([pending(1)], { ...pending(1), hash: pending(1).hash.toUpperCase().replace('0X', '0x') })).toHaveLength(
      1,
    );
  });

  it('drops those the history shows mined, confirmed or failed, not those it shows pending', () => {
    const confirmed = { ...transaction('2026-05-01T12:00:00Z'), hash: pending(1).hash.toUpperCase().replace('0X', '0x') };
    const failed = { ...transaction('2026-05-01T12:00:00Z', { status: 'failed' }), hash: pending(2).hash };
    const stillPending = { ...transaction('2026-05-01T12:00:00Z', { status: 'pending' }), hash: pending(3).hash };
    expect(withoutMined([pending(1), pending(2), pending(3), pending(4)], [confirmed, failed, stillPending])).toEqual([
      pending(3),
      pending(4),
    ]);
  });
});

describe('the paging state machine (spec §4 Transactions fetch)', () => {
  const owner = 'a@eip155:31337';
  const first = [transaction('2026-05-03T12:00:00Z'), transaction('2026-05-02T12:00:00Z')];
  const second = [transaction('2026-04-03T12:00:00Z')];

  it('goes loading → loaded with the cursor, then appends the next page until no cursor is left', () => {
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    expect(loading).toMatchObject({ owner, loading: true, loaded: false, items: [] });
    expect(shouldRequestPage(loading, owner, 'more')).toBe(false);
    const loaded = pageArrived(loading, loading.requestId, 'reset', { data: first, next: 'c1' }, id);
    expect(loaded).toMatchObject({ loading: false, loaded: true, empty: false, failed: false, next: 'c1', items: first });
    expect(shouldRequestPage(loaded, owner, 'more')).toBe(true);
    const more = pageRequested(loaded, owner, 'more');
    const all = pageArrived(more, more.requestId, 'more', { data: second, next: null }, id);
    expect(all.items).toEqual([...first, ...second]);
    expect(all.next).toBeNull();
    expect(shouldRequestPage(all, owner, 'more')).toBe(false);
  });

  it('is empty when the first page has nothing', () => {
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    expect(pageArrived(loading, loading.requestId, 'reset', { data: [], next: null }, id)).toMatchObject({
      loading: false,
      loaded: true,
      empty: true,
      next: null,
    });
  });

  it('fails with empty set and the cursor cleared', () => {
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    const loaded = pageArrived(loading, loading.requestId, 'reset', { data: first, next: 'c1' }, id);
    const more = pageRequested(loaded, owner, 'more');
    expect(pageFailed(more, more.requestId)).toMatchObject({ loading: false, failed: true, empty: true, next: null, items: first });
  });

  it('drops an answer to a request superseded by a reset or another owner', () => {
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    const restarted = pageRequested(loading, 'b@eip155:31337', 'reset');
    expect(pageArrived(restarted, loading.requestId, 'reset', { data: first, next: 'c1' }, id)).toBe(restarted);
    expect(pageFailed(restarted, loading.requestId)).toBe(restarted);
  });

  it('merges a refreshed first page in front, keeping the pages already read and their cursor', () => {
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    const loaded = pageArrived(loading, loading.requestId, 'reset', { data: first, next: 'c1' }, id);
    const newest = transaction('2026-05-04T12:00:00Z');
    const refreshing = pageRequested(loaded, owner, 'refresh');
    expect(refreshing.items).toEqual(first);
    const refreshed = pageArrived(refreshing, refreshing.requestId, 'refresh', { data: [newest, first[0]!], next: 'other' }, id);
    expect(refreshed.items).toEqual([newest, ...first]);
    expect(refreshed.next).toBe('c1');
  });

  it('drops what a refreshed first page no longer holds among the items it covers (a reorg orphaned them)', () => {
    const [newest, orphaned, older, oldest] = ['2026-05-04', '2026-05-03', '2026-05-02', '2026-05-01'].map((day) =>
      transaction(`${day}T12:00:00Z`),
    );
    const loading = pageRequested(emptyPagedList<Transaction>(), owner, 'reset');
    const loaded = pageArrived(loading, loading.requestId, 'reset', { data: [newest!, orphaned!, older!, oldest!], next: 'c1' }, id);
    const refreshing = pageRequested(loaded, owner, 'refresh');
    const refreshed = pageArrived(refreshing, refreshing.requestId, 'refresh', { data: [newest!, older!], next: 'other' }, id);
    expect(refreshed.items).toEqual([newest, older, oldest]);
    expect(refreshed.next).toBe('c1');

    const again = pageRequested(refreshed, owner, 'refresh');
    const whole = pageArrived(again, again.requestId, 'refresh', { data: [older!], next: null }, id);
    expect(whole.items).toEqual([older]);
    expect(whole.next).toBeNull();
  });
});
