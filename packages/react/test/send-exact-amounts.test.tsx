import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenBalance } from '@airlock/protocol';
import { chooseToken, openAccountView, openSendForm, startAccountApi, type AccountApi } from './send-test-setup';

const DAI = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// A float reads this as 1: a rounded holding or Max would be more DAI than the account has.
const DAI_HELD = '0.999999999999999999';
const dai: TokenBalance = {
  name: 'Dai',
  symbol: 'DAI',
  chainId: 'eip155:31337',
  address: DAI,
  price: 1,
  value: 1,
  quantity: { decimals: '18', numeric: DAI_HELD },
  iconUrl: '',
};

describe('the Send form with a holding a float cannot hold', () => {
  let server: AccountApi;
  beforeEach(async () => {
    localStorage.clear();
    server = await startAccountApi([dai]);
  });
  afterEach(() => server.close());

  it('shows the exact balance, fills Max with it to the last decimal, sends exactly that, calls one unit more insufficient', async () => {
    const { user, adapter, dialog } = await openAccountView(server.url);
    const form = await openSendForm({ user, dialog });
    await chooseToken(user, form, 'DAI');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(`Balance: ${DAI_HELD} DAI`);

    await user.type(amount, '1');
    expect(within(form).getByRole('alert')).toHaveTextContent('Insufficient funds');
    await user.click(within(form).getByRole('button', { name: /^Max/ }));
    expect(amount).toHaveValue(DAI_HELD);
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: 'Recipient' }), recipient);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Preview' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    // The review opens once the fee of what was typed is estimated.
    expect(await within(dialog()).findByTestId('airlock-send-review-amount')).toHaveTextContent(`${DAI_HELD} DAI`);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent[0]!.data!.slice(-64)).toBe(999_999_999_999_999_999n.toString(16).padStart(64, '0'));
  }, 15_000);
});
