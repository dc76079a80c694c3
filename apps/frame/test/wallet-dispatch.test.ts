import type { FrameEventMessage } from '@airlock/protocol';
import { describe, expect, it } from 'vitest';
import type { EmbeddedApi } from '../src/api/embedded-api';
import { EmbeddedApiError } from '../src/api/embedded-api-error';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';

function setup(api: Partial<EmbeddedApi>) {
  const calls: string[] = [];
  const recorded = new Proxy(api, {
    get: (target, key: string) => {
      calls.push(key);
      return (target as Record<string, unknown>)[key] ?? (() => Promise.reject(new Error(`unexpected call ${key}`)));
    },
  }) as EmbeddedApi;
  const vault = createMemoryVault();
  const events: FrameEventMessage[] = [];
  const prompt = createOtpPromptStore();
  const wallet = createEmbeddedWallet({ api: recorded, vault, prompt, emit: (event) => events.push(event), chainId: () => 31337 });
  const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
  const send = async (type: string, payload: object = {}) => (await dispatcher.dispatch({ id: 'x', type, payload } as never)).reply;
  return { calls, vault, events, prompt, wallet, send };
}

describe('the dispatcher with a wallet', () => {
  it('never takes a code from the dApp page', async () => {
    const frame = setup({});
    expect(await frame.send('CONNECT_OTP', { otp: '123456' })).toEqual({
      id: 'x',
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Enter the code in the secure frame' },
    });
    expect(frame.calls).toEqual([]);
  });

  it('passes on the server message when a code cannot be sent, and shows nothing', async () => {
    const frame = setup({
      startEmail: () => Promise.reject(new EmbeddedApiError('Please try again after 12 seconds', 429, 'RATE_LIMITED')),
    });
    expect(await frame.send('CONNECT_EMAIL', { email: 'a@b.test' })).toEqual({
      id: 'x',
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: 'Please try again after 12 seconds' },
    });
    expect(frame.events).toEqual([]);
    expect(frame.prompt.get()).toEqual({ open: false });
  });

  it('is not connected, and has no user, without a stored session; asks nothing of the server', async () => {
    const frame = setup({});
    expect(await frame.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } });
    expect(await frame.send('GET_USER')).toMatchObject({ type: 'GET_USER_ERROR', payload: { message: 'Not signed in' } });
    expect(await frame.send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS', payload: {} });
    expect(frame.calls).toEqual([]);
  });

  it('asks no approval when signed out; refuses unsafe methods the server does not sign and unlisted ones: no server call', async () => {
    const frame = setup({});
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']) {
      expect(await frame.send('RPC_REQUEST', { method, params: [], chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
        type: 'RPC_REQUEST_ERROR',
        payload: { message: 'Not signed in' },
      });
    }
    for (const method of ['eth_sign', 'eth_signTransaction']) {
      expect(await frame.send('RPC_REQUEST', { method, params: [], chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
        type: 'RPC_REQUEST_ERROR',
        payload: { message: 'Approval is not available yet' },
      });
    }
    expect(frame.events).toEqual([]);
    expect(await frame.send('RPC_REQUEST', { method: 'debug_traceCall', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed' },
    });
    expect(frame.calls).toEqual([]);
  });

  it('rejects a code that is not 6 digits without asking the server', async () => {
    const frame = setup({ startEmail: async () => ({ action: 'VERIFY_OTP' as const }) });
    await frame.wallet.connectEmail('a@b.test');
    await expect(frame.wallet.submitCode('12ab')).rejects.toThrow('Enter the 6-digit code');
    expect(frame.calls).toEqual(['startEmail']);
    frame.wallet.cancelLogin();
    expect(frame.events.map((event) => event.type)).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    await expect(frame.wallet.submitCode('123456')).rejects.toThrow('Ask for a new code first');
  });
});
