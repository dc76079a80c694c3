import { join } from 'node:path';
import type { WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import { DEMO_PROJECT_ID } from '@airlock/server';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from './support/artifacts';
import { openWatchedPage, VIEWPORTS } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { dialog } from './support/demo-page';
import { isLoopbackHost, recordOutboundConnections } from './support/outbound-connections';
import { decodeQrCode } from './support/decode-qr-code';
import { startPhoneWallet } from './support/phone-wallet';
import { useSharedDemoStack } from './support/stack-fixture';

describe('WalletConnect through the server relay, with a WalletKit wallet', () => {
  const fixture = useSharedDemoStack(VIEWPORTS.desktop);
  const outbound = recordOutboundConnections();
  const pageHosts = new Set<string>();
  let wallet: WalletConnectTestWallet | undefined;

  const relayUrl = () => `${fixture.stack.server.url.replace(/^http/, 'ws')}/relay`;

  afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });
  afterAll(() => {
    outbound.stop();
    const foreign = [...outbound.hosts, ...pageHosts].filter((host) => !isLoopbackHost(host));
    expect(foreign).toEqual([]);
  });

  async function newWallet(accountIndex: number): Promise<WalletConnectTestWallet> {
    wallet = await startPhoneWallet(fixture.stack, accountIndex, { relayUrl: relayUrl(), projectId: DEMO_PROJECT_ID });
    return wallet;
  }

  async function openDemo(page: Page): Promise<void> {
    // A deep link (metamask://wc?…) is handed to the OS, not the network: only web schemes count.
    const record = (url: string) => {
      const parsed = new URL(url);
      if (/^(https?|wss?):$/.test(parsed.protocol)) pageHosts.add(parsed.hostname);
    };
    page.on('request', (request) => record(request.url()));
    page.on('websocket', (socket) => record(socket.url()));
    await page.goto(fixture.stack.demo.url);
  }

  /** What a phone does: the visitor opens the QR view, and the wallet reads the link it carries. */
  async function showPairingUri(page: Page): Promise<string> {
    await dialog(page).getByRole('img', { name: 'WalletConnect QR code' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    const uri = await page.evaluate(() => navigator.clipboard.readText());
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    return uri;
  }

  async function startWalletConnect(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    return showPairingUri(page);
  }

  it('pairs from the QR view, then signs, signs typed data and sends devnet ETH over WalletConnect', async () => {
    const { page } = fixture.watched;
    const phone = await newWallet(8);
    await openDemo(page);
    const uri = await startWalletConnect(page);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'desktop-walletconnect-qr.png') });
    // A phone's camera reads the same link from the QR code on screen.
    expect(decodeQrCode(await dialog(page).getByRole('img', { name: 'WalletConnect QR code' }).screenshot())).toBe(uri);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await phone.pair(uri);
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(phone.address);
    await expect.poll(() => page.getByTestId('wagmi-address').textContent()).toBe(phone.address);
    expect(await page.getByText('Airlock Phone Wallet').count()).toBe(1);

    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('demo-verification').textContent()).toBe('Signature verified: signed by your account');
    expect((await phone.waitForRequest('personal_sign')).error).toBeUndefined();

    await page.getByRole('button', { name: 'Sign typed data' }).click();
    await expect.poll(() => page.getByTestId('demo-typed-result').textContent()).toBe('Typed data signature verified');
    expect((await phone.waitForRequest('eth_signTypedData_v4')).error).toBeUndefined();

    const recipient = fixture.stack.devnet.accounts[1]!.address;
    await page.getByLabel('Recipient address').fill(recipient);
    await page.getByLabel('Amount (ETH)').fill('0.25');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => page.getByTestId('demo-tx-result').textContent(), { timeout: 20_000 }).toMatch(/^Confirmed in block/);
    const sent = await phone.waitForRequest('eth_sendTransaction');
    expect(sent.result).toBe(await page.getByTestId('demo-tx-hash').textContent());

    // Disconnecting in the modal ends the session in the wallet too.
    await page.getByRole('button', { name: /^Account/ }).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor();
    await expect.poll(() => phone.sessions().length, { timeout: 10_000 }).toBe(0);
  });

  it('shows the rejection, pairs again on retry, keeps the session across a reload and sees a wallet-side disconnect', async () => {
    const { page } = fixture.watched;
    const phone = await newWallet(9);
    await openDemo(page);
    phone.setDecision('reject', 'session_proposal');
    expect(await phone.pair(await startWalletConnect(page))).toBe('rejected');
    await dialog(page).getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'desktop-walletconnect-rejected.png') });

    phone.setDecision('approve', 'session_proposal');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await phone.pair(await showPairingUri(page));
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(phone.address);

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 15_000 }).toBe(phone.address);
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('demo-verification').textContent()).toBe('Signature verified: signed by your account');

    await phone.disconnect();
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor({ timeout: 15_000 });
  });

  it('switches network over WalletConnect from the modal, and follows a switch made in the wallet', async () => {
    const { page } = fixture.watched;
    const phone = await newWallet(4);
    await openDemo(page);
    await phone.pair(await startWalletConnect(page));
    await dialog(page).waitFor({ state: 'detached' });
    const [first, second] = fixture.stack.devnet.chains;
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe(first!.name);

    await page.getByRole('button', { name: `Network: ${first!.name}` }).click();
    await dialog(page).getByRole('list', { name: 'Networks' }).getByRole('button', { name: second!.name }).click();
    await expect.poll(() => page.getByTestId('demo-network').textContent(), { timeout: 15_000 }).toBe(second!.name);
    await expect.poll(() => page.getByTestId('wagmi-chain-id').textContent()).toBe(String(second!.chainId));

    await phone.switchChain(first!.chainId);
    await expect.poll(() => page.getByTestId('demo-network').textContent(), { timeout: 15_000 }).toBe(first!.name);
  });

  it('on a phone, opens the wallet picked in All Wallets by its deep link carrying the pairing URI', async () => {
    const phoneView = await openWatchedPage(fixture.browser, VIEWPORTS.phone);
    try {
      const { page } = phoneView;
      const phone = await newWallet(5);
      await openDemo(page);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page)
        .getByRole('button', { name: /^All Wallets/ })
        .click();
      await dialog(page).getByRole('searchbox').fill('MetaMask');
      await dialog(page).getByRole('button', { name: 'MetaMask', exact: true }).click();
      const open = dialog(page).getByRole('link', { name: 'Open MetaMask' });
      await open.waitFor();
      await page.getByRole('dialog', { name: 'MetaMask' }).waitFor();
      await page.screenshot({ path: join(ARTIFACTS_DIR, 'phone-walletconnect-deep-link.png') });
      const href = (await open.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/metamask\.app\.link\/wc\?uri=wc%3A/);
      await phone.pair(new URL(href).searchParams.get('uri') ?? '');
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(phone.address);
      expect(phoneView.problems).toEqual([]);
    } finally {
      await phoneView.context.close();
    }
  });
});
