import type { FrameEventMessage, FrameReplyMessage } from '@airlock/protocol';
import { describe, expect, it } from 'vitest';
import type { EmbeddedApi, RpcCall } from '../src/api/embedded-api';
import { EmbeddedApiError } from '../src/api/embedded-api-error';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createApprovalPromptStore } from '../src/ui/approve-request-store';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { whenApprovalShown } from './support/when-approval-shown';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGN = { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS], chainId: 31337, chainNamespace: 'eip155' };
const SEND = {
  method: 'eth_sendTransaction',
  params: [{ from: ADDRESS, to: ADDRESS, value: '0x1' }],
  chainId: 31337,
  chainNamespace: 'eip155',
};
const FEES = { gas: '0x5208', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00' };
const PREVIEW = { transactions: [FEES], nativeCurrency: { symbol: 'ETH', decimals: 18 }, usdPerNative: null };

/** A frame signed in against a fake server whose rpc answers `answer(call)`. */
type Answer = (call: RpcCall) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;

/** A send's fee preview as the server answers it; everything else `signed <method>`. */
const serverLike: Answer = async (call) =>
  call.method === 'airlock_previewSend' ? { result: PREVIEW } : { result: `signed ${call.method}` };

async function signedInFrame(answer: Answer = serverLike) {
  const rpcCalls: RpcCall[] = [];
  const api = {
    rpc: async (_signer: unknown, call: RpcCall) => (rpcCalls.push(call), answer(call)),
    signOut: async () => ({ signedOut: true }),
  } as unknown as EmbeddedApi;
  const vault = createMemoryVault();
  await vault.putDeviceKey(await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']));
  await vault.putSession({
    sessionId: 's1',
    token: 't1',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    email: 'a@b.test',
    address: ADDRESS,
  });
  const events: FrameEventMessage[] = [];
  const approvalPrompt = createApprovalPromptStore();
  const wallet = createEmbeddedWallet({
    api,
    vault,
    prompt: createOtpPromptStore(),
    approvalPrompt,
    emit: (event) => events.push(event),
    chainId: () => 31337,
  });
  const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
  let n = 0;
  const send = (type: string, payload: object = {}): Promise<FrameReplyMessage> =>
    dispatcher.dispatch({ id: `r${++n}`, type, payload } as never).then(({ reply }) => reply);
  const shown = () => whenApprovalShown(approvalPrompt);
  const eventTypes = () => events.map((event) => event.type);
  return { rpcCalls, wallet, approvalPrompt, send, shown, eventTypes };
}

describe('approving unsafe requests in the frame', () => {
  it('shows the request, signs only after Approve, then hides the frame', async () => {
    const frame = await signedInFrame();
    const reply = frame.send('RPC_REQUEST', SIGN);
    await frame.shown();
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME']);
    expect(frame.approvalPrompt.get()).toEqual({
      open: true,
      turn: 1,
      busy: false,
      request: { method: 'personal_sign', params: SIGN.params, chainId: 31337 },
    });
    expect(frame.rpcCalls).toEqual([]);
    frame.wallet.approveRequest();
    expect(frame.approvalPrompt.get()).toMatchObject({ open: true, busy: true });
    expect(await reply).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: 'signed personal_sign' });
    expect(frame.rpcCalls).toEqual([{ method: 'personal_sign', params: SIGN.params, chainId: 31337 }]);
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    expect(frame.approvalPrompt.get()).toEqual({ open: false });
  });

  it('answers Reject with code 4001 and signs nothing', async () => {
    const frame = await signedInFrame();
    const reply = frame.send('RPC_REQUEST', SEND);
    await frame.shown();
    frame.wallet.rejectRequest();
    expect(await reply).toEqual({ id: 'r1', type: 'RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } });
    // Only the fee preview was asked for: nothing sent.
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['airlock_previewSend']);
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
  });

  it('shows one request at a time: the next waits its turn, the frame stays shown between them', async () => {
    const frame = await signedInFrame();
    const first = frame.send('RPC_REQUEST', SIGN);
    await frame.shown();
    const second = frame.send('RPC_REQUEST', SEND);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(frame.approvalPrompt.get()).toMatchObject({ turn: 1, request: { method: 'personal_sign' } });
    frame.wallet.approveRequest();
    // A second answer while the first is being signed changes nothing.
    frame.wallet.rejectRequest();
    expect(await first).toMatchObject({ type: 'RPC_REQUEST_SUCCESS' });
    expect(frame.approvalPrompt.get()).toMatchObject({ open: true, turn: 2, busy: false, request: { method: 'eth_sendTransaction' } });
    frame.wallet.rejectRequest();
    expect(await second).toMatchObject({ payload: { code: 4001 } });
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['airlock_previewSend', 'personal_sign']);
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
  });

  it('RPC_ABORT closes the open approval and drops the waiting ones unsigned, and hides the frame', async () => {
    const frame = await signedInFrame();
    const first = frame.send('RPC_REQUEST', SIGN);
    await frame.shown();
    const second = frame.send('RPC_REQUEST', SEND);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await frame.send('RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS', payload: {} });
    for (const reply of [await first, await second])
      expect(reply).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Request was aborted' } });
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['airlock_previewSend']);
    expect(frame.approvalPrompt.get()).toEqual({ open: false });
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    // With nothing open, an abort shows and hides nothing.
    expect(await frame.send('RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' });
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
  });

  it('signing out closes an open approval unsigned', async () => {
    const frame = await signedInFrame();
    const reply = frame.send('RPC_REQUEST', SIGN);
    await frame.shown();
    expect(await frame.send('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' });
    expect(await reply).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'Request was aborted' } });
    expect(frame.rpcCalls).toEqual([]);
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
  });

  it('passes on the server refusal of an approved request, with its code, and hides the frame', async () => {
    const frame = await signedInFrame(async (call) => {
      if (call.method === 'airlock_previewSend') return serverLike(call);
      throw new EmbeddedApiError('The transaction was rejected: insufficient funds', 400, 'TRANSACTION_REJECTED');
    });
    const reply = frame.send('RPC_REQUEST', SEND);
    await frame.shown();
    frame.wallet.approveRequest();
    expect(await reply).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'The transaction was rejected: insufficient funds' },
    });
    expect(frame.eventTypes()).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);

    const chain = await signedInFrame(async () => ({ error: { code: -32000, message: 'execution reverted' } }));
    expect(await chain.send('RPC_REQUEST', { method: 'eth_call', params: [{}], chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: { message: 'execution reverted', code: -32000 },
    });
  });

  it('shows a send with the fees the server previewed, and sends exactly those once approved', async () => {
    const frame = await signedInFrame();
    const reply = frame.send('RPC_REQUEST', SEND);
    const prompt = await frame.shown();
    expect(prompt.request).toEqual({ method: 'eth_sendTransaction', params: SEND.params, chainId: 31337, preview: PREVIEW });
    expect(frame.rpcCalls).toEqual([
      { method: 'airlock_previewSend', params: [{ method: 'eth_sendTransaction', params: SEND.params }], chainId: 31337 },
    ]);
    frame.wallet.approveRequest();
    expect(await reply).toMatchObject({ type: 'RPC_REQUEST_SUCCESS' });
    expect(frame.rpcCalls[1]).toEqual({ method: 'eth_sendTransaction', params: [{ ...SEND.params[0], ...FEES }], chainId: 31337 });
  });

  it("refuses a send the server will not preview (fees above its cap) before showing it, with the server's words and code", async () => {
    const refusal = 'maxFeePerGas 900 gwei is above this wallet’s cap of 3× the network’s estimate (6 gwei): lower it or leave it out';
    const frame = await signedInFrame(async () => {
      throw new EmbeddedApiError(refusal, 400, 'FEE_ABOVE_CAP', -32602);
    });
    expect(await frame.send('RPC_REQUEST', SEND)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: refusal, code: -32602 } });
    expect(frame.approvalPrompt.get()).toEqual({ open: false });
    expect(frame.eventTypes()).toEqual([]);
    // An answer that is not a preview shows nothing either.
    const odd = await signedInFrame(async () => ({ result: { transactions: [{ gas: 'lots' }] } }));
    expect(await odd.send('RPC_REQUEST', SEND)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'The network fee could not be estimated' },
    });
    expect(odd.approvalPrompt.get()).toEqual({ open: false });
  });

  it('safe calls need no approval; methods off the list and unsafe ones the server does not sign are refused without a view', async () => {
    const frame = await signedInFrame();
    expect(await frame.send('RPC_REQUEST', { method: 'eth_chainId', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      type: 'RPC_REQUEST_SUCCESS',
    });
    expect(await frame.send('RPC_REQUEST', { method: 'debug_traceCall', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed' },
    });
    for (const method of ['eth_sign', 'eth_signTransaction']) {
      expect(await frame.send('RPC_REQUEST', { method, params: [], chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
        payload: { message: 'Approval is not available yet' },
      });
    }
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['eth_chainId']);
    expect(frame.eventTypes()).toEqual([]);
  });
});
