import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coinTypeOfChain, type Transaction } from '@airlock/protocol';
import { OTHER, transaction, usdcTransfer } from '../../core/test/activity/history-fixtures';
import { FakeIntersectionObserver } from './intersection-observer';
import { openNamedAccount } from './names-test-setup';

const UNNAMED = '0x3333333333333333333333333333333333333333';
const cleanup: Array<() => Promise<void> | void> = [];
beforeEach(() => FakeIntersectionObserver.install());
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

describe('Activity with names', () => {
  it('shows counterparties by name where they have one, each address looked up once, the list never waiting for them', async () => {
    const history: Transaction[] = [
      transaction('2026-05-10T12:00:00Z', {}, [usdcTransfer('12.5')]),
      transaction('2026-05-09T12:00:00Z', {}, [usdcTransfer('2')]),
      transaction('2026-05-08T12:00:00Z', { sentFrom: UNNAMED }, [{ ...usdcTransfer('1'), sender: UNNAMED }]),
    ];
    const opened = await openNamedAccount((api) => api.seed('carol.airlock.id', OTHER, coinTypeOfChain(31337)), {
      other: (request) => (request.path.endsWith('/history') ? { status: 200, body: { data: history, next: null } } : undefined),
    });
    cleanup.push(
      () => opened.airlock.destroy(),
      () => opened.api.close(),
    );
    const { user, dialog, api } = opened;
    await user.click(within(dialog()).getByRole('tab', { name: 'Activity' }));

    await waitFor(() => expect(within(dialog()).getAllByTestId('airlock-transaction')).toHaveLength(3));
    const rows = () => within(dialog()).getAllByTestId('airlock-transaction');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('from carol.airlock.id'));
    expect(rows()[1]).toHaveTextContent('from carol.airlock.id');
    await waitFor(() => expect(api.requestsTo(`/v1/identity/${UNNAMED}`)).toHaveLength(1));
    expect(rows()[2]).toHaveTextContent('from 0x33…333333');
    expect(api.requestsTo(`/v1/identity/${OTHER}`)).toHaveLength(1);
  });
});
