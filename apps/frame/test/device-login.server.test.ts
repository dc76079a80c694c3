import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FrameEventMessage } from '@airlock/protocol';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { frameRequestSender } from './support/frame-request-sender';
import { useFrameTestServer } from './support/frame-test-server';

/** Spec §4's three answers to connect email, through the frame's wallet and a real server. */
describe('the frame wallet: VERIFY_OTP, CONNECT and VERIFY_DEVICE', () => {
  const airlock = useFrameTestServer('airlock-frame-device-');

  function frameWallet() {
    const vault = createMemoryVault();
    const prompt = createOtpPromptStore();
    const events: FrameEventMessage[] = [];
    const api = airlock.api();
    const wallet = createEmbeddedWallet({ api, vault, prompt, emit: (event) => events.push(event), chainId: () => 31337, deviceWait: { intervalMs: 50, timeoutMs: 5_000 } });
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
    const { send } = frameRequestSender(dispatcher);
    return { vault, prompt, events, wallet, send };
  }

  const mails = (to: string, kind: string) => airlock.server.deps.devOutbox!.list({ to, kind });
  const latestCode = (email: string) => airlock.latestCode(email, 'email-code');

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

    // SIGN_OUT forgets the device here and on the server: the next login from this frame verifies the device.
    expect(await frame.send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' });
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } });
  });

  it('a new device: VERIFY_DEVICE, CONNECT_DEVICE waits for the link, then the code form opens', async () => {
    const email = `device.${randomBytes(4).toString('hex')}@example.com`;
    const first = await signIn(frameWallet(), email);
    // Out of the first login's code cooldown, as a visitor on another computer would be.
    const { embeddedEmailCodes } = await import('../../../services/server/src/storage/schema');
    await airlock.server.deps.database.db.update(embeddedEmailCodes).set({ createdAt: new Date(Date.now() - 31_000) });

    const other = frameWallet();
    expect(await other.send('CONNECT_DEVICE')).toMatchObject({ type: 'CONNECT_DEVICE_ERROR', payload: { message: 'No device approval is waiting: sign in with your email first' } });
    expect(await other.send('CONNECT_EMAIL', { email })).toMatchObject({ type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } });
    expect(other.events).toEqual([]);
    const waiting = other.send('CONNECT_DEVICE');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.prompt.get()).toEqual({ open: false });

    const link = new URL(/https?:\/\/\S+/.exec(mails(email, 'device-approval')[0]!.text)![0]);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const approve = await fetch(new URL(link.pathname, link), { method: 'POST', body: new URLSearchParams({ token: link.searchParams.get('token')! }) });
    expect(approve.status).toBe(200);

    expect(await waiting).toMatchObject({ type: 'CONNECT_DEVICE_SUCCESS', payload: {} });
    expect(other.prompt.get()).toEqual({ open: true, email, busy: false });
    expect(other.events).toEqual([{ type: 'SHOW_FRAME', payload: {} }]);
    await other.wallet.submitCode(latestCode(email));
    expect(other.vault.contents().session!.address).toBe(first.address);
  });

  it('CONNECT_DEVICE gives up before the modal does when nobody presses the link', async () => {
    const email = `late.${randomBytes(4).toString('hex')}@example.com`;
    await signIn(frameWallet(), email);
    const other = frameWallet();
    expect(await other.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } });
    expect(await other.send('CONNECT_DEVICE')).toMatchObject({ type: 'CONNECT_DEVICE_ERROR', payload: { message: 'This device was not approved in time: sign in again' } });
  }, 15_000);
});
