import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { seriousAxeViolations } from './support/axe';
import { dialog } from './support/demo-page';
import { callProtectedRoute, signInState, turnSignInOn } from './support/demo-sign-in';
import { latestOutboxCode, signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

describe('email login from the demo, through the secure frame', () => {
  const fixture = useEmbeddedDemoStack();
  const latestCode = (email: string) => latestOutboxCode(fixture.stack, email);

  it('a wallet-less visitor signs in by email in the frame, stays in after a reload, signs and sends on approval, can reject', async () => {
    const { page } = fixture.watched;
    const email = `visitor.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(fixture.stack.demo.url);
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
    // The demo's modal is dark, and so is the frame's code form inside it (SYNC_THEME), readable as axe judges it.
    const codeFrame = (await (await page.locator('iframe[title="Airlock embedded wallet"]').elementHandle())!.contentFrame())!;
    await expect.poll(() => codeFrame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(
      await codeFrame.evaluate(() => [
        getComputedStyle(document.querySelector('form')!).backgroundColor,
        getComputedStyle(document.documentElement).colorScheme,
      ]),
    ).toEqual(['rgb(22, 24, 29)', 'dark']);
    expect(await seriousAxeViolations(codeFrame)).toEqual([]);
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

    // Signing opens the modal on the frame's own approval screen.
    await page.getByLabel('Message', { exact: true }).fill('Hello from an email wallet');
    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe('Approve Transaction');
    await expect.poll(() => frame.getByText('Hello from an email wallet').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await frame.getByRole('button', { name: 'Approve' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-verification').textContent()).toBe('Signature verified: signed by your account');
    const signature = (await page.getByTestId('demo-signature').textContent()) as Hex;
    expect(await verifyMessage({ address: connected as Hex, message: 'Hello from an email wallet', signature })).toBe(true);

    // Rejected in the frame: the dApp hears 4001, the wallet's refusal.
    await page.getByRole('button', { name: 'Sign message' }).click();
    await frame.getByRole('button', { name: 'Reject' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Error signing message. You declined in your wallet.');

    // Devnet ETH from the faucet, then a transfer approved in the frame.
    await page.getByRole('button', { name: 'Get test funds' }).click();
    await expect.poll(() => page.getByTestId('demo-faucet-result').textContent(), { timeout: 15_000 }).toMatch(/^Received /);
    const recipient = fixture.stack.devnet.accounts[6]!.address;
    const chain = createPublicClient({ transport: http(fixture.stack.devnet.chains[0].rpcUrl) });
    const before = await chain.getBalance({ address: recipient });
    await page.getByLabel('Recipient address').fill(recipient);
    await page.getByLabel('Amount (ETH)').fill('0.1');
    await page.getByRole('button', { name: 'Send ETH' }).click();
    await expect.poll(() => frame.getByRole('button', { name: 'Approve' }).count(), { timeout: 10_000 }).toBe(1);
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByTestId('demo-tx-result').textContent(), { timeout: 15_000 }).toMatch(/^Confirmed in block \d+/);
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.1'));

    // The network switches through the frame, and wagmi follows.
    await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click();
    await modal.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Airlock Devnet L2' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe('Airlock Devnet L2');
    await expect.poll(() => page.getByTestId('wagmi-chain-id').textContent()).toBe('31338');

    // The Account view names the email; Disconnect signs out of the frame too, so a reload stays out.
    await page.getByRole('button', { name: /^Account/ }).click();
    await expect
      .poll(() => modal.getByTestId('airlock-auth-name').textContent())
      .toBe(email.length > 30 ? `${email.slice(0, -3)}…` : email);
    await modal.getByRole('button', { name: 'Disconnect' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('keeps Tab inside the modal while the frame shows its code form, both ways', async () => {
    const { page } = fixture.watched;
    await page.goto(fixture.stack.demo.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.keyboard.type(`keys.${randomBytes(4).toString('hex')}@example.com`);
    await page.keyboard.press('Enter');
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');
    await frame.getByLabel('One-time code').waitFor();
    // 'frame' only when a control in the frame has focus: an iframe focused with nothing inside it is
    // where headful Chromium hands focus to its address bar.
    const focusInModal = async () => {
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLIFrameElement
          ? 'frame'
          : active?.closest('[role="dialog"]')
            ? 'dialog'
            : `outside: ${active?.outerHTML.slice(0, 80)}`;
      });
      return where === 'frame' && (await frame.locator(':focus').count()) === 0 ? 'frame, nothing focused in it' : where;
    };
    const seen = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press(key);
        const where = await focusInModal();
        expect(where).toMatch(/^(frame|dialog)$/);
        seen.add(where);
      }
    }
    // Focus went out of the frame into the dialog and back in again.
    expect([...seen].sort()).toEqual(['dialog', 'frame']);
  });

  it("refuses a second email login within 30 seconds, in the spec's words", async () => {
    const { page } = fixture.watched;
    await page.goto(fixture.stack.demo.url);
    await page.evaluate(() => localStorage.setItem('@airlock-app/last-email-login-time', JSON.stringify(Date.now())));
    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const modal = dialog(page);
    await modal.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).toMatch(/^Please try again after (29|30) seconds$/);
  });

  it('with Sign in with X on, the email login also signs the visitor in: one approval (the code), no sign view', async () => {
    const { page } = fixture.watched;
    const email = `siwx.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(fixture.stack.demo.url);
    await turnSignInOn(page);
    // The modal closes on its own: it never asked for a separate signature.
    const address = await signInByEmail(page, fixture.stack, email);
    await expect.poll(() => signInState(page)).toBe(`Signed in as ${address} on Airlock Devnet`);
    expect(await callProtectedRoute(page)).toBe(`Signed in as ${address} on Airlock Devnet (eip155:31337)`);

    await page.reload();
    await expect.poll(() => signInState(page), { timeout: 10_000 }).toBe(`Signed in as ${address} on Airlock Devnet`);
    expect(await dialog(page).count()).toBe(0);
  });
});
