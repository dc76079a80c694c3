import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo's opt-in switch for Sign in with X. */
export const SWITCH = 'Ask visitors to sign in (Sign in with X)';

/** The demo's second switch: sign-in required. */
export const REQUIRE = 'Require it: the modal cannot be closed before signing in';

/** The sessions the modal keeps (createServerSiwx's list in localStorage), with their ids and tokens. */
export function storedSessions(page: Page): Promise<Array<{ id: string; token: string; message: string; signature: string }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('@airlock-app/siwx-sessions:server') ?? '[]'));
}

/** Turns the demo's sign-in switch on (by mouse, or by keyboard: focus and Space); the page reloads with `siwx` set. */
export async function turnSignInOn(page: Page, by: 'mouse' | 'keyboard' = 'mouse'): Promise<void> {
  const checkbox = page.getByRole('checkbox', { name: SWITCH });
  if (by === 'mouse') await checkbox.click();
  else {
    await checkbox.focus();
    await page.keyboard.press('Space');
  }
  await page.getByText('Connect a wallet: the modal then asks you to sign a message to sign in.').waitFor();
  expect(await page.getByRole('checkbox', { name: SWITCH }).isChecked()).toBe(true);
}

/** The demo's line saying who is signed in. */
export const signInState = (page: Page) => page.getByTestId('demo-sign-in-state').textContent();

/** Presses the demo's protected-route button; resolves with the answer it shows once that changed. */
export async function callProtectedRoute(page: Page): Promise<string | null> {
  const result = page.getByTestId('demo-protected-result');
  const before = (await result.count()) > 0 ? await result.textContent() : null;
  await page.getByRole('button', { name: 'Call protected route' }).click();
  await expect.poll(async () => ((await result.count()) > 0 ? result.textContent() : before), { timeout: 10_000 }).not.toBe(before);
  return result.textContent();
}
