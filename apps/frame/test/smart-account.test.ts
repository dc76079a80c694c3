import type { FrameReplyMessage } from '@airlock/protocol';
import { encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { EmbeddedApi, RpcCall, SessionInfo } from '../src/api/embedded-api';
import { summarizeRequest } from '../src/approval/request-summary';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createMemoryVault } from '../src/session/memory-vault';
import { createApprovalPromptStore } from '../src/ui/approve-request-store';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { accountTypeFields, atomicStatusOf, isDelegationCode } from '../src/wallet/account-type';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { whenApprovalShown } from './support/when-approval-shown';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
const CAROL = '0xcCcCCCCcCCcCcCCcCcCcCCCCcccCCcCCcCCCcCCc';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const EXECUTOR = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const BATCH = {
  version: '2.0.0',
  chainId: '0x7a69',
  from: ME,
  atomicRequired: true,
  calls: [
    { to: BOB, value: toHex(parseEther('0.01')) },
    { to: CAROL, value: toHex(parseEther('0.02')) },
  ],
};
const SEND_CALLS = { method: 'wallet_sendCalls', params: [BATCH], chainId: 31337, chainNamespace: 'eip155' };
const FEES = { gas: '0x30d40', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00' };
const PREVIEW = {
  transactions: [FEES],
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  usdPerNative: 2000,
  delegation: { executor: EXECUTOR },
};

const session = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  sessionId: 's1',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  user: { email: 'a@b.test', address: ME, preferredAccountType: 'smartAccount' },
  smartAccountEnabledNetworks: [31337, 31338],
  ...overrides,
});

/** A signed-in frame over a fake server: `atomic` is what wallet_getCapabilities says of chain 31337. */
async function signedInFrame({
  atomic = 'ready',
  code = '0x',
  info = session(),
}: {
  atomic?: string;
  code?: string;
  info?: SessionInfo;
} = {}) {
  const rpcCalls: RpcCall[] = [];
  const accountTypes: string[] = [];
  const api = {
    session: async () => info,
    setAccountType: async (_signer: unknown, type: string) => {
      accountTypes.push(type);
      return { type, address: ME };
    },
    rpc: async (_signer: unknown, call: RpcCall) => {
      rpcCalls.push(call);
      if (call.method === 'wallet_getCapabilities') return { result: { '0x7a69': { atomic: { status: atomic } } } };
      if (call.method === 'eth_getCode') return { result: code };
      if (call.method === 'airlock_previewSend') return { result: PREVIEW };
      return { result: { id: '0xbatch' } };
    },
  } as unknown as EmbeddedApi;
  const vault = createMemoryVault();
  await vault.putDeviceKey(await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']));
  await vault.putSession({ sessionId: 's1', token: 't1', expiresAt: info.expiresAt, email: 'a@b.test', address: ME });
  const approvalPrompt = createApprovalPromptStore();
  const wallet = createEmbeddedWallet({
    api,
    vault,
    prompt: createOtpPromptStore(),
    approvalPrompt,
    emit: () => undefined,
    chainId: () => 31337,
  });
  const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
  let n = 0;
  const send = (type: string, payload: object = {}): Promise<FrameReplyMessage> =>
    dispatcher.dispatch({ id: `r${++n}`, type, payload } as never).then(({ reply }) => reply);
  return { rpcCalls, accountTypes, wallet, approvalPrompt, send, shown: () => whenApprovalShown(approvalPrompt) };
}

describe('the smart account in the frame (EIP-7702 delegation to the batch executor)', () => {
  it('GET_USER names the preferred type, the chains with the executor and the one address as both types', async () => {
    const frame = await signedInFrame();
    expect(await frame.send('GET_USER', { chainId: 31337 })).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: {
        address: ME,
        preferredAccountType: 'smartAccount',
        smartAccountEnabledNetworks: [31337, 31338],
        accounts: [
          { address: ME, type: 'eoa' },
          { address: ME, type: 'smartAccount' },
        ],
      },
    });
    expect(await frame.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      payload: { smartAccountEnabledNetworks: [31337, 31338] },
    });
    // A server that names no preference and no chain: the default type, an EOA only.
    expect(accountTypeFields(session({ user: { email: null, address: ME }, smartAccountEnabledNetworks: undefined }))).toEqual({
      preferredAccountType: 'smartAccount',
      smartAccountEnabledNetworks: [],
      accounts: [{ address: ME, type: 'eoa' }],
    });
  });

  it('SET_PREFERRED_ACCOUNT asks the server; a type that is neither is refused unasked', async () => {
    const frame = await signedInFrame();
    expect(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'eoa', address: ME },
    });
    expect(await frame.send('SET_PREFERRED_ACCOUNT', { type: 'payment' })).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: "type must be 'eoa' or 'smartAccount'" },
    });
    expect(frame.accountTypes).toEqual(['eoa']);
  });

  it('INIT_SMART_ACCOUNT: deployed once the account code is the 0xef0100 delegation', async () => {
    const delegated = await signedInFrame({ code: `0xef0100${EXECUTOR.slice(2).toLowerCase()}` });
    expect(await delegated.send('INIT_SMART_ACCOUNT')).toMatchObject({ payload: { address: ME, isDeployed: true } });
    expect(delegated.rpcCalls).toEqual([{ method: 'eth_getCode', params: [ME, 'latest'], chainId: 31337 }]);
    const plain = await signedInFrame({ code: '0x' });
    expect(await plain.send('INIT_SMART_ACCOUNT')).toMatchObject({ payload: { address: ME, isDeployed: false } });
    expect(isDelegationCode('0xef0100')).toBe(false);
    expect(isDelegationCode(`0x6080${'0'.repeat(42)}`)).toBe(false);
  });

  it('wallet_sendCalls waits for Approve, shown as one atomic batch when the server says the account can', async () => {
    const frame = await signedInFrame({ atomic: 'ready' });
    const reply = frame.send('RPC_REQUEST', SEND_CALLS);
    const prompt = await frame.shown();
    expect(prompt.request).toMatchObject({ method: 'wallet_sendCalls', atomic: true, preview: PREVIEW });
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['wallet_getCapabilities', 'airlock_previewSend']);
    expect(frame.rpcCalls[0]).toEqual({ method: 'wallet_getCapabilities', params: [ME, ['0x7a69']], chainId: 31337 });
    // The delegation the first batch makes is named on the approval.
    expect(summarizeRequest(prompt.request)).toMatchObject({
      kind: 'calls',
      fees: { delegation: expect.stringContaining(`EIP-7702 delegation to ${EXECUTOR}`) },
    });
    frame.wallet.approveRequest();
    expect(await reply).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: { id: '0xbatch' } });
    // Sent with exactly the fees shown.
    expect(frame.rpcCalls[2]).toEqual({ method: 'wallet_sendCalls', params: [BATCH], chainId: 31337, fees: [FEES] });
  });

  it('an EOA here: a batch requiring atomicity is refused with 5760 unasked; any other shows as separate transactions', async () => {
    const frame = await signedInFrame({ atomic: 'unsupported' });
    expect(await frame.send('RPC_REQUEST', SEND_CALLS)).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 5760 } });
    expect(frame.approvalPrompt.get()).toEqual({ open: false });
    const reply = frame.send('RPC_REQUEST', { ...SEND_CALLS, params: [{ ...BATCH, atomicRequired: false }] });
    expect((await frame.shown()).request).toMatchObject({ atomic: false });
    frame.wallet.rejectRequest();
    expect(await reply).toMatchObject({ payload: { code: 4001 } });
    expect(frame.rpcCalls.map((call) => call.method)).toEqual(['wallet_getCapabilities', 'wallet_getCapabilities', 'airlock_previewSend']);
  });

  it('wallet_getCapabilities and wallet_getCallsStatus are reads: forwarded without asking', async () => {
    const frame = await signedInFrame();
    for (const method of ['wallet_getCapabilities', 'wallet_getCallsStatus']) {
      expect(await frame.send('RPC_REQUEST', { method, params: ['0xbatch'], chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
        type: 'RPC_REQUEST_SUCCESS',
      });
    }
    expect(frame.approvalPrompt.get()).toEqual({ open: false });
  });

  it('summarizes each call of a batch like a transaction: recipient, value, token transfer', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 7n] });
    const batch = { ...BATCH, calls: [...BATCH.calls, { to: TOKEN, data: transfer }] };
    expect(summarizeRequest({ method: 'wallet_sendCalls', params: [batch], chainId: 31337, atomic: true })).toEqual({
      kind: 'calls',
      batch: {
        network: 'Anvil (31337)',
        atomic: true,
        calls: [
          { to: BOB, valueEth: '0.01', value: parseEther('0.01'), network: 'Anvil (31337)', dataBytes: 0 },
          { to: CAROL, valueEth: '0.02', value: parseEther('0.02'), network: 'Anvil (31337)', dataBytes: 0 },
          {
            to: TOKEN,
            valueEth: '0',
            value: 0n,
            network: 'Anvil (31337)',
            tokenCall: { kind: 'transfer', to: BOB, amount: '7' },
            dataBytes: 0,
          },
        ],
      },
    });
    expect(summarizeRequest({ method: 'wallet_sendCalls', params: [{ calls: [] }], chainId: 31337 })).toMatchObject({ kind: 'raw' });
    expect(summarizeRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 42 }] }], chainId: 31337 })).toMatchObject({
      kind: 'raw',
    });
    expect(atomicStatusOf({ '0x7a69': { atomic: { status: 'supported' } } }, 31337)).toBe('supported');
    expect(atomicStatusOf({ '0x1': { atomic: { status: 'supported' } } }, 31337)).toBe('unsupported');
    expect(atomicStatusOf(null, 31337)).toBe('unsupported');
  });
});
