import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
// The Airlock server itself, built as its own tests build it (PGlite, the devnet's chains and its on-ramp treasury): the
// modal's calls meet the real on-ramp routes, the sandbox provider and its checkout page.
import type { AirlockServer } from '../../../../services/server/src/app/build-server';
import { DEMO_PROJECT_ID } from '../../../../services/server/src/projects/project-id';
import { devnetChainConfigs } from '../../../../services/server/test/support/devnet-chain-configs';
import { buildTestServer } from '../../../../services/server/test/support/test-server';
import { createAirlockClient, type AirlockClient, type OnrampActions } from '../../src';
import { namedDevnet, namedDevnetL2, SigningAdapter } from '../names/signing-adapter';

/** Posts the sandbox checkout's card form as a browser would. */
async function payWithCard(url: string, number: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/40', cvc: '123', name: 'Ada Lovelace' }).toString(),
  });
  return { status: response.status, page: await response.text() };
}

describe('Buy against the Airlock server and the devnet sandbox provider', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let client: AirlockClient;
  let onramp: OnrampActions;
  const usdc = () => client.chain.getState().namespaces.eip155?.account.tokenBalances?.find((token) => token.symbol === 'USDC');

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    localStorage.clear();
    client = createAirlockClient({
      adapters: [new SigningAdapter([namedDevnet, namedDevnetL2])],
      apiUrl: url,
      projectId: DEMO_PROJECT_ID,
      networks: [namedDevnet, namedDevnetL2],
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
    onramp = await client.onramp();
  }, 120_000);
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await devnet?.stop();
  });

  it('is on for the demo project, lists the sandbox with spec §9’s limits, and delivers USDC and ETH on the devnet', async () => {
    expect(client.isFeatureEnabled('onramp')).toBe(true);
    await onramp.loadOptions();
    const state = onramp.store.getState();
    expect(state.optionsStatus).toBe('ready');
    expect(state.providers.map((provider) => provider.id)).toContain('sandbox');
    expect(onramp.supported()).toBe(true);
    expect(onramp.purchaseCurrencies().map((currency) => currency.symbol)).toEqual(expect.arrayContaining(['USDC', 'ETH']));
    expect(state.purchaseCurrency).toBe('USDC');
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(expect.arrayContaining(['USD', 'EUR']));
    onramp.setPaymentAmount('9.99');
    expect(onramp.amountProblem()).toEqual({ kind: 'min', limit: '10', currency: 'USD' });
    onramp.setPaymentAmount('7500.01');
    expect(onramp.amountProblem()).toEqual({ kind: 'max', limit: '7500', currency: 'USD' });
  });

  it('quotes 50 USD, opens the checkout, a declined card leaves the order pending, a test card completes it and USDC arrives', async () => {
    await vi.waitFor(() => expect(usdc()).toBeDefined(), { timeout: 20_000 });
    const before = Number(usdc()!.quantity.numeric);
    onramp.setPaymentAmount('50');
    await vi.waitFor(() => expect(onramp.store.getState().quote).toBeDefined(), { timeout: 20_000 });
    const { quote, quotesLoading, purchaseAmount } = onramp.store.getState();
    expect(quotesLoading).toBe(false);
    expect(quote).toMatchObject({ paymentTotal: { amount: '50.00', currency: 'USD' }, estimated: false });
    expect(Number(purchaseAmount)).toBeGreaterThan(48);

    client.open();
    await onramp.openCheckout(null);
    const { checkoutUrl, order, step } = onramp.store.getState();
    expect(step).toBe('checkout');
    expect(checkoutUrl).toMatch(/\/onramp\/sandbox\/checkout\//);
    const stop = onramp.watchOrder();

    const declined = await payWithCard(checkoutUrl!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.page).toContain('Your card was declined.');
    expect(onramp.store.getState().step).toBe('checkout');

    const paid = await payWithCard(checkoutUrl!, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    await vi.waitFor(() => expect(onramp.store.getState().step).toBe('success'), { timeout: 60_000 });
    stop();
    expect(onramp.store.getState().order).toMatchObject({ id: order!.id, status: 'completed', purchaseAmount: { currency: 'USDC' } });
    expect(onramp.store.getState().order?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    await vi.waitFor(() => expect(Number(usdc()!.quantity.numeric)).toBeCloseTo(before + Number(purchaseAmount), 6), { timeout: 20_000 });

    onramp.reset();
    expect(onramp.store.getState()).toMatchObject({ step: 'form', purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentAmount: '' });
  }, 120_000);
});
