import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, type RunningServer } from '@airlock/server';
import { startEmbeddedTestServer } from '../services/server/test/support/embedded-test-server';
import { FRAME_TEST_DIST } from './support/test-builds';
import { seriousAxeViolations } from './support/axe';
import { launchChromium, openWatchedPage } from './support/browser';
import { frameVault, secretsFoundIn, whatTheDappCanRead } from './support/dapp-page-secrets';
import { frameEvent, installFrameHarness, sendToFrame } from './support/frame-harness';
import { useWatchedPagePerTest } from './support/watched-page-per-test';
import { startLocalPageServer, type LocalPageServer } from './support/local-page-server';
import { launchPartitionedChromium } from './support/partitioned-chromium';

const DAPP_HTML = '<!doctype html><html lang="en"><head><title>dApp</title></head><body><h1>dApp</h1></body></html>';
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('email login inside the secure frame', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);
  let dapp: LocalPageServer;
  let dataDir: string;
  let frameUrl: string;
  let dappUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-frame-e2e-'));
    [server, browser, dapp] = await Promise.all([
      startEmbeddedTestServer({ dataDir, frameDir: FRAME_TEST_DIST }),
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
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in with the code typed into the frame, stays signed in on reload, signs out; the dApp page never sees a secret', async () => {
    const { page } = pages.watched;
    const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(dappUrl);
    expect(await installFrameHarness(page, frameUrl)).toBe(true);
    const frame = page.frameLocator('iframe');

    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
    // Idle: nothing visible in the frame.
    await expect.poll(() => frame.locator('#root').innerText()).toBe('');

    expect(await sendToFrame(page, 'CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    });
    expect(await frameEvent(page, 'SHOW_FRAME')).toEqual({ type: 'SHOW_FRAME', payload: {} });
    // The cooldown, in the server's words.
    expect(await sendToFrame(page, 'CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    });

    const input = frame.getByLabel('One-time code');
    await input.waitFor();
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await frame.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    // The form asks the modal for the height it needs (the field and Continue), not the frame's whole slot.
    const asked = (await frameEvent(page, 'FRAME_HEIGHT')) as { payload: { height: number } } | undefined;
    expect(asked?.payload.height).toBeGreaterThan(60);
    expect(asked?.payload.height).toBeLessThan(200);

    const code = codeIn(server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    // A dApp page cannot submit the code itself.
    expect(await sendToFrame(page, 'CONNECT_OTP', { otp: code })).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Enter the code in the secure frame' },
    });

    // A wrong code: the server's message, shown in the frame.
    await input.pressSequentially(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect.poll(() => frame.getByRole('alert').innerText()).toBe('Wrong code: 4 attempts left');

    // The right one, typed by keyboard into the frame.
    await input.fill('');
    await input.pressSequentially(code);
    await page.keyboard.press('Enter');
    const loggedIn = (await frameEvent(page, 'LOGGED_IN')) as { payload: { email: string; address: string; chainId: number } } | undefined;
    // The smart-account fields (spec §3 Auth user) come along; nothing else.
    expect(loggedIn?.payload).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      preferredAccountType: 'smartAccount',
      smartAccountEnabledNetworks: expect.any(Array),
      accounts: expect.any(Array),
    });
    expect(await frameEvent(page, 'HIDE_FRAME')).toEqual({ type: 'HIDE_FRAME', payload: {} });
    await expect.poll(() => frame.locator('#root').innerText()).toBe('');

    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
    expect(await sendToFrame(page, 'GET_USER', {})).toMatchObject({ type: 'GET_USER_SUCCESS', payload: loggedIn!.payload });

    // The secrets live in the frame's origin only.
    const frameHandle = page.frames().find((candidate) => candidate.url().startsWith(server.frameUrl))!;
    const vault = await frameVault(frameHandle);
    expect(vault).toEqual({ token: expect.any(String), sessionId: expect.any(String), extractable: false });
    const seen = await whatTheDappCanRead(page);
    expect(seen.frameDocument).toBe('unreachable');
    expect(seen.databases).not.toContain('airlock-frame');
    expect(secretsFoundIn(seen.text, { code, token: vault.token!, sessionId: vault.sessionId! })).toEqual([]);
    expect(seen.text).not.toMatch(/"kty"|x-airlock|Bearer/);

    // Reload: the frame's IndexedDB keeps the session.
    await page.reload();
    expect(await installFrameHarness(page, frameUrl)).toBe(true);
    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });

    expect(await sendToFrame(page, 'SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS', payload: {} });
    expect(await sendToFrame(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } });
    const reloadedFrame = page.frames().find((candidate) => candidate.url().startsWith(server.frameUrl))!;
    expect(await frameVault(reloadedFrame)).toEqual({ token: undefined, sessionId: undefined, extractable: undefined });
    const after = await whatTheDappCanRead(page);
    expect(secretsFoundIn(after.text, { code, token: vault.token!, sessionId: vault.sessionId! })).toEqual([]);
  });

  it('shows an accessible, keyboard-usable code form; Escape hides it and drops the login', async () => {
    const { page } = pages.watched;
    const email = `cancel.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(dappUrl);
    expect(await installFrameHarness(page, frameUrl)).toBe(true);
    const frame = page.frameLocator('iframe');
    expect(await sendToFrame(page, 'CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
    await frame.getByLabel('One-time code').waitFor();
    // Accessible (axe, in the frame's own document) and keyboard-usable: Tab reaches Continue (the modal's Back is the Cancel).
    const frameHandle = page.frames().find((candidate) => candidate.url().startsWith(server.frameUrl))!;
    expect(await seriousAxeViolations(frameHandle as unknown as Page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await frameHandle.evaluate(() => document.activeElement?.textContent)).toBe('Continue');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    expect(await frameEvent(page, 'HIDE_FRAME')).toEqual({ type: 'HIDE_FRAME', payload: {} });
    await expect.poll(() => frame.locator('#root').innerText()).toBe('');
  });

  it('where the browser denies the cross-site frame its storage, login still works for the life of the page', async () => {
    // Playwright's default Chromium turns storage partitioning off, so the frame's IndexedDB is refused.
    const unpartitioned = await launchChromium();
    try {
      const other = await openWatchedPage(unpartitioned);
      const warnings: string[] = [];
      other.page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const email = `nostorage.${randomBytes(4).toString('hex')}@example.com`;
      await other.page.goto(dappUrl);
      expect(await installFrameHarness(other.page, frameUrl)).toBe(true);
      expect(await sendToFrame(other.page, 'CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
      const input = other.page.frameLocator('iframe').getByLabel('One-time code');
      await input.pressSequentially(codeIn(server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? ''));
      await other.page.keyboard.press('Enter');
      expect(await frameEvent(other.page, 'LOGGED_IN')).toMatchObject({ payload: { email } });
      expect(await sendToFrame(other.page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
      expect(warnings.join('\n')).toContain('storage is not available');
      expect(other.problems).toEqual([]);
    } finally {
      await unpartitioned.close();
    }
  });
});
