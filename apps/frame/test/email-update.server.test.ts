import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FrameEventMessage } from '@airlock/protocol';
import { DEMO_PROJECT_ID } from '@airlock/server';
import { createEmbeddedApi } from '../src/api/embedded-api';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createEmailUpdateStore } from '../src/ui/email-update-store';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { attachEmailUpdate, createEmailUpdate } from '../src/wallet/email-update';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { frameRequestSender } from './support/frame-request-sender';
import { useFrameTestServer } from './support/frame-test-server';

const wrongCode = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

/** The frame's email update (dispatcher, wallet, the code form's store) against a real Airlock server. */
describe('updating the email from inside the frame', () => {
  const airlock = useFrameTestServer('airlock-email-update-test-');

  function frameWallet() {
    const vault = createMemoryVault();
    const view = createEmailUpdateStore();
    const events: FrameEventMessage[] = [];
    const warnings: string[] = [];
    const api = airlock.api();
    const emit = (event: FrameEventMessage) => events.push(event);
    const wallet = createEmbeddedWallet({ api, vault, prompt: createOtpPromptStore(), emit, chainId: () => 31337 });
    const update = createEmailUpdate({ api, vault, view, emit, warn: (message) => warnings.push(message) });
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, attachEmailUpdate(wallet, update));
    const { send, replies } = frameRequestSender(dispatcher);
    return { vault, view, events, replies, warnings, wallet, update, send };
  }

  const latestCode = (email: string) => airlock.latestCode(email);
  const nextEmail = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.com`;

  async function signedIn(frame: ReturnType<typeof frameWallet>) {
    const email = nextEmail('update');
    await frame.wallet.connectEmail(email);
    const loginCode = latestCode(email);
    await frame.wallet.submitCode(loginCode);
    frame.events.length = 0;
    return { email, loginCode };
  }

  it('asks for the current address’s code, then the new address’s, in the frame’s form; the page gets only EMAIL_UPDATED', async () => {
    const frame = frameWallet();
    const { email, loginCode } = await signedIn(frame);
    const newEmail = nextEmail('New.Address');

    expect(await frame.send('UPDATE_EMAIL', { email: newEmail })).toEqual({
      id: 'r1',
      type: 'UPDATE_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    });
    expect(frame.events).toEqual([{ type: 'SHOW_FRAME', payload: {} }]);
    expect(frame.view.get()).toEqual({ stage: 'primary', email, newEmail: newEmail.toLowerCase(), busy: false });
    const primaryCode = latestCode(email);

    // The page cannot hand in a code: it is typed into the frame.
    expect(await frame.send('UPDATE_EMAIL_PRIMARY_OTP', { otp: primaryCode })).toEqual({
      id: 'r2',
      type: 'UPDATE_EMAIL_PRIMARY_OTP_ERROR',
      payload: { message: 'Enter the code in the secure frame' },
    });
    expect(await frame.send('UPDATE_EMAIL_SECONDARY_OTP', { otp: primaryCode })).toMatchObject({
      type: 'UPDATE_EMAIL_SECONDARY_OTP_ERROR',
      payload: { message: 'Enter the code in the secure frame' },
    });

    await frame.update.submitCode(wrongCode(primaryCode));
    expect(frame.view.get()).toEqual({
      stage: 'primary',
      email,
      newEmail: newEmail.toLowerCase(),
      busy: false,
      error: 'Wrong code: 4 attempts left',
    });
    await frame.update.submitCode('12ab');
    expect(frame.view.get()).toMatchObject({ stage: 'primary', error: 'Enter the 6-digit code' });

    await frame.update.submitCode(primaryCode);
    expect(frame.view.get()).toEqual({ stage: 'secondary', email: newEmail.toLowerCase(), newEmail: newEmail.toLowerCase(), busy: false });
    const secondaryCode = latestCode(newEmail);
    await frame.update.submitCode(secondaryCode);
    expect(frame.view.get()).toEqual({ stage: 'closed' });
    expect(frame.events).toEqual([
      { type: 'SHOW_FRAME', payload: {} },
      { type: 'EMAIL_UPDATED', payload: { newEmail: newEmail.toLowerCase() } },
      { type: 'HIDE_FRAME', payload: {} },
    ]);
    expect(frame.vault.contents().session?.email).toBe(newEmail.toLowerCase());
    expect((await frame.send('GET_USER')) as unknown).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email: newEmail.toLowerCase() },
    });
    // Nothing the frame posted or logged holds a code.
    const posted = JSON.stringify([frame.replies, frame.events, frame.warnings]);
    for (const secret of [primaryCode, secondaryCode, loginCode]) expect(posted).not.toContain(secret);
  });

  it('shows the server’s refusal as the UPDATE_EMAIL reply and opens no form', async () => {
    const frame = frameWallet();
    const { email } = await signedIn(frame);
    expect(await frame.send('UPDATE_EMAIL', { email })).toEqual({
      id: 'r1',
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'This is already the email address of this account' },
    });
    expect(await frame.send('UPDATE_EMAIL', { email: 42 })).toEqual({
      id: 'r2',
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'email must be a string' },
    });
    expect(frame.view.get()).toEqual({ stage: 'closed' });
    expect(frame.events).toEqual([]);
    const signedOut = frameWallet();
    expect(await signedOut.send('UPDATE_EMAIL', { email: nextEmail('x') })).toMatchObject({
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'Not signed in' },
    });
  });

  it('cancel, the modal closing and signing out close the form and hide the frame', async () => {
    const frame = frameWallet();
    await signedIn(frame);
    await frame.send('UPDATE_EMAIL', { email: nextEmail('cancel') });
    frame.update.close();
    expect(frame.view.get()).toEqual({ stage: 'closed' });
    expect(frame.events.map((event) => event.type)).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    frame.update.close();
    expect(frame.events).toHaveLength(2);

    const other = frameWallet();
    await signedIn(other);
    await other.send('UPDATE_EMAIL', { email: nextEmail('abort') });
    await other.send('RPC_ABORT');
    expect(other.view.get()).toEqual({ stage: 'closed' });
    await other.send('SIGN_OUT');
    expect(other.events.map((event) => event.type)).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
  });

  it('answers "Not available yet" in a frame built without the email update', async () => {
    const wallet = createEmbeddedWallet({
      api: createEmbeddedApi({ apiUrl: airlock.server.url, projectId: DEMO_PROJECT_ID }),
      vault: createMemoryVault(),
      prompt: createOtpPromptStore(),
      emit: () => undefined,
      chainId: () => 31337,
    });
    const { reply } = await createFrameDispatcher({ chainId: 31337 }, wallet).dispatch({
      id: 'x',
      type: 'UPDATE_EMAIL',
      payload: { email: 'a@b.co' },
    });
    expect(reply).toEqual({ id: 'x', type: 'UPDATE_EMAIL_ERROR', payload: { message: 'Not available yet' } });
  });
});
