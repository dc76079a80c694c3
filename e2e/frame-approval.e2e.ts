import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID, type RunningServer } from '@airlock/server';
import { startEmbeddedTestServer } from '../services/server/test/support/embedded-test-server';
import { FRAME_TEST_DIST } from './support/test-builds';
import { ARTIFACTS_DIR } from './support/artifacts';
import { seriousAxeViolations } from './support/axe';
import { frameEvent, installFrameHarness, sendToFrame } from './support/frame-harness';
import { startLocalPageServer, type LocalPageServer } from './support/local-page-server';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const rpc = (method: string, params: unknown[]) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' });

type Reply = { type: string; payload: unknown };

describe('approving unsafe requests inside the secure frame', () => {
  let devnet: Devnet;
  let server: RunningServer;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);
  let dapp: LocalPageServer;
  let dataDir: string;
  let frameUrl: string;
  let dappUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-frame-approval-e2e-'));
    devnet = await startDevnet();
    [server, browser, dapp] = await Promise.all([
      startEmbeddedTestServer({ dataDir, rpcUrls: devnet.chains.map((chain) => chain.rpcUrl), frameDir: FRAME_TEST_DIST }),
      launchPartitionedChromium(),
      startLocalPageServer(DAPP_HTML),
    ]);
    dappUrl = `http://localhost:${dapp.port}/dapp.html`;
    frameUrl = `${server.frameUrl}/?projectId=${DEMO_PROJECT_ID}&chainId=31337&version=0.1.0&enableLogger=false`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await dapp?.close();
    await devnet?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Email login with the code typed into the frame; the embedded wallet's address. */
  async function signIn(page: Page): Promise<Address> {
    const email = `approver.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(dappUrl);
    expect(await installFrameHarness(page, frameUrl)).toBe(true);
    expect(await sendToFrame(page, 'CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
    const input = page.frameLocator('iframe').getByLabel('One-time code');
    await input.pressSequentially(codeIn(server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? ''));
    await page.keyboard.press('Enter');
    const loggedIn = (await frameEvent(page, 'LOGGED_IN')) as { payload: { address: Address } };
    expect(await frameEvent(page, 'HIDE_FRAME')).toBeDefined();
    return loggedIn.payload.address;
  }

  const frameOf = (page: Page): Frame => page.frames().find((candidate) => candidate.url().startsWith(server.frameUrl))!;
  const dialog = (page: Page) => page.frameLocator('iframe').getByRole('dialog');
  /** Where the request's rows are against the buttons, in the frame's own viewport. */
  const layoutOf = (page: Page) =>
    frameOf(page).evaluate(() => {
      const body = document.querySelector('[role="dialog"] > :first-child')!;
      const buttons = document.querySelector('[role="dialog"] button')!.parentElement!.getBoundingClientRect();
      const rows = Array.from(document.querySelectorAll('[role="dialog"] dl > div'))
        .filter((row) => row.checkVisibility())
        .map((row) => row.getBoundingClientRect());
      return {
        rows: rows.length,
        pageScrolls: document.scrollingElement!.scrollHeight > innerHeight,
        requestScrolls: body.scrollHeight > body.clientHeight,
        rowsUnderButtons: rows.filter((row) => row.bottom > buttons.top).length,
        buttonsInView: buttons.bottom <= innerHeight,
      };
    });
  const resizeFrame = (page: Page, width: number, height: number) =>
    page.evaluate(([w, h]) => Object.assign(document.querySelector('iframe')!, { width: String(w), height: String(h) }), [width, height]);
  const emptyFrame = (page: Page) => expect.poll(() => page.frameLocator('iframe').locator('#root').innerText()).toBe('');

  it('signs a message only after Approve in the frame; Reject and Escape answer 4001; an abort closes the view unsigned', async () => {
    const { page } = pages.watched;
    const address = await signIn(page);
    const message = 'Sign in to the dApp\nNonce: 8f2c';

    const signing = sendToFrame(page, 'RPC_REQUEST', rpc('personal_sign', [toHex(message), address])) as Promise<Reply>;
    expect(await frameEvent(page, 'SHOW_FRAME', 2)).toEqual({ type: 'SHOW_FRAME', payload: {} });
    const view = dialog(page);
    await view.waitFor();
    expect(await view.getByRole('heading', { level: 1 }).innerText()).toBe('Sign a message');
    expect(await view.locator('pre').innerText()).toBe(message);
    expect(await view.getAttribute('aria-labelledby')).toBeTruthy();
    // Focus moved to the view; it passes axe in the frame's own document.
    expect(await frameOf(page).evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    expect(await seriousAxeViolations(frameOf(page) as unknown as Page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'frame-approve-message.png') });
    await view.getByRole('button', { name: 'Approve' }).click();
    const signed = await signing;
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS');
    expect(await verifyMessage({ address, message, signature: signed.payload as Hex })).toBe(true);
    expect(await frameEvent(page, 'HIDE_FRAME', 2)).toEqual({ type: 'HIDE_FRAME', payload: {} });
    await emptyFrame(page);

    // Reject by the button: the EIP-1193 rejection, and the frame hides.
    const refused = sendToFrame(page, 'RPC_REQUEST', rpc('personal_sign', [toHex('Do not sign'), address])) as Promise<Reply>;
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    expect(await refused).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } });
    expect(await frameEvent(page, 'HIDE_FRAME', 3)).toBeDefined();

    // Reject by keyboard: Tab reaches Approve then Reject; Escape rejects.
    const typedData = {
      domain: { name: 'Airlock Mail', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    };
    const escaped = sendToFrame(page, 'RPC_REQUEST', rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])) as Promise<Reply>;
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading', { level: 1 }).innerText()).toBe('Sign typed data');
    const text = await dialog(page).innerText();
    for (const shown of ['Airlock Mail', 'Airlock Devnet (31337)', '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC', 'contents', 'Hello, Bob!'])
      expect(text).toContain(shown);
    // Approve is off (not focusable) for a moment after the request appears.
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await frameOf(page).evaluate(() => document.activeElement?.textContent)).toBe('Approve');
    await page.keyboard.press('Tab');
    expect(await frameOf(page).evaluate(() => document.activeElement?.textContent)).toBe('Reject');
    await page.keyboard.press('Escape');
    expect(await escaped).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } });
    await emptyFrame(page);

    // The modal closed with the request pending: RPC_ABORT closes the view, nothing is signed.
    const aborted = sendToFrame(page, 'RPC_REQUEST', rpc('personal_sign', [toHex('Never signed'), address])) as Promise<Reply>;
    await dialog(page).waitFor();
    expect(await sendToFrame(page, 'RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' });
    expect(await aborted).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Request was aborted' } });
    expect(await frameEvent(page, 'HIDE_FRAME', 5)).toBeDefined();
    await emptyFrame(page);

    // Methods off the list are still refused in the spec's words.
    expect(await sendToFrame(page, 'RPC_REQUEST', rpc('eth_coinbase', []))).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed' },
    });
  });

  it('keeps Approve disabled while the page covers the frame, saying why, and approves once it is uncovered', async () => {
    const { page } = pages.watched;
    const address = await signIn(page);
    const signing = sendToFrame(page, 'RPC_REQUEST', rpc('personal_sign', [toHex('Covered'), address])) as Promise<Reply>;
    const view = dialog(page);
    await view.waitFor();
    const approve = view.getByRole('button', { name: 'Approve' });
    const box = (await approve.boundingBox())!;
    // The page lays an opaque element over the frame, as a clickjacking page would; Chromium's IntersectionObserver v2 sees it.
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      cover.textContent = 'Click here to win';
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;color:#000';
      document.body.append(cover);
    });
    await page.waitForTimeout(1_500);
    expect(await approve.isDisabled()).toBe(true);
    const hintId = await approve.getAttribute('aria-describedby');
    expect(await view.locator(`[id="${hintId}"]`).innerText()).toBe('Approve is available once this window is fully visible');
    // A click where the button is lands on the cover; one dispatched to the button itself does nothing either.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await approve.dispatchEvent('click');
    const pending = Symbol('pending');
    expect(await Promise.race([signing, new Promise((resolve) => setTimeout(() => resolve(pending), 1_000))])).toBe(pending);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'frame-approve-covered.png') });

    // Uncovered: Approve comes back after the short delay, and works.
    await page.evaluate(() => document.getElementById('cover')?.remove());
    await expect.poll(() => approve.isEnabled()).toBe(true);
    expect(await approve.getAttribute('aria-describedby')).toBeNull();
    await approve.click();
    const signed = await signing;
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS');
    expect(await verifyMessage({ address, message: 'Covered', signature: signed.payload as Hex })).toBe(true);
  });

  it('sends a transaction on the devnet once approved, and returns its hash', async () => {
    const { page } = pages.watched;
    const address = await signIn(page);
    const chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });
    await chain.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('1'))] as never });
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const before = await chain.getBalance({ address: recipient });

    const sending = sendToFrame(
      page,
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: recipient, value: toHex(parseEther('0.25')) }]),
    ) as Promise<Reply>;
    const view = dialog(page);
    await view.waitFor();
    expect(await view.getByRole('heading', { level: 1 }).innerText()).toBe('Send a transaction');
    const text = await view.innerText();
    for (const shown of [recipient, '0.25 ETH', 'Airlock Devnet (31337)', 'Max network fee', 'Total (value + max fee)'])
      expect(text).toContain(shown);
    // The devnet's pools price ETH: the fee is shown in USD too (rounded to 6 significant decimals, marked ≈).
    expect(text).toMatch(/Max network fee\s+(≈ )?0\.0*[1-9]\d{0,5} ETH \(about (\$\d|less than \$0\.01)/);
    expect(await seriousAxeViolations(frameOf(page) as unknown as Page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'frame-approve-transaction.png') });
    // It asks the modal for the height it needs (the code form before it asked first): within the desktop slot.
    const asked = (await frameEvent(page, 'FRAME_HEIGHT', 2)) as { payload: { height: number } } | undefined;
    expect(asked?.payload.height).toBeGreaterThan(250);
    expect(asked?.payload.height).toBeLessThanOrEqual(440);
    // Recipient, value, network, fee and total all in view above the buttons, nothing to scroll: in the
    // modal's desktop slot (440 px) and its phone bottom sheet at 375x667 (343 by 62vh).
    for (const [width, height] of [
      [400, 440],
      [343, 413],
    ] as const) {
      await resizeFrame(page, width, height);
      await expect
        .poll(() => layoutOf(page))
        .toEqual({ rows: 5, pageScrolls: false, requestScrolls: false, rowsUnderButtons: 0, buttonsInView: true });
      await page.screenshot({ path: join(ARTIFACTS_DIR, `frame-approve-transaction-${width}x${height}.png`) });
    }
    await view.getByRole('button', { name: 'Approve' }).click();

    const sent = await sending;
    expect(sent).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect((await chain.waitForTransactionReceipt({ hash: sent.payload as Hex })).status).toBe('success');
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.25'));
    await emptyFrame(page);
  });
});
