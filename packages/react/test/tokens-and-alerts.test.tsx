import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type TokenBalance } from '@airlock/protocol';
import { startRecordingServer } from '../../core/test/recording-server';
import { devnet, devnetL2 } from '../../core/test/fixtures';
import { renderAirlock } from './render-airlock';

const PROJECT = 'a'.repeat(32);
const balance = (symbol: string, numeric: string, price: number, address?: string): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:31337',
  address,
  price,
  value: Number(numeric) * price,
  quantity: { decimals: '18', numeric },
  iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
});

describe('Tokens and alerts', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let configStatus = 200;
  beforeEach(async () => {
    configStatus = 200;
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return configStatus === 200
          ? { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } }
          : { status: configStatus, body: { message: 'Invalid Project ID' } };
      if (request.path.endsWith('/balance'))
        return { status: 200, body: { balances: [balance('ETH', '2', 3000), balance('USDC', '150.5', 1, '0xusdc')] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  it('lists tokens with amounts and USD values, and the total in the header', async () => {
    const mainnetLike = { ...devnet, testnet: false };
    const { user, airlock } = renderAirlock({
      apiUrl: server.url,
      projectId: PROJECT,
      features: { analytics: false },
      networks: [mainnetLike, devnetL2],
    });
    await airlock.init();
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    const list = await within(dialog).findByRole('list', { name: 'Tokens' });
    const eth = within(list).getByTestId('airlock-token-ETH');
    expect(eth).toHaveTextContent('ETH');
    expect(within(eth).getByTestId('airlock-token-amount')).toHaveTextContent('2.00');
    expect(within(eth).getByTestId('airlock-token-value')).toHaveTextContent('$6,000.00');
    expect(within(eth).getByRole('img', { name: 'ETH icon' })).toBeInTheDocument();
    expect(within(list).getByTestId('airlock-token-USDC')).toHaveTextContent('150.50');
    expect(within(dialog).getByTestId('airlock-total-value')).toHaveTextContent('$6,150.50');
  });

  it('shows the token list in the selected Tokens tab of the Account view', async () => {
    const { user, airlock } = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    const tablist = within(dialog).getByRole('tablist', { name: 'Account sections' });
    const tokensTab = within(tablist).getByRole('tab', { name: 'Tokens', selected: true });
    // With a server, NFTs and Activity (spec §2 order) follow Tokens.
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(within(tablist).getAllByRole('tab')[0]).toBe(tokensTab);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' });
    expect(tokensTab).toHaveAttribute('aria-controls', panel.id);
    const list = await within(panel).findByRole('list', { name: 'Tokens' });
    expect(list).toHaveAttribute('data-testid', 'airlock-token-list');
    expect(within(list).getByTestId('airlock-token-ETH')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Tokens' })).toBeNull();
    // jsdom does no layout, so contrast is left to the E2E axe run.
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
    ).toEqual([]);
  });

  it('shows $0.00 on testnets', async () => {
    const { user, airlock } = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await airlock.init();
    await airlock.connect('dev.a');
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    // The fixtures' devnet is flagged testnet.
    await waitFor(() => expect(screen.getByTestId('airlock-total-value')).toHaveTextContent('$0.00'));
  });

  it('shows the server alert in the modal and lets it be dismissed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configStatus = 401;
    const { user, airlock } = renderAirlock({ apiUrl: server.url, projectId: PROJECT, features: { analytics: false } });
    await airlock.init();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(within(screen.getByRole('dialog')).getByTestId('airlock-alert')).toHaveTextContent('Invalid Project ID');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('airlock-alert')).toBeNull();
    warn.mockRestore();
  });
});
