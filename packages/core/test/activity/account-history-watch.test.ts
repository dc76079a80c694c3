import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type Transaction } from '@airlock/protocol';
import { createAirlockClient } from '../../src';
import { historyWatchStep } from '../../src/activity/history-watch-step';
import { HISTORY_POLL_MS } from '../../src/constants/timing';
import { devnet, devnetL2, walletA } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';
import { startRecordingServer } from '../recording-server';
import { transaction } from './history-fixtures';

const PROJECT = 'a'.repeat(32);

describe('historyWatchStep', () => {
  it('polls while the Account view is open or own transactions are pending, pauses while hidden, else stops', () => {
    expect(historyWatchStep({ accountViewOpen: true, ownPending: false, hidden: false })).toBe('poll');
    expect(historyWatchStep({ accountViewOpen: false, ownPending: true, hidden: false })).toBe('poll');
    expect(historyWatchStep({ accountViewOpen: true, ownPending: true, hidden: true })).toBe('pause');
    expect(historyWatchStep({ accountViewOpen: false, ownPending: false, hidden: false })).toBe('stop');
    expect(historyWatchStep({ accountViewOpen: false, ownPending: false, hidden: true })).toBe('stop');
  });
});

describe('the Account view watching the history', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let firstPage: { data: Transaction[]; next: string | null };
  let olderPage: { data: Transaction[]; next: string | null };
  /** While set, the first page's answers wait for it (until `release`). */
  let holdFirstPage: Promise<void> | undefined;
  let release = () => {};
  beforeEach(async () => {
    localStorage.clear();
    firstPage = { data: [], next: null };
    olderPage = { data: [], next: null };
    holdFirstPage = undefined;
    server = await startRecordingServer(async (request) => {
      if (request.path === '/v1/project/config')
        return { status: 200, body: { projectId: PROJECT, name: 'Demo', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/history') && request.query.has('cursor')) return { status: 200, body: olderPage };
      if (request.path.endsWith('/history')) {
        await holdFirstPage;
        return { status: 200, body: firstPage };
      }
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(async () => {
    release();
    vi.useRealTimers();
    setHidden(false);
    await server.close();
  });

  const historyReads = () => server.requests.filter((request) => request.path.endsWith('/history'));
  const balanceReads = () => server.requests.filter((request) => request.path.endsWith('/balance')).length;

  /** Connected, the modal on the Account view with its first page read, then only setTimeout faked (the server's answers are real I/O). */
  async function accountViewOpen() {
    const client = createAirlockClient({
      adapters: [new MemoryAdapter([devnet, devnetL2], [walletA])],
      networks: [devnet, devnetL2],
      apiUrl: server.url,
      projectId: PROJECT,
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
    client.open({ view: 'Account' });
    await client.fetchTransactions('reset');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.watchAccountHistory();
    await untilSettled();
    return client;
  }

  /** Real time for the lazy import and the server's answers (real I/O) to arrive, as timers stand still. */
  async function realMs(ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (Date.now() < end) await new Promise((resolve) => setImmediate(resolve));
  }
  async function untilSettled(): Promise<void> {
    await realMs(60);
  }
  /** Fake time passes a poll interval at most at a time, each poll's answer let in before the next. */
  async function afterMs(ms: number): Promise<void> {
    for (let left = ms; left > 0; left -= HISTORY_POLL_MS) {
      await vi.advanceTimersByTimeAsync(Math.min(left, HISTORY_POLL_MS));
      await untilSettled();
    }
  }

  it('re-reads the first page every 4 s; a transfer received meanwhile shows and refreshes the balances', async () => {
    const client = await accountViewOpen();
    const before = historyReads().length;
    await afterMs(HISTORY_POLL_MS - 100);
    expect(historyReads().length).toBe(before);
    await afterMs(100);
    expect(historyReads().length).toBe(before + 1);
    expect(historyReads().at(-1)!.query.get('chainId')).toBe('eip155:31337');

    // The account had no history; someone sends it USDC.
    const received = transaction('2026-05-11T12:00:00Z');
    firstPage = { data: [received], next: null };
    const balancesBefore = balanceReads();
    await afterMs(HISTORY_POLL_MS);
    expect(historyReads().length).toBe(before + 2);
    expect(client.transactionHistory.getState().history.items.map((item) => item.id)).toEqual([received.id]);
    await untilSettled();
    expect(balanceReads()).toBeGreaterThan(balancesBefore);

    await afterMs(HISTORY_POLL_MS);
    expect(historyReads().length).toBe(before + 3);
  });

  it('stops when the modal closes or leaves the Account view', async () => {
    const client = await accountViewOpen();
    await afterMs(HISTORY_POLL_MS);
    const reads = historyReads().length;
    client.close();
    await afterMs(3 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads);

    client.open({ view: 'Account' });
    client.watchAccountHistory();
    await untilSettled();
    await afterMs(HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 1);
    client.router.push('Networks');
    await afterMs(3 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 1);
  });

  it('ends when the client is destroyed, with the modal still on the Account view', async () => {
    const client = await accountViewOpen();
    await afterMs(HISTORY_POLL_MS);
    const reads = historyReads().length;
    client.destroy();
    await untilSettled();
    await afterMs(3 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads);
  });

  it('goes on after the modal closes while a transaction it sent is pending, until the history has it mined', async () => {
    const client = await accountViewOpen();
    const sent = await client.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 5n });
    client.close();
    await untilSettled();
    const reads = historyReads().length;
    await afterMs(2 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 2);
    firstPage = { data: [{ ...transaction('2026-05-11T12:00:00Z', { operationType: 'send' }), hash: sent }], next: null };
    await afterMs(HISTORY_POLL_MS);
    expect(client.transactionHistory.getState().pending).toEqual([]);
    await afterMs(3 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 3);
  });

  it('reads in the background: the list does not show loading meanwhile, and the next page can still be asked for', async () => {
    const may = transaction('2026-05-10T12:00:00Z');
    const april = transaction('2026-04-10T12:00:00Z');
    firstPage = { data: [may], next: 'page-2' };
    olderPage = { data: [april], next: null };
    const client = await accountViewOpen();
    await client.fetchTransactions('reset');
    holdFirstPage = new Promise((resolve) => (release = resolve));
    const reads = historyReads().length;
    await afterMs(HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 1);
    expect(client.transactionHistory.getState().history.loading).toBe(false);

    await client.fetchTransactions('more');
    expect(client.transactionHistory.getState().history.items.map((item) => item.id)).toEqual([may.id, april.id]);
    release();
    await untilSettled();
    expect(client.transactionHistory.getState().history).toMatchObject({ loading: false, next: null });
    expect(client.transactionHistory.getState().history.items.map((item) => item.id)).toEqual([may.id, april.id]);
  });

  it('goes on with the new network, asking about it only, once the network changes', async () => {
    const client = await accountViewOpen();
    await client.switchNetwork(devnetL2);
    client.router.reset('Account');
    await afterMs(3 * HISTORY_POLL_MS);
    const since = historyReads().slice(-3);
    expect(since.map((request) => request.query.get('chainId'))).toEqual(['eip155:31338', 'eip155:31338', 'eip155:31338']);
  });

  it('pauses while the page is hidden and goes on once it is visible', async () => {
    await accountViewOpen();
    const reads = historyReads().length;
    setHidden(true);
    await afterMs(3 * HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads);
    setHidden(false);
    await afterMs(HISTORY_POLL_MS);
    expect(historyReads().length).toBe(reads + 1);
  });
});

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
