import type { WalletConnectTestWallet } from '@airlock/testing/walletconnect';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { dialog } from './support/demo-page';
import { decodeQrCode } from './support/decode-qr-code';
import { networkEndpointOf, recordPageContacts } from './support/page-contacts';
import { startPhoneWallet } from './support/phone-wallet';
import { useDemoStack } from './support/own-demo-stack';
import { startWalletConnectNetworkRelay, type WalletConnectNetworkRelay } from './support/walletconnect-network-relay';

/** The operator's WalletConnect Cloud project id, which the Airlock server presents upstream. */
const OPERATOR_PROJECT_ID = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';
/** The phone wallet's own project id: it knows the network, never the Airlock server or its projects. */
const WALLET_PROJECT_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0';
const VERIFIED = 'Signature verified: signed by your account';

describe('WalletConnect federated with the WalletConnect network (played by a second relay), a phone wallet on that network only', () => {
  let network: WalletConnectNetworkRelay;
  beforeAll(async () => {
    network = await startWalletConnectNetworkRelay();
  });
  afterAll(async () => {
    await network?.stop();
  });
  const fixture = useDemoStack(VIEWPORTS.desktop, () => ({
    serverEnv: { AIRLOCK_WALLETCONNECT_UPSTREAM: network.url, AIRLOCK_WALLETCONNECT_PROJECT_ID: OPERATOR_PROJECT_ID },
  }));
  const contacts = recordPageContacts();
  let wallet: WalletConnectTestWallet | undefined;

  afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });
  afterAll(() => {
    const { server, demo } = fixture.stack;
    const airlock = [server.url, server.frameUrl, demo.url].map((url) => networkEndpointOf(url));
    expect(contacts.endpoints.size).toBeGreaterThan(0);
    expect([...contacts.endpoints].filter((endpoint) => endpoint.endsWith(`:${network.port}`))).toEqual([]);
    expect([...contacts.endpoints].filter((endpoint) => !airlock.includes(endpoint))).toEqual([]);
    const serverRelay = `${server.url.replace(/^http/, 'ws')}/relay`;
    expect(contacts.websocketUrls.length).toBeGreaterThan(0);
    expect(contacts.websocketUrls.filter((url) => new URL(url).origin + new URL(url).pathname !== serverRelay)).toEqual([]);
  });

  /** A phone wallet: the network relay is the only one it knows, with a project id of its own. */
  async function newPhoneWallet(accountIndex: number): Promise<WalletConnectTestWallet> {
    wallet = await startPhoneWallet(fixture.stack, accountIndex, { relayUrl: network.url, projectId: WALLET_PROJECT_ID });
    return wallet;
  }

  async function openDemo(page: Page): Promise<void> {
    contacts.watch(page);
    await page.goto(fixture.stack.demo.url);
  }

  /** The visitor opens the QR view; the phone's camera reads the link it shows. */
  async function scanQrCode(page: Page): Promise<string> {
    const qr = dialog(page).getByRole('img', { name: 'WalletConnect QR code' });
    await qr.waitFor();
    const uri = decodeQrCode(await qr.screenshot());
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    return uri!;
  }

  async function startWalletConnect(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    return scanQrCode(page);
  }

  async function signMessage(page: Page, message: string, phone: WalletConnectTestWallet, timeout?: number): Promise<void> {
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => page.getByTestId('demo-verification').textContent(), { timeout }).toBe(VERIFIED);
    const request = await phone.waitForRequest('personal_sign');
    expect(request.error).toBeUndefined();
    expect(request.result).toBe(await page.getByTestId('demo-signature').textContent());
  }

  it('pairs from the QR, signs, signs typed data, sends devnet ETH; a mid-session network relay restart goes unseen', async () => {
    const { page } = fixture.watched;
    const phone = await newPhoneWallet(7);
    await openDemo(page);
    await phone.pair(await startWalletConnect(page));
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(phone.address);
    expect(await page.getByText('Airlock Phone Wallet').count()).toBe(1);

    await signMessage(page, 'Hello from Airlock', phone);

    await page.getByRole('button', { name: 'Sign typed data' }).click();
    await expect.poll(() => page.getByTestId('demo-typed-result').textContent()).toBe('Typed data signature verified');
    expect((await phone.waitForRequest('eth_signTypedData_v4')).error).toBeUndefined();

    await page.getByLabel('Recipient address').fill(fixture.stack.devnet.accounts[1]!.address);
    await page.getByLabel('Amount (ETH)').fill('0.25');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => page.getByTestId('demo-tx-result').textContent(), { timeout: 20_000 }).toMatch(/^Confirmed in block/);
    expect((await phone.waitForRequest('eth_sendTransaction')).result).toBe(await page.getByTestId('demo-tx-hash').textContent());

    // The network drops every socket and forgets everything; the wallet and the Airlock server reconnect and subscribe again.
    await network.restart(1_000);
    await signMessage(page, 'Still here after the network restarted', phone, 20_000);
    expect(await page.getByTestId('demo-address').textContent()).toBe(phone.address);
  });

  it('shows the rejection, pairs again on retry, keeps the session across a reload and sees a wallet-side disconnect', async () => {
    const { page } = fixture.watched;
    const phone = await newPhoneWallet(6);
    await openDemo(page);
    phone.setDecision('reject', 'session_proposal');
    expect(await phone.pair(await startWalletConnect(page))).toBe('rejected');
    await dialog(page).getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor();

    phone.setDecision('approve', 'session_proposal');
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await phone.pair(await scanQrCode(page));
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(phone.address);

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 15_000 }).toBe(phone.address);
    await signMessage(page, 'Signed after a reload', phone);

    await phone.disconnect();
    await page.getByRole('heading', { name: 'Connect a wallet to begin' }).waitFor({ timeout: 15_000 });
  });
});
