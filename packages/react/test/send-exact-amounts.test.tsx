import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { startRecordingServer } from '../../core/test/recording-server';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);
const DAI = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// A float reads this as 1: a rounded holding or Max would be more DAI than the account has.
const DAI_HELD = '0.999999999999999999';
const dai: TokenBalance = {
  name: 'Dai', symbol: 'DAI', chainId: 'eip155:31337', address: DAI, price: 1, value: 1, quantity: { decimals: '18', numeric: DAI_HELD }, iconUrl: '',
};

describe('the Send form with a holding a float cannot hold', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeEach(async () => {
    localStorage.clear();
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config') return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [dai] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  it('shows the exact balance, fills Max with it to the last decimal, sends exactly that, and calls one unit more insufficient', async () => {
    const adapter = new SendingAdapter([devnet, devnetL2]);
    const { airlock, user } = renderAirlock({ adapters: [adapter], apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = () => screen.getByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send tokens' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Token' })).toHaveTextContent('DAI'));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Token' }), 'DAI');
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
    expect(within(dialog()).getByTestId('airlock-send-review-amount')).toHaveTextContent(`${DAI_HELD} DAI`);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm in wallet' }));
    await within(dialog()).findByRole('status', { name: 'Transaction pending' });
    expect(adapter.sent[0]!.data!.slice(-64)).toBe((999_999_999_999_999_999n).toString(16).padStart(64, '0'));
  }, 15_000);
});
