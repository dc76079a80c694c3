import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { startRecordingServer } from '../../core/test/recording-server';
import { SendingAdapter } from '../../core/test/send/sending-adapter';
import { FakeIntersectionObserver } from './intersection-observer';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc: TokenBalance = {
  name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: USDC, price: 1, value: 150.5, quantity: { decimals: '6', numeric: '150.5' }, iconUrl: '',
};

describe("an ERC-20 the modal sent, in Activity while pending", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeEach(async () => {
    localStorage.clear();
    FakeIntersectionObserver.install();
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config') return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [usdc] } };
      if (request.path.endsWith('/history')) return { status: 200, body: { data: [], next: null } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  it('says how much of which token goes to whom, with 3 decimals (spec §9), before it is mined', async () => {
    const adapter = new SendingAdapter([devnet, devnetL2]);
    const { airlock, user } = renderAirlock({ adapters: [adapter], apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = () => screen.getByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    const form = await within(dialog()).findByRole('form', { name: 'Send tokens' });
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Token' }), 'USDC');
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
