import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAirlockClient } from '../src';
import { devnet, walletA } from './fixtures';
import { frameSide } from './frame-side';
import { MemoryAdapter } from './memory-adapter';

/** On EmailLogin (pushed from Connect, as the email field does) with the frame showing its code form. */
async function awaitingCode() {
  const client = createAirlockClient({ adapters: [new MemoryAdapter([devnet], [walletA])], networks: [devnet], projectId: 'p'.repeat(32) });
  client.embedded.setState({ frameUrl: 'http://127.0.0.1:8788/' });
  client.open({ view: 'Connect' });
  client.router.push('EmailLogin', { email: 'visitor@example.com' });
  const login = client.connectEmail('visitor@example.com');
  login.catch(() => undefined);
  const frame = await frameSide(client);
  const asked = await frame.request('CONNECT_EMAIL');
  frame.send({ type: 'SHOW_FRAME', payload: {} });
  frame.send({ id: asked.id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } });
  await vi.waitFor(() => expect(client.embedded.getState()).toMatchObject({ status: 'awaiting-code', frameVisible: true }));
  return { client, frame, login };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('leaving an email login that waits for its code', () => {
  it('Back ends it here and in the frame (RPC_ABORT closes its code form), with no error to show', async () => {
    const { client, frame, login } = await awaitingCode();
    client.goBack();
    await expect(login).rejects.toThrow();
    expect(client.router.getState().view).toBe('Connect');
    expect(client.modal.getState().open).toBe(true);
    expect(client.embedded.getState()).toMatchObject({ status: 'idle', frameVisible: false, error: undefined });
    await vi.waitFor(() => expect(frame.received.map((message) => message.type)).toEqual(['CONNECT_EMAIL', 'RPC_ABORT']));
  });

  it('closing the modal ends it in the frame too', async () => {
    const { client, frame, login } = await awaitingCode();
    client.close();
    await expect(login).rejects.toThrow();
    expect(client.embedded.getState()).toMatchObject({ status: 'idle', frameVisible: false });
    await vi.waitFor(() => expect(frame.received.map((message) => message.type)).toEqual(['CONNECT_EMAIL', 'RPC_ABORT']));
  });
});
