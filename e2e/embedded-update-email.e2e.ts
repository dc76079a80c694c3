import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { seriousAxeViolations } from './support/axe';
import { dialog } from './support/demo-page';
import { latestOutboxCode, signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

const wrongCode = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
/** The Account view shortens long addresses (spec §5 display rules). */
const shown = (email: string) => (email.length > 30 ? `${email.slice(0, -3)}…` : email);

describe('updating the email of an embedded account, through the secure frame', () => {
  const fixture = useEmbeddedDemoStack();
  const latestCode = (email: string) => latestOutboxCode(fixture.stack, email);

  it('Account → Update email: old, then new address’s code in the frame; account address kept, new email shown, reload too', async () => {
    const { page } = fixture.watched;
    const tag = randomBytes(3).toString('hex');
    const email = `old.${tag}@example.com`;
    const newEmail = `new.${tag}@example.com`;
    const connected = await signInByEmail(page, fixture.stack, email);
    const modal = dialog(page);
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
    const address = page.getByTestId('demo-address');

    await page.getByRole('button', { name: /^Account/ }).click();
    await modal.getByRole('group', { name: 'Account settings' }).getByRole('button', { name: 'Update email' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe('Update email');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toBe('Enter a valid email address');
    await modal.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await modal.getByRole('button', { name: 'Continue' }).click();

    // The code sent to the current address, into the frame's form.
    await expect.poll(() => frame.getByRole('heading', { name: 'Confirm your email change' }).count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => modal.getByRole('status').first().textContent())
      .toBe(`Enter the code we sent to ${email} below, then the one we send to ${newEmail}.`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const primaryCode = latestCode(email);
    expect(primaryCode).toMatch(/^\d{6}$/);
    const input = frame.getByLabel('One-time code');
    await input.pressSequentially(wrongCode(primaryCode));
    await page.keyboard.press('Enter');
    await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Wrong code: 4 attempts left');
    await input.fill('');
    await input.pressSequentially(primaryCode);
    await page.keyboard.press('Enter');

    // Then the code sent to the new address, in the same form.
    await expect.poll(() => frame.getByRole('heading', { name: 'Confirm your new email' }).count(), { timeout: 10_000 }).toBe(1);
    const secondaryCode = latestCode(newEmail);
    expect(secondaryCode).toMatch(/^\d{6}$/);
    await frame.getByLabel('One-time code').pressSequentially(secondaryCode);
    await page.keyboard.press('Enter');

    await expect.poll(() => modal.getByRole('heading').first().textContent(), { timeout: 10_000 }).toBe('Account');
    await expect.poll(() => modal.getByTestId('airlock-auth-name').textContent()).toBe(shown(newEmail));
    await expect.poll(() => page.getByText(`Email updated to ${newEmail}`).count()).toBe(1);
    expect(await address.textContent()).toBe(connected);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The page never held a code: no message it received carried one.
    const pageText = await page.evaluate(() => document.documentElement.outerHTML);
    for (const code of [primaryCode, secondaryCode]) expect(pageText).not.toContain(code);

    await page.reload();
    await expect.poll(() => page.getByTestId('demo-address').textContent(), { timeout: 15_000 }).toBe(connected);
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect.poll(() => modal.getByTestId('airlock-auth-name').textContent(), { timeout: 10_000 }).toBe(shown(newEmail));
  });
});
