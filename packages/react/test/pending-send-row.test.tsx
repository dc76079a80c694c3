import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenBalance } from '@airlock/protocol';
import { FakeIntersectionObserver } from './intersection-observer';
import { chooseToken, openAccountView, openSendForm, startAccountApi, type AccountApi } from './send-test-setup';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: USDC,
  price: 1,
  value: 150.5,
  quantity: { decimals: '6', numeric: '150.5' },
  iconUrl: '',
};

describe('an ERC-20 the modal sent, in Activity while pending', () => {
  let server: AccountApi;
  beforeEach(async () => {
    localStorage.clear();
    FakeIntersectionObserver.install();
    server = await startAccountApi([usdc], { '/history': { data: [], next: null } });
  });
  afterEach(() => server.close());

  it('says how much of which token goes to whom, with 3 decimals (spec §9), before it is mined', async () => {
    const { user, dialog } = await openAccountView(server.url);
    const form = await openSendForm({ user, dialog });
    await chooseToken(user, form, 'USDC');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '12.5');
    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });

    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await user.click(await within(dialog()).findByRole('tab', { name: 'Activity' }));
    const panel = within(dialog()).getByRole('tabpanel', { name: 'Activity' });
    const row = within(await within(panel).findByRole('list', { name: 'Pending' })).getByTestId('airlock-pending-transaction');
    expect(row).toHaveTextContent('Sending');
    expect(row).toHaveTextContent('12.500 USDC');
    // The recipient, not the USDC contract the transaction was addressed to.
    expect(row).toHaveTextContent('to 0x70…dc79C8');
  }, 15_000);
});
