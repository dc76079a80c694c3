import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildFrame } from '../scripts/build-demo';
import { seriousAxeViolations } from './support/axe';
import { dialog } from './support/demo-page';
import { startDemoStack, type DemoStack } from './support/demo-stack';
import { launchPartitionedChromium } from './support/partitioned-chromium';
import { useWatchedPagePerTest } from './support/watched-page-per-test';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('email login from the demo, through the secure frame', () => {
  let stack: DemoStack;
  let browser: Browser;
  const pages = useWatchedPagePerTest(() => browser);

  beforeAll(async () => {
    await buildFrame({ quiet: true });
    [stack, browser] = await Promise.all([startDemoStack(), launchPartitionedChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const latestCode = (email: string) => codeIn(stack.server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? '');

  it('a visitor with no wallet signs in by email, with the code typed into the frame, and stays signed in after a reload', async () => {
    const { page } = pages.watched;
    const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(stack.demo.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();

    const modal = dialog(page);
    await modal.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe('Enter a valid email address');

    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe('Continue with email');

    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
    const input = frame.getByLabel('One-time code');
    await input.waitFor();
    await expect.poll(() => modal.getByRole('status').first().textContent()).toBe(`Enter the 6-digit code we sent to ${email}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const code = latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    await input.pressSequentially(code);
    await page.keyboard.press('Enter');

    await modal.waitFor({ state: 'detached', timeout: 15_000 });
    const address = page.getByTestId('demo-address');
    await expect.poll(() => address.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const connected = await address.textContent();

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 15_000 }).toBe(connected);
  });

  it('refuses a second email login within 30 seconds, in the spec\'s words', async () => {
    const { page } = pages.watched;
    await page.goto(stack.demo.url);
    await page.evaluate(() => localStorage.setItem('@airlock-app/last-email-login-time', JSON.stringify(Date.now())));
    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toMatch(/^Please try again after (29|30) seconds$/);
  });
});
