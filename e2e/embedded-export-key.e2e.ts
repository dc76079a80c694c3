import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { startSmtpSink, type SmtpSink } from '../services/server/test/support/smtp-sink';
import { seriousAxeViolations } from './support/axe';
import { frameVault, recordPageMessages, secretsFoundIn, whatTheDappCanRead } from './support/dapp-page-secrets';
import { dialog } from './support/demo-page';
import { codeIn, signInByEmail } from './support/email-sign-in';
import { useEmbeddedDemoStack } from './support/embedded-demo-stack';

describe('exporting the embedded wallet key from the demo, inside the secure frame', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  // Closed after the stack (afterAll hooks run last-registered first).
  afterAll(async () => {
    await sink?.close();
  });
  // Mail goes over SMTP to the sink, not to the dev outbox: the codes are read as a mailbox would get them.
  const fixture = useEmbeddedDemoStack(() => ({ serverEnv: { SMTP_URL: sink.url } }));

  it('signs in via an SMTP sink, exports the key (frame only) after a fresh code; the dApp page reads no key, token or code', async () => {
    const { page } = fixture.watched;
    const { stack } = fixture;
    expect(stack.server.deps.devOutbox).toBeUndefined();
    await recordPageMessages(page);
    const email = `export.${randomBytes(4).toString('hex')}@example.com`;

    // Email login: the code arrives by SMTP and is typed into the frame.
    let loginCode = '';
    const address = await signInByEmail(page, stack, email, async () => {
      const loginMail = await sink.waitForMessage(email, { timeoutMs: 10_000 });
      expect(loginMail.kind).toBe('email-code');
      expect(loginMail.text).toContain('to sign in');
      loginCode = codeIn(loginMail.text);
      expect(loginCode).toMatch(/^\d{6}$/);
      return loginCode;
    });
    const modal = dialog(page);
    const frame = page.frameLocator('iframe[title="Airlock embedded wallet"]');

    // Account → Export private key: a fresh code, asked for by the frame.
    await page.getByRole('button', { name: /^Account/ }).click();
    await modal.getByRole('group', { name: 'Account settings' }).getByRole('button', { name: 'Export private key' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe('Export private key');
    await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe('Export private key');
    expect(await frame.locator('form').innerText()).toContain(`Enter the code we sent to ${email} to show your private key.`);
    const exportMail = await sink.waitForMessage(email, { timeoutMs: 10_000 });
    expect(exportMail.text).toContain('to export your private key');
    const exportCode = codeIn(exportMail.text);
    expect(exportCode).toMatch(/^\d{6}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const frameHandle = page.frames().find((candidate) => candidate.url().startsWith(stack.server.frameUrl))!;
    expect(await seriousAxeViolations(frameHandle as unknown as Page)).toEqual([]);

    // The login code does not export the key: codes are bound to what they were sent for.
    if (loginCode !== exportCode) {
      await frame.getByLabel('One-time code').pressSequentially(loginCode);
      await page.keyboard.press('Enter');
      await expect.poll(() => frame.getByRole('alert').innerText()).toBe('Wrong code: 4 attempts left');
      await frame.getByLabel('One-time code').fill('');
    }
    await frame.getByLabel('One-time code').pressSequentially(exportCode);
    await page.keyboard.press('Enter');

    // The key, in the frame's own view: warned about, hidden until Reveal.
    const keyView = frame.getByRole('dialog', { name: 'Your private key' });
    await keyView.waitFor();
    expect(await keyView.getByRole('note').innerText()).toBe('Anyone with this key controls your wallet. Never share it.');
    expect(await keyView.innerText()).not.toMatch(/[0-9a-f]{64}/i);
    expect(await seriousAxeViolations(frameHandle as unknown as Page)).toEqual([]);
    await keyView.getByRole('button', { name: 'Reveal' }).click();
    const privateKey = /0x[0-9a-f]{64}/i.exec(await keyView.innerText())?.[0] as Hex | undefined;
    expect(privateKey).toBeDefined();
    expect(privateKeyToAccount(privateKey!).address.toLowerCase()).toBe(address.toLowerCase());
    await keyView.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => keyView.getByRole('status').innerText()).toBe('Copied to the clipboard');
    expect(await seriousAxeViolations(frameHandle as unknown as Page)).toEqual([]);

    // Done wipes the key and closes the frame: back on Account.
    await keyView.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => modal.getByRole('heading').first().textContent()).toBe('Account');
    await expect.poll(() => frame.locator('#root').innerText()).toBe('');

    // What the dApp page's own script can reach, over the whole flow: none of the secrets.
    const vault = await frameVault(frameHandle);
    expect(vault.token).toEqual(expect.any(String));
    const seen = await whatTheDappCanRead(page);
    expect(seen.frameDocument).toBe('unreachable');
    expect(seen.databases).not.toContain('airlock-frame');
    // The search sees what it should: the frame's messages (replies and events) and the account.
    expect(seen.messageCount).toBeGreaterThan(5);
    expect(seen.text).toContain('EXPORT_KEY_SUCCESS');
    expect(secretsFoundIn(seen.text, { address })).toEqual(['address']);
    const secrets = {
      privateKey: privateKey!,
      privateKeyWithout0x: privateKey!.slice(2),
      sessionToken: vault.token!,
      sessionId: vault.sessionId!,
      loginCode,
      exportCode,
    };
    expect(secretsFoundIn(seen.text, secrets)).toEqual([]);
  });
});
