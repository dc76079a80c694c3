import { startDevnet, type Devnet } from '@airlock/devnet';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The real server and devnet, as core's Pay test uses them: the view's Pay button meets the real routes and chain.
import type { AirlockServer } from '../../../services/server/src/app/build-server';
import { DEMO_PROJECT_ID } from '../../../services/server/src/projects/project-id';
import { devnetChainConfigs } from '../../../services/server/test/support/devnet-chain-configs';
import { buildTestServer } from '../../../services/server/test/support/test-server';
import { devnet as devnetNetwork, devnetL2 } from '../../core/test/fixtures';
import { ChainPayingAdapter } from '../../core/test/pay/chain-paying-adapter';
import { renderAirlock } from './render-airlock';

const MERCHANT = '0x3a3c2d1Af82bad515aE54482bA98A71A44644973';

async function seriousViolations(element: Element) {
  // jsdom does no layout, so contrast is left to the E2E axe run.
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('the Pay view', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let url: string;
  const cleanup: Array<() => void> = [];
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterEach(() => {
    for (const step of cleanup.splice(0)) step();
    localStorage.clear();
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  it('names what is paid to whom on which network, with fee and balance; focus on its heading; a double click pays once', async () => {
    const adapter = new ChainPayingAdapter(devnet, 5, [devnetNetwork, devnetL2]);
    const { airlock, user } = renderAirlock({
      adapters: [adapter],
      apiUrl: url,
      projectId: DEMO_PROJECT_ID,
      networks: [devnetNetwork, devnetL2],
      features: { analytics: false, pay: true },
    });
    cleanup.push(() => airlock.destroy());
    await airlock.init();
    await airlock.connect('dev.a');
    const paid = airlock.pay({ recipient: MERCHANT, amount: '5', token: 'USDC', chainId: 31337 });

    const dialog = await screen.findByRole('dialog', { name: 'Pay' }, { timeout: 10_000 });
    const heading = await within(dialog).findByRole('heading', { name: 'Review payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    const details = within(dialog).getByLabelText('Payment details');
    const row = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(row('To')).toHaveTextContent(MERCHANT);
    expect(row('Network')).toHaveTextContent('Airlock Devnet');
    expect(row('Amount')).toHaveTextContent('5 USDC');
    await waitFor(() => expect(row('Your balance')).toHaveTextContent(/^[\d,.]+ USDC$/), { timeout: 10_000 });
    await waitFor(() => expect(row('Network fee (estimate)')).toHaveTextContent(/ ETH$/));
    expect(await seriousViolations(dialog)).toEqual([]);

    const pay = within(dialog).getByRole('button', { name: 'Pay 5 USDC' });
    await user.dblClick(pay);
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await within(dialog).findByRole('heading', { name: 'Payment complete' }, { timeout: 20_000 });
    const { transactionHash } = await paid;
    expect(adapter.hashes).toEqual([transactionHash]);
    expect(within(dialog).getByText(transactionHash)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Payment complete' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
