import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { seriousAxeViolations } from './support/axe';
import { openWatchedPage, type WatchedPage } from './support/browser';
import { dialog } from './support/demo-page';
import { startDemoStack, type DemoStack } from './support/demo-stack';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Spec §4 VERIFY_DEVICE: the same email on a second browser must be approved from a mailed link
 * before its code signs in. The link comes in the code's mail, and the modal asks for the code as
 * for a new address, so the page never learns whether the address has an account.
 */
describe('email login on a second device, approved from the mail', () => {
  let stack: DemoStack;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);
  const extra: WatchedPage[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDemoStack(), launchPartitionedChromium()]);
  });
  afterEach(async () => {
    const problems = extra.flatMap((watched) => watched.problems);
    await Promise.all(extra.splice(0).map((watched) => watched.context.close()));
    expect(problems).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const outbox = (email: string, kind: string) => stack.server.deps.devOutbox!.list({ to: email, kind });
  const frameOf = (page: Page) => page.frameLocator('iframe[title="Airlock embedded wallet"]');

  async function startEmailLogin(page: Page, email: string) {
    await page.goto(stack.demo.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await modal.getByRole('button', { name: 'Continue' }).click();
    return modal;
  }

  async function enterCode(page: Page, email: string, count: number) {
    const input = frameOf(page).getByLabel('One-time code');
    await input.waitFor({ timeout: 60_000 });
    await expect.poll(() => outbox(email, 'email-code').length).toBe(count);
    await input.pressSequentially(codeIn(outbox(email, 'email-code')[0]!.text));
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached', timeout: 15_000 });
    const address = page.getByTestId('demo-address');
    await expect.poll(() => address.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    return address.textContent();
  }

  it('a second browser’s code mail has an approval link: it approves the device, then the code signs in to the same account', async () => {
    const email = `device.${randomBytes(4).toString('hex')}@example.com`;
    const first = pages.watched.page;
    await startEmailLogin(first, email);
    const address = await enterCode(first, email, 1);

    // Out of the first code's 30 s cooldown, as a visitor on another computer would be.
    const { embeddedEmailCodes } = await import('../services/server/src/storage/schema');
    await stack.server.deps.database.db.update(embeddedEmailCodes).set({ createdAt: new Date(Date.now() - 31_000) });

    // A fresh context is a new device: its frame has another key, and asks for a code as for any address.
    const second = await openWatchedPage(browser);
    extra.push(second);
    await startEmailLogin(second.page, email);
    await frameOf(second.page).getByLabel('One-time code').waitFor({ timeout: 60_000 });
    await expect.poll(() => outbox(email, 'email-code').length).toBe(2);

    // The link from the mail, opened in a page of its own: showing it approves nothing.
    const link = /https?:\/\/\S+/.exec(outbox(email, 'email-code')[0]!.text)![0];
    const mailPage = await openWatchedPage(browser);
    extra.push(mailPage);
    await mailPage.page.goto(link);
    await expect.poll(() => mailPage.page.getByRole('heading', { level: 1 }).textContent()).toBe('Approve this device');
    await expect.poll(() => mailPage.page.getByText(email).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(mailPage.page)).toEqual([]);
    await mailPage.page.getByRole('button', { name: 'Approve this device' }).click();
    await expect.poll(() => mailPage.page.getByRole('heading', { level: 1 }).textContent()).toBe('Device approved');

    // The code of the same mail now signs the second browser in to the same account.
    expect(await enterCode(second.page, email, 2)).toBe(address);
  }, 150_000);
});
