import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_USER as USER, embeddedClientOnAccount as onAccount, frameSide } from './frame-side';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('exportKey', () => {
  it('hosts the frame on ExportPrivateKey while the frame asks for the code and shows the key, then goes back to Account', async () => {
    const client = await onAccount();
    const done = client.exportKey();
    const frame = await frameSide(client);
    await vi.waitFor(() => expect(client.router.getState().view).toBe('ExportPrivateKey'));
    expect(client.router.getState().history).toEqual(['Account', 'ExportPrivateKey']);
    expect(client.embedded.getState().keyExport).toEqual({ status: 'starting' });

    const asked = await frame.request('EXPORT_KEY');
    expect(asked.payload).toEqual({});
    frame.send({ type: 'SHOW_FRAME', payload: {} });
    frame.send({ id: asked.id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    await vi.waitFor(() => expect(client.embedded.getState().keyExport).toEqual({ status: 'in-frame' }));
    // SHOW_FRAME did not take the modal to ApproveTransaction: this view hosts the frame.
    expect(client.router.getState().view).toBe('ExportPrivateKey');
    expect(client.embedded.getState().frameVisible).toBe(true);

    frame.send({ type: 'HIDE_FRAME', payload: {} });
    await done;
    expect(client.router.getState().view).toBe('Account');
    expect(client.modal.getState().open).toBe(true);
    expect(client.embedded.getState()).toMatchObject({ keyExport: undefined, frameVisible: false });
    expect(frame.received.map((message) => message.type)).toEqual(['EXPORT_KEY']);
  });

  it('tells the frame to wipe the key when the visitor goes back or closes the modal', async () => {
    const client = await onAccount();
    const first = client.exportKey();
    const frame = await frameSide(client);
    const asked = await frame.request('EXPORT_KEY');
    frame.send({ type: 'SHOW_FRAME', payload: {} });
    frame.send({ id: asked.id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    await vi.waitFor(() => expect(client.embedded.getState().keyExport).toEqual({ status: 'in-frame' }));
    client.goBack();
    await first;
    expect(client.router.getState().view).toBe('Account');
    expect(client.embedded.getState()).toMatchObject({ keyExport: undefined, frameVisible: false });
    await vi.waitFor(() => expect(frame.received.map((message) => message.type)).toEqual(['EXPORT_KEY', 'RPC_ABORT']));

    const second = client.exportKey();
    await vi.waitFor(() => expect(frame.received.filter((message) => message.type === 'EXPORT_KEY')).toHaveLength(2));
    const again = frame.received.filter((message) => message.type === 'EXPORT_KEY')[1]!;
    client.close();
    // Closed while the code was being sent: once the frame opens its form, it is told to close it.
    frame.send({ id: again.id, type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    await second;
    await vi.waitFor(() =>
      expect(frame.received.map((message) => message.type)).toEqual(['EXPORT_KEY', 'RPC_ABORT', 'EXPORT_KEY', 'RPC_ABORT']),
    );
  });

  it('shows the frame’s refusal in the view and rejects with it', async () => {
    const client = await onAccount();
    const done = client.exportKey();
    const frame = await frameSide(client);
    const asked = await frame.request('EXPORT_KEY');
    frame.send({ id: asked.id, type: 'EXPORT_KEY_ERROR', payload: { message: 'Please try again after 20 seconds' } });
    await expect(done).rejects.toMatchObject({
      name: 'KeyExportError',
      code: 'KEY_EXPORT_FAILED',
      message: 'Please try again after 20 seconds',
    });
    expect(client.router.getState().view).toBe('ExportPrivateKey');
    expect(client.embedded.getState().keyExport).toEqual({ status: 'failed', error: 'Please try again after 20 seconds' });
  });

  it('refuses an account without an email (social login) before loading the frame', async () => {
    const client = await onAccount({ email: null, address: USER.address });
    await expect(client.exportKey()).rejects.toThrow('Only an account that signs in by email can export its private key');
    expect(client.embedded.getState().iframe).toBeUndefined();
    expect(client.router.getState().view).toBe('Account');
  });
});
