import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDemoServer } from '../apps/demo/server/demo-server';
import { DEMO_TEST_DIST } from './support/test-builds';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { connectWallet, dialog, openDemoWithWallet } from './support/demo-page';
import { useDemoStack } from './support/own-demo-stack';

const usd = (text: string | null) => Number(/\$([\d,.]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);

describe('the demo with the Airlock server', () => {
  const fixture = useDemoStack();

  it('shows token balances with USD values and the total in the Account view', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 5 });
    await connectWallet(page);
    await page.getByRole('button', { name: /^Account/ }).click();
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' });
    await tokens.waitFor();
    const row = (symbol: string) => tokens.getByTestId(`airlock-token-${symbol}`);
    expect(await row('USDC').getByTestId('airlock-token-amount').textContent()).toBe('10,000.00');
    expect(await row('USDC').getByTestId('airlock-token-value').textContent()).toBe('$10,000.00');
    expect(await row('DAI').getByTestId('airlock-token-amount').textContent()).toBe('10,000.00');
    expect(usd(await row('DAI').getByTestId('airlock-token-value').textContent())).toBeGreaterThan(9_900);
    expect(await row('ETH').getByTestId('airlock-token-amount').textContent()).toBe('10,000.00');
    const ethValue = usd(await row('ETH').getByTestId('airlock-token-value').textContent());
    expect(ethValue).toBeGreaterThan(25_000_000);
    expect(ethValue).toBeLessThan(35_000_000);
    const total = usd(await dialog(page).getByTestId('airlock-total-value').textContent());
    expect(total).toBeGreaterThan(ethValue + 19_000);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'desktop-account-tokens.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('lists what a wallet with asset discovery reports, priced by the server, instead of asking the balance API', async () => {
    const { page } = fixture.watched;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const { usdc } = fixture.stack.devnet.addresses;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 7, assetDiscovery: { tokens: [usdc] } });
    await connectWallet(page);
    await page.getByRole('button', { name: /^Account/ }).click();
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' });
    await tokens.waitFor();
    expect(await tokens.getByTestId('airlock-token-USDC').getByTestId('airlock-token-value').textContent()).toBe('$10,000.00');
    expect(usd(await tokens.getByTestId('airlock-token-ETH').getByTestId('airlock-token-value').textContent())).toBeGreaterThan(25_000_000);
    expect(await tokens.getByTestId('airlock-token-DAI').count()).toBe(0);
    expect(requests.some((url) => url.startsWith(`${fixture.stack.server.url}/v1/fungible/price`))).toBe(true);
    expect(requests.some((url) => url.includes('/balance?'))).toBe(false);
  });

  it('gives a new account test funds from the faucet and shows them', async () => {
    const { page } = fixture.watched;
    await openDemoWithWallet(page, fixture.stack, { accountIndex: 6 });
    await connectWallet(page);
    await page.getByRole('button', { name: 'Get test funds' }).click();
    await expect
      .poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 })
      .toMatch(/^Received 1 ETH and 100 USDC/);
    await expect.poll(() => page.getByTestId('demo-balance').textContent()).toBe('10,001.00 ETH');
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect
      .poll(() => dialog(page).getByTestId('airlock-token-USDC').getByTestId('airlock-token-amount').textContent())
      .toBe('10,100.00');
  });

  it('reads the chain through the server RPC proxy and reports modal events to /e', async () => {
    const { page } = fixture.watched;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openDemoWithWallet(page, fixture.stack);
    await connectWallet(page);
    await expect.poll(() => page.getByTestId('wagmi-balance').textContent()).toMatch(/ETH$/);
    await expect.poll(() => requests.some((url) => url.startsWith(`${fixture.stack.server.url}/e?`)), { timeout: 5_000 }).toBe(true);
    const origins = new Set(requests.map((url) => new URL(url).origin));
    const devnetOrigins = fixture.stack.devnet.chains.map((chain) => new URL(chain.rpcUrl).origin);
    expect([...origins].filter((origin) => devnetOrigins.includes(origin))).toEqual([]);
    expect(requests.some((url) => url.startsWith(`${fixture.stack.server.url}/v1/?chainId=eip155%3A31337`))).toBe(true);
  });

  it("alerts 'Origin Not Allowed' when the page's origin is not on the project's allowlist", async () => {
    const { page } = fixture.watched;
    const project = await fixture.stack.server.deps.projects.create({ name: 'Elsewhere', allowedOrigins: ['https://shop.example'] });
    const demo = await startDemoServer({
      distDir: DEMO_TEST_DIST,
      config: {
        chains: fixture.stack.devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        apiUrl: fixture.stack.server.url,
        projectId: project.id,
      },
    });
    try {
      await page.goto(demo.url);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect.poll(() => dialog(page).getByTestId('airlock-alert').textContent()).toBe('Origin Not Allowed');
    } finally {
      await demo.close();
    }
  });
});
