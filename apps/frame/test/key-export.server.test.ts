import { randomBytes } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { FrameEventMessage } from '@airlock/protocol';
import { DEMO_PROJECT_ID } from '@airlock/server';
import { createEmbeddedApi, type EmbeddedApi } from '../src/api/embedded-api';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createDeviceKey } from '../src/session/device-key';
import { createMemoryVault } from '../src/session/memory-vault';
import { createKeyExportStore } from '../src/ui/key-export-store';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { attachKeyExport, createKeyExport } from '../src/wallet/key-export';
import { frameRequestSender } from './support/frame-request-sender';
import { codeIn, useFrameTestServer } from './support/frame-test-server';

/** The frame's key export (dispatcher, wallet, its own view's store) against a real Airlock server. */
describe('exporting the key from inside the frame', () => {
  const airlock = useFrameTestServer('airlock-key-export-test-');

  function frameWallet(apiOverride?: Partial<EmbeddedApi>) {
    const vault = createMemoryVault();
    const prompt = createOtpPromptStore();
    const view = createKeyExportStore();
    const events: FrameEventMessage[] = [];
    const warnings: string[] = [];
    const api = { ...airlock.api(), ...apiOverride } as EmbeddedApi;
    const emit = (event: FrameEventMessage) => events.push(event);
    const wallet = createEmbeddedWallet({ api, vault, prompt, emit, chainId: () => 31337 });
    const keyExport = createKeyExport({ api, vault, view, emit, warn: (message) => warnings.push(message) });
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, attachKeyExport(wallet, keyExport));
    const { send, replies } = frameRequestSender(dispatcher);
    return { vault, view, events, replies, warnings, wallet, keyExport, send };
  }

  const latestCode = (email: string) => airlock.latestCode(email);

  async function signedIn(frame: ReturnType<typeof frameWallet>) {
    const email = `export.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(email);
    const loginCode = latestCode(email);
    await frame.wallet.submitCode(loginCode);
    frame.events.length = 0;
    return { email, loginCode, address: frame.vault.contents().session!.address };
  }

  it('mails a fresh code, takes it in the frame only, shows the key that controls the account, and wipes it on Done', async () => {
    const frame = frameWallet();
    const { email, loginCode, address } = await signedIn(frame);

    expect(await frame.send('EXPORT_KEY')).toEqual({ id: 'r1', type: 'EXPORT_KEY_SUCCESS', payload: { action: 'VERIFY_OTP' } });
    expect(frame.events).toEqual([{ type: 'SHOW_FRAME', payload: {} }]);
    expect(frame.view.get()).toEqual({ stage: 'code', email, busy: false });
    const exportMail = airlock.server.deps.devOutbox!.list({ to: email, limit: 1 })[0]!;
    expect(exportMail.text).toContain('to export your private key');
    const exportCode = codeIn(exportMail.text);

    // The login code is not the export code (codes are bound to their purpose); a wrong one stays in the form.
    const wrong = loginCode === exportCode ? '000000' : loginCode;
    await frame.keyExport.submitCode(wrong);
    expect(frame.view.get()).toEqual({ stage: 'code', email, busy: false, error: 'Wrong code: 4 attempts left' });
    await frame.keyExport.submitCode('12ab');
    expect(frame.view.get()).toMatchObject({ stage: 'code', error: 'Enter the 6-digit code' });

    await frame.keyExport.submitCode(exportCode);
    const shown = frame.view.get();
    expect(shown).toEqual({ stage: 'key', privateKey: expect.stringMatching(/^0x[0-9a-f]{64}$/), address });
    const privateKey = (shown as { privateKey: `0x${string}` }).privateKey;
    expect(privateKeyToAccount(privateKey).address.toLowerCase()).toBe(address.toLowerCase());

    frame.keyExport.close();
    expect(frame.view.get()).toEqual({ stage: 'closed' });
    expect(frame.events).toEqual([
      { type: 'SHOW_FRAME', payload: {} },
      { type: 'HIDE_FRAME', payload: {} },
    ]);
    // Nothing the frame posted (replies and events) or logged holds the key or a code.
    const posted = JSON.stringify([frame.replies, frame.events, frame.warnings]);
    for (const secret of [privateKey, privateKey.slice(2), exportCode, loginCode]) expect(posted).not.toContain(secret);

    // The code worked once: a second export needs a new one (and the server's cooldown says when).
    expect(await frame.send('EXPORT_KEY')).toMatchObject({
      type: 'EXPORT_KEY_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    });
  });

  it('wipes a key on screen when the modal closes (RPC_ABORT) and when the user signs out', async () => {
    const frame = frameWallet();
    const { email } = await signedIn(frame);
    await frame.send('EXPORT_KEY');
    await frame.keyExport.submitCode(latestCode(email));
    expect(frame.view.get().stage).toBe('key');
    expect(await frame.send('RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' });
    expect(frame.view.get()).toEqual({ stage: 'closed' });
    expect(frame.events.map((event) => event.type)).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    // Nothing open: RPC_ABORT and Done hide nothing twice.
    await frame.send('RPC_ABORT');
    frame.keyExport.close();
    expect(frame.events).toHaveLength(2);

    const other = frameWallet();
    const second = await signedIn(other);
    await other.send('EXPORT_KEY');
    expect(other.view.get().stage).toBe('code');
    expect(await other.send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' });
    expect(other.view.get()).toEqual({ stage: 'closed' });
    // A code arriving after the form closed shows nothing.
    await other.keyExport.submitCode(latestCode(second.email));
    expect(other.view.get()).toEqual({ stage: 'closed' });
  });

  it('refuses a social account (no email to send a code to) and a signed-out frame, before asking the server', async () => {
    const calls: string[] = [];
    const record = (name: string) => () => {
      calls.push(name);
      return Promise.reject(new Error('not expected'));
    };
    const frame = frameWallet({ exportStart: record('exportStart'), export: record('export') });
    expect(await frame.send('EXPORT_KEY')).toEqual({ id: 'r1', type: 'EXPORT_KEY_ERROR', payload: { message: 'Not signed in' } });

    await frame.vault.putDeviceKey(await createDeviceKey());
    await frame.vault.putSession({
      sessionId: 's',
      token: 't',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      email: null,
      address: `0x${'1'.repeat(40)}`,
    });
    expect(await frame.send('EXPORT_KEY')).toEqual({
      id: 'r2',
      type: 'EXPORT_KEY_ERROR',
      payload: { message: 'Only an account that signs in by email can export its private key' },
    });
    expect(calls).toEqual([]);
    expect(frame.events).toEqual([]);
    expect(frame.view.get()).toEqual({ stage: 'closed' });
  });

  it('answers "Not available yet" in a frame built without key export', async () => {
    const vault = createMemoryVault();
    const wallet = createEmbeddedWallet({
      api: createEmbeddedApi({ apiUrl: airlock.server.url, projectId: DEMO_PROJECT_ID }),
      vault,
      prompt: createOtpPromptStore(),
      emit: () => undefined,
      chainId: () => 31337,
    });
    const { reply } = await createFrameDispatcher({ chainId: 31337 }, wallet).dispatch({ id: 'x', type: 'EXPORT_KEY', payload: {} });
    expect(reply).toEqual({ id: 'x', type: 'EXPORT_KEY_ERROR', payload: { message: 'Not available yet' } });
  });
});
