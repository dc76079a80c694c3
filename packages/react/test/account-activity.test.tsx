import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type Transaction } from '@airlock/protocol';
import { startRecordingServer } from '../../core/test/recording-server';
import { spamNftTransfer, transaction, usdcTransfer } from '../../core/test/activity/history-fixtures';
import { FakeIntersectionObserver } from './intersection-observer';
import { renderAirlock } from './render-airlock';
import { main as arabic } from '../../core/src/i18n/locales/ar/main';

const PROJECT = 'a'.repeat(32);
const SENT_HASH = `0x${'ab'.repeat(32)}`;

async function seriousViolations(element: Element) {
  // jsdom does no layout, so contrast is left to the E2E axe run.
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('the Activity tab', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let pages: Record<string, { data: Transaction[]; next: string | null }>;
  let historyStatus: number;
  let activityFeature: boolean;
  beforeEach(async () => {
    FakeIntersectionObserver.install();
    historyStatus = 200;
    activityFeature = true;
    pages = { first: { data: [], next: null } };
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return {
          status: 200,
          body: { projectId: PROJECT, name: 'x', features: { ...DEFAULT_REMOTE_FEATURES, activity: activityFeature } },
        };
      if (request.path.endsWith('/history')) {
        if (historyStatus !== 200) return { status: historyStatus, body: { message: 'indexer down' } };
        return { status: 200, body: pages[request.query.get('cursor') ?? 'first'] };
      }
      if (request.path.endsWith('/nfts')) return { status: 200, body: { data: [], next: null } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  async function openActivity(options: Parameters<typeof renderAirlock>[0] = {}) {
    const rendered = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false }, ...options });
    await rendered.airlock.init();
    await rendered.airlock.connect('dev.a');
    await rendered.user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    await within(dialog).findByTestId('airlock-account-address');
    return { ...rendered, dialog };
  }

  it('lists the connected chain’s transactions by month: spam-only hidden, failed marked, quantities with 3 decimals', async () => {
    pages.first = {
      data: [
        transaction('2026-05-10T12:00:00Z', {}, [usdcTransfer('12.5')]),
        transaction('2026-05-09T12:00:00Z', {}, [spamNftTransfer()]),
        transaction('2026-04-10T12:00:00Z', { operationType: 'send', status: 'failed' }, [usdcTransfer('3', 'out')]),
      ],
      next: null,
    };
    const { user, dialog } = await openActivity();
    const tablist = within(dialog).getByRole('tablist', { name: 'Account sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity']);
    await user.click(within(tablist).getByRole('tab', { name: 'Activity' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' });
    // The tab's code loading, then its first page: either way the panel says it is loading.
    expect(within(panel).getByLabelText(/^Loading/)).toBeInTheDocument();
    expect(await within(panel).findByRole('list', { name: 'Loading activity' })).toHaveAttribute('aria-busy', 'true');
    const may = await within(panel).findByRole('region', { name: 'May 2026' });
    const april = within(panel).getByRole('region', { name: 'April 2026' });
    const received = within(may).getByTestId('airlock-transaction');
    expect(received).toHaveTextContent('Received');
    expect(received).toHaveTextContent('from 0x22…222222');
    expect(received).toHaveTextContent('12.500 USDC');
    expect(within(panel).getAllByTestId('airlock-transaction')).toHaveLength(2);
    expect(panel).not.toHaveTextContent('Free Claim');
    const failed = within(april).getByTestId('airlock-transaction');
    expect(failed).toHaveTextContent('Sent');
    expect(failed).toHaveTextContent('Failed');
    expect(server.requests.find((request) => request.path.endsWith('/history'))!.query.get('chainId')).toBe('eip155:31337');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('loads the next page when the end of the list scrolls into view, and from the Load more button', async () => {
    pages = {
      first: { data: [transaction('2026-05-10T12:00:00Z')], next: 'p2' },
      p2: { data: [transaction('2026-03-10T12:00:00Z')], next: 'p3' },
      p3: { data: [transaction('2025-12-10T12:00:00Z')], next: null },
    };
    const { user, dialog } = await openActivity();
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' });
    await within(panel).findByRole('region', { name: 'May 2026' });
    act(() => FakeIntersectionObserver.scrollIntoView());
    await within(panel).findByRole('region', { name: 'March 2026' });
    const loadMore = within(panel).getByRole('button', { name: 'Load more' });
    loadMore.focus();
    await user.keyboard('{Enter}');
    await within(panel).findByRole('region', { name: 'December 2025' });
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.requests.filter((request) => request.path.endsWith('/history')).map((request) => request.query.get('cursor'))).toEqual([
      null,
      'p2',
      'p3',
    ]);
  });

  it('shows the empty state when the account has no activity', async () => {
    const { user, dialog } = await openActivity();
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    expect(await within(dialog).findByTestId('airlock-activity-empty')).toHaveTextContent('No activity yet');
  });

  it("shows 'Failed to fetch transactions' when the history cannot be read", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    historyStatus = 500;
    const { user, dialog, airlock } = await openActivity();
    const events: string[] = [];
    airlock.subscribeEvents((event) => events.push(event.name));
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByTestId('airlock-toast')).toHaveTextContent('Failed to fetch transactions');
    expect(events).toContain('ERROR_FETCH_TRANSACTIONS');
    expect(within(dialog).getByTestId('airlock-activity-empty')).toBeInTheDocument();
  });

  it('is not offered when the activity feature is off, locally or for the project', async () => {
    const local = await openActivity({ features: { analytics: false, activity: false } });
    expect(within(local.dialog).queryByRole('tab', { name: 'Activity' })).toBeNull();
    local.unmount();
    activityFeature = false;
    const remote = await openActivity();
    expect(within(remote.dialog).getByRole('tab', { name: 'NFTs' })).toBeInTheDocument();
    expect(within(remote.dialog).queryByRole('tab', { name: 'Activity' })).toBeNull();
  });

  it("shows the modal's own transaction as pending at the top until the history has it mined", async () => {
    pages.first = { data: [transaction('2026-05-10T12:00:00Z')], next: null };
    const { user, dialog, airlock } = await openActivity();
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' });
    await within(panel).findByRole('region', { name: 'May 2026' });
    await act(() => airlock.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 1_500_000_000_000_000_000n }));
    const pendingList = within(panel).getByRole('list', { name: 'Pending' });
    expect(within(pendingList).getByTestId('airlock-pending-transaction')).toHaveTextContent('Pending');
    expect(within(pendingList).getByTestId('airlock-pending-transaction')).toHaveTextContent('1.500 ETH');
    expect(panel.firstElementChild?.firstElementChild).toBe(pendingList);
    pages.first = {
      data: [
        { ...transaction('2026-05-11T12:00:00Z', { operationType: 'send' }, [usdcTransfer('1.5', 'out')]), hash: SENT_HASH },
        ...pages.first.data,
      ],
      next: null,
    };
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Pending' })).toBeNull(), { timeout: 9_000 });
    expect(within(panel).getAllByTestId('airlock-transaction')).toHaveLength(2);
  }, 15_000);

  it('shows a transfer received while the tab stays open, and reads the balances again', async () => {
    pages.first = { data: [transaction('2026-05-10T12:00:00Z')], next: null };
    const { user, dialog } = await openActivity();
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' });
    await within(panel).findByRole('region', { name: 'May 2026' });
    const balanceReads = () => server.requests.filter((request) => request.path.endsWith('/balance')).length;
    const balanceReadsBefore = balanceReads();
    pages.first = { data: [transaction('2026-06-01T12:00:00Z', {}, [usdcTransfer('7')]), ...pages.first.data], next: null };
    const june = await within(panel).findByRole('region', { name: 'June 2026' }, { timeout: 9_000 });
    expect(within(june).getByTestId('airlock-transaction')).toHaveTextContent('7.000 USDC');
    await waitFor(() => expect(balanceReads()).toBeGreaterThan(balanceReadsBefore));
  }, 15_000);

  it('reads the newest page again when the tab is opened again', async () => {
    pages.first = { data: [transaction('2026-05-10T12:00:00Z')], next: null };
    const { user, dialog } = await openActivity();
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    await within(dialog).findByRole('region', { name: 'May 2026' });
    pages.first = { data: [transaction('2026-06-01T12:00:00Z'), ...pages.first.data], next: null };
    await user.click(within(dialog).getByRole('tab', { name: 'Tokens' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    expect(await within(dialog).findByRole('region', { name: 'June 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'May 2026' })).toBeInTheDocument();
  });

  it('in Arabic (right to left) goes to the next tab with ArrowLeft, back with ArrowRight, and a swap’s arrow points left', async () => {
    pages.first = {
      data: [
        transaction('2026-05-10T12:00:00Z', { operationType: 'trade' }, [
          usdcTransfer('5', 'out'),
          { ...usdcTransfer('0.5'), fungible_info: { name: 'Ether', symbol: 'ETH', address: null, decimals: 18, icon: null } },
        ]),
      ],
      next: null,
    };
    const { user, airlock } = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false }, locale: 'ar' });
    await airlock.init();
    await waitFor(() => expect(airlock.locale.getState().locale).toBe('ar'));
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${arabic.account}`) }));
    const dialog = screen.getByRole('dialog', { name: arabic.account });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const tablist = within(dialog).getByRole('tablist', { name: arabic.accountSections });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([arabic.tokens, arabic.nfts, arabic.activity]);

    await user.click(within(tablist).getByRole('tab', { name: arabic.tokens }));
    await user.keyboard('{ArrowLeft}');
    expect(within(tablist).getByRole('tab', { name: arabic.nfts, selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    const activityTab = within(tablist).getByRole('tab', { name: arabic.activity, selected: true });
    expect(activityTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(tablist).getByRole('tab', { name: arabic.tokens, selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(activityTab).toHaveFocus();
    expect(activityTab).toHaveAttribute('aria-selected', 'true');

    const swap = await within(dialog).findByTestId('airlock-transaction-amount');
    expect(swap.textContent).toMatch(/^\u2068.*USDC\u2069 ← \u2068.*ETH\u2069$/);
  });
});
