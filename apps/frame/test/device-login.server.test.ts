import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FrameEventMessage } from '@airlock/protocol';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { frameRequestSender } from './support/frame-request-sender';
import { useFrameTestServer } from './support/frame-test-server';

/**
 * Spec §4's answers to connect email, through the frame's wallet and a real server: CONNECT for a
 * device the account approved, VERIFY_OTP for everything else (a known account's new device gets
 * its approval link, VERIFY_DEVICE, in the code's mail, so the answer tells no known address from a new one).
 */
describe('the frame wallet: VERIFY_OTP, CONNECT and a new device approved by its link', () => {
  const airlock = useFrameTestServer('airlock-frame-device-');

  function frameWallet() {
    const vault = createMemoryVault();
    const prompt = createOtpPromptStore();
    const events: FrameEventMessage[] = [];
    const api = airlock.api();
    const wallet = createEmbeddedWallet({
      api,
      vault,
      prompt,
      emit: (event) => events.push(event),
      chainId: () => 31337,
      deviceWait: { intervalMs: 50, timeoutMs: 5_000 },
    });
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
    const { send } = frameRequestSender(dispatcher);
    return { vault, prompt, events, wallet, send };
  }

  const mails = (to: string, kind: string) => airlock.server.deps.devOutbox!.list({ to, kind });
  const latestCode = (email: string) => airlock.latestCode(email, 'email-code');
  /** Out of the last code's 30 s cooldown, as a visitor coming back later would be. */
  const pastCooldown = async () => {
    const { embeddedEmailCodes } = await import('../../../services/server/src/storage/schema');
    await airlock.server.deps.database.db.update(embeddedEmailCodes).set({ createdAt: new Date(Date.now() - 31_000) });
  };

  async function signIn(frame: ReturnType<typeof frameWallet>, email: string) {
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
    await frame.wallet.submitCode(latestCode(email));
    return frame.vault.contents().session!;
  }

  it('a device whose session the server dropped signs straight back in (CONNECT): LOGGED_IN, no code form, no mail', async () => {
    const frame = frameWallet();
    const email = `connect.${randomBytes(4).toString('hex')}@example.com`;
    const first = await signIn(frame, email);
    // The server no longer knows the session: the frame forgets it and keeps its device key.
    const { deviceKey } = frame.vault.contents();
    await airlock.server.deps.embedded.sessions.revokeSession(first.sessionId);
    expect(await frame.wallet.isConnected()).toBe(false);
    expect(frame.vault.contents()).toEqual({ deviceKey, session: undefined });

    frame.events.length = 0;
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({ type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } });
    expect(frame.events).toEqual([{ type: 'LOGGED_IN', payload: expect.objectContaining({ email, address: first.address }) }]);
    expect(frame.prompt.get()).toEqual({ open: false });
    expect(mails(email, 'email-code')).toHaveLength(1);
    const posted = JSON.stringify(frame.events);
    expect(posted).not.toContain(frame.vault.contents().session!.token);
    expect(await frame.wallet.isConnected()).toBe(true);

    // SIGN_OUT forgets the device here and on the server: the next login from this frame needs a code again.
    expect(await frame.send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' });
    await pastCooldown();
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
  }, 20_000);

  it('a new device: the code form opens, the code works once the link of the same mail is pressed', async () => {
    const email = `device.${randomBytes(4).toString('hex')}@example.com`;
    const first = await signIn(frameWallet(), email);
    await pastCooldown();

    const other = frameWallet();
    expect(await other.send('CONNECT_DEVICE')).toMatchObject({
      type: 'CONNECT_DEVICE_ERROR',
      payload: { message: 'No device approval is waiting: sign in with your email first' },
    });
    expect(await other.send('CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    });
    expect(other.prompt.get()).toMatchObject({ open: true, email });
    const mail = mails(email, 'email-code')[0]!;
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    // The code alone does not sign in on a device the account has not approved; the form stays open.
    await expect(other.wallet.submitCode(code)).rejects.toThrow('Approve this device with the link in the email first');
    expect(other.vault.contents().session).toBeUndefined();

    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const approve = await fetch(new URL(link.pathname, link), {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
    });
    expect(approve.status).toBe(200);

    await other.wallet.submitCode(code);
    expect(other.vault.contents().session!.address).toBe(first.address);
  });
});
