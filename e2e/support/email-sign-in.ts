import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog } from './demo-page';
import type { DemoStack } from './demo-stack';

/** The six-digit code in a mail's text; '' when there is none. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** The code in the latest mail the server's dev outbox holds for `email`. */
export const latestOutboxCode = (stack: DemoStack, email: string) =>
  codeIn(stack.server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? '');

/**
 * Opens the demo and signs in by email: the address in the modal, the code typed into the secure
 * frame's form. `codeFor` reads the code (by default from the dev outbox) once the form is shown.
 * Resolves with the account's address as the demo shows it.
 */
export async function signInByEmail(
  page: Page,
  stack: DemoStack,
  email: string,
  codeFor: (email: string) => string | Promise<string> = (to) => latestOutboxCode(stack, to),
): Promise<string> {
  await page.goto(stack.demo.url);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByRole('button', { name: 'Continue' }).click();
  const input = page.frameLocator('iframe[title="Airlock embedded wallet"]').getByLabel('One-time code');
  await input.waitFor();
  await input.pressSequentially(await codeFor(email));
  await page.keyboard.press('Enter');
  await modal.waitFor({ state: 'detached', timeout: 15_000 });
  const address = page.getByTestId('demo-address');
  await expect.poll(() => address.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  return (await address.textContent())!;
}
