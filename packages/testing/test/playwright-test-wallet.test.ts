import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { installTestWallet, type InstallTestWalletOptions } from '../src/playwright/index';
import { startDevnet, type Devnet } from '@airlock/devnet';

const strictCsp = "default-src 'self'; script-src 'self'";
const pageFiles: Record<string, string> = { '/': 'index.html', '/app.js': 'app.js' };

function serveCspPage(): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const file = pageFiles[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) return response.writeHead(404).end();
    const body = await readFile(new URL(`./csp-page/${file}`, import.meta.url));
    response.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html',
      'content-security-policy': strictCsp,
    });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

let devnet: Devnet;
let rpcUrl: string;
let browser: Browser;
let server: Server;
let origin: string;

beforeAll(async () => {
  [devnet, browser, { server, origin }] = await Promise.all([
    startDevnet(),
    chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }),
    serveCspPage(),
  ]);
  rpcUrl = devnet.chains[0]!.rpcUrl;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await devnet?.stop();
});

async function newPageWithWallet(options: Partial<InstallTestWalletOptions> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = await installTestWallet(page, {
    accounts: [generatePrivateKey(), generatePrivateKey()],
    chains: [{ chainId: 31337, rpcUrl: rpcUrl, name: 'Airlock Devnet' }],
    ...options,
  });
  return { context, page, wallet };
}

const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();

describe('installTestWallet in Chromium', () => {
  it('works on a strict-CSP page: discovered via EIP-6963, connects, signs and stays connected on reload', async () => {
    const { context, page, wallet } = await newPageWithWallet();
    try {
      await page.goto(origin);
      expect(await page.evaluate(() => (window as { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined();
      await expect.poll(() => page.locator('#wallets li').allTextContents()).toEqual(['Airlock Test Wallet']);

      await page.click('#connect');
      await expect.poll(() => text(page, 'account')).toBe(wallet.addresses[0]);
      await page.click('#sign');
      await expect.poll(() => text(page, 'signature')).toMatch(/^0x[0-9a-f]{130}$/);
      const signature = (await text(page, 'signature')) as Hex;
      expect(await verifyMessage({ address: wallet.addresses[0]!, message: 'Hello from a strict CSP page', signature })).toBe(true);

      // connect-src 'self' would block a fetch to anvil; the wallet's RPC goes through Node instead.
      expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/);

      await page.reload();
      await expect.poll(() => text(page, 'account')).toBe(wallet.addresses[0]);
      expect(await wallet.request({ method: 'eth_accounts' })).toEqual(wallet.addresses);
    } finally {
      await context.close();
    }
  });

  it('handle controls reach the page: rejectNext, setAccount, requests log', async () => {
    const { context, page, wallet } = await newPageWithWallet();
    try {
      await page.goto(origin);
      await wallet.rejectNext();
      await page.click('#connect');
      await expect.poll(() => text(page, 'error')).toBe('4001: User rejected the request.');
      await page.click('#connect');
      await expect.poll(() => text(page, 'account')).toBe(wallet.addresses[0]);

      await wallet.setAccount(1);
      expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.addresses[1], wallet.addresses[0]]);
      await wallet.disconnectFromWallet();
      expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);

      const methods = (await wallet.requests()).map((r) => r.method);
      expect(methods).toEqual(expect.arrayContaining(['eth_accounts', 'eth_requestAccounts']));
      expect(methods.filter((m) => m === 'eth_requestAccounts')).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  it('installs two distinct wallets in one page', async () => {
    const { context, page } = await newPageWithWallet();
    try {
      await installTestWallet(page, {
        accounts: [generatePrivateKey()],
        chains: [{ chainId: 31337, rpcUrl: rpcUrl }],
        globalName: '__secondTestWallet',
        info: { name: 'Second Test Wallet', rdns: 'dev.airlock.second' },
      });
      await page.goto(origin);
      await expect.poll(() => page.locator('#wallets li').allTextContents()).toEqual(['Airlock Test Wallet', 'Second Test Wallet']);
    } finally {
      await context.close();
    }
  });
});
