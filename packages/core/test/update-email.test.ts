import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient, STORAGE_KEYS } from '../src';
import { asFrameEvent } from '../src/frame/frame-event';
import { devnet, walletA } from './fixtures';
import { EMBEDDED_USER as USER, embeddedClientOnAccount, frameSide } from './frame-side';
import { MemoryAdapter } from './memory-adapter';

/** An embedded email account on UpdateEmailWallet (opened from Account), the frame's address known. */
async function onUpdateView(user: { email: string | null; address: string } = USER) {
  const client = embeddedClientOnAccount(user);
  client.router.push('UpdateEmailWallet');
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('updateEmail', () => {
  it('sends UPDATE_EMAIL, keeps the frame on this view, and on EMAIL_UPDATED shows the new address on Account with a toast', async () => {
    const client = await onUpdateView();
    const done = client.updateEmail('  New@Example.com ');
    await vi.waitFor(() => expect(client.embedded.getState().emailUpdate).toEqual({ status: 'sending', email: 'New@Example.com' }));
    const frame = await frameSide(client);
    const asked = await frame.request('UPDATE_EMAIL');
    expect(asked.payload).toEqual({ email: 'New@Example.com' });
    frame.send({ type: 'SHOW_FRAME', payload: {} });
    frame.send({ id: asked.id, type: 'UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_PRIMARY_OTP' } });
    await vi.waitFor(() =>
      expect(client.embedded.getState().emailUpdate).toEqual({
        status: 'in-frame',
        email: 'New@Example.com',
        action: 'VERIFY_PRIMARY_OTP',
      }),
    );
    // SHOW_FRAME did not take the modal to ApproveTransaction: this view hosts the frame.
    expect(client.router.getState().view).toBe('UpdateEmailWallet');
    expect(client.embedded.getState().frameVisible).toBe(true);

    frame.send({ type: 'EMAIL_UPDATED', payload: { newEmail: 'new@example.com' } });
    frame.send({ type: 'HIDE_FRAME', payload: {} });
    await expect(done).resolves.toBe('new@example.com');
    expect(client.router.getState().view).toBe('Account');
    expect(client.embedded.getState()).toMatchObject({
      emailUpdate: undefined,
      frameVisible: false,
      user: { email: 'new@example.com', address: USER.address },
    });
    expect(client.storage.get(STORAGE_KEYS.email)).toBe('new@example.com');
    await vi.waitFor(() =>
      expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Email updated to new@example.com', variant: 'success' }),
    );
    // The page never sends a code: both are typed into the frame.
    expect(frame.received.map((message) => message.type)).toEqual(['UPDATE_EMAIL']);
  });

  it('refuses an invalid address before loading the frame', async () => {
    const client = await onUpdateView();
    await expect(client.updateEmail('not an address')).rejects.toMatchObject({
      name: 'EmailUpdateError',
      code: 'EMAIL_UPDATE_FAILED',
      message: 'Enter a valid email address',
    });
    expect(client.embedded.getState().emailUpdate).toEqual({ status: 'failed', error: 'Enter a valid email address' });
    expect(client.embedded.getState().iframe).toBeUndefined();
  });

  it('shows the frame’s refusal and rejects with it', async () => {
    const client = await onUpdateView();
    const done = client.updateEmail('taken@example.com');
    const frame = await frameSide(client);
    const asked = await frame.request('UPDATE_EMAIL');
    frame.send({ id: asked.id, type: 'UPDATE_EMAIL_ERROR', payload: { message: 'This email address is already used by another account' } });
    await expect(done).rejects.toMatchObject({
      name: 'EmailUpdateError',
      message: 'This email address is already used by another account',
    });
    expect(client.router.getState().view).toBe('UpdateEmailWallet');
    expect(client.embedded.getState().emailUpdate).toEqual({
      status: 'failed',
      error: 'This email address is already used by another account',
    });
  });

  it('is cancelled by the frame’s Cancel (HIDE_FRAME) and by leaving the view, which closes the frame’s form', async () => {
    const client = await onUpdateView();
    const first = client.updateEmail('one@example.com');
    const frame = await frameSide(client);
    const asked = await frame.request('UPDATE_EMAIL');
    frame.send({ type: 'SHOW_FRAME', payload: {} });
    frame.send({ id: asked.id, type: 'UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_SECONDARY_OTP' } });
    await vi.waitFor(() =>
      expect(client.embedded.getState().emailUpdate).toMatchObject({ status: 'in-frame', action: 'VERIFY_SECONDARY_OTP' }),
    );
    frame.send({ type: 'HIDE_FRAME', payload: {} });
    await expect(first).rejects.toThrow('Email update was cancelled');
    expect(client.router.getState().view).toBe('UpdateEmailWallet');
    expect(client.embedded.getState()).toMatchObject({ emailUpdate: undefined, frameVisible: false });

    const second = client.updateEmail('two@example.com');
    await vi.waitFor(() => expect(frame.received.filter((message) => message.type === 'UPDATE_EMAIL')).toHaveLength(2));
    const again = frame.received.filter((message) => message.type === 'UPDATE_EMAIL')[1]!;
    frame.send({ id: again.id, type: 'UPDATE_EMAIL_SUCCESS', payload: { action: 'VERIFY_PRIMARY_OTP' } });
    await vi.waitFor(() => expect(client.embedded.getState().emailUpdate).toMatchObject({ status: 'in-frame' }));
    client.goBack();
    await expect(second).rejects.toThrow('Email update was cancelled');
    await vi.waitFor(() => expect(frame.received.map((message) => message.type)).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL', 'RPC_ABORT']));
    expect(client.embedded.getState().user?.email).toBe(USER.email);
  });

  it('refuses without an embedded account', async () => {
    const client = createAirlockClient({
      adapters: [new MemoryAdapter([devnet], [walletA])],
      networks: [devnet],
      projectId: 'p'.repeat(32),
    });
    await expect(client.updateEmail('a@example.com')).rejects.toThrow(
      'Only an email or social login account has an email address to update',
    );
  });

  it('parses EMAIL_UPDATED and drops a malformed one', () => {
    expect(asFrameEvent({ type: 'EMAIL_UPDATED', payload: { newEmail: 'a@b.co' } })).toEqual({
      type: 'EMAIL_UPDATED',
      payload: { newEmail: 'a@b.co' },
    });
    for (const payload of [{}, { newEmail: 1 }, { newEmail: '' }, null, { newEmail: 'x'.repeat(300) }])
      expect(asFrameEvent({ type: 'EMAIL_UPDATED', payload })).toBeUndefined();
  });
});
