import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, getAddress, http, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameEventMessage } from '@airlock/protocol';
import { DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import { DEMO_PROJECT_ID, type RunningServer } from '@airlock/server';
import { startEmbeddedTestServer } from '../../../services/server/test/support/embedded-test-server';
import { createEmbeddedApi } from '../src/api/embedded-api';
import type { SendPreview } from '../src/approval/send-preview';
import { createFrameDispatcher } from '../src/messaging/frame-dispatcher';
import { createOtpPromptStore } from '../src/ui/otp-prompt-store';
import { createEmbeddedWallet } from '../src/wallet/embedded-wallet';
import { createLoginSignInAllowance, grantSignInOnLogin } from '../src/wallet/login-sign-in-allowance';
import { createMemoryVault } from '../src/session/memory-vault';
import { createApprovalPromptStore } from '../src/ui/approve-request-store';
import { whenApprovalShown } from './support/when-approval-shown';

/** EIP-712's own example. */
const MAIL_TYPED_DATA = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

const APP_ORIGIN = 'https://dapp.example';

/** A sign-in message as the modal makes it for the account that just logged in. */
const signInFields = (address: string, overrides: Record<string, unknown> = {}) => ({
  domain: 'dapp.example',
  accountAddress: getAddress(address),
  chainId: 'eip155:31337',
  uri: APP_ORIGIN,
  version: '1',
  nonce: 'n0nce1234567',
  issuedAt: new Date().toISOString(),
  statement: 'Sign in to the example dApp.',
  ...overrides,
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** The frame's wallet (API client, signing, vault) in Node against a real Airlock server and devnet. */
describe('the frame wallet against the Airlock server', () => {
  let devnet: Devnet;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-frame-test-'));
    devnet = await startDevnet();
    server = await startEmbeddedTestServer({ dataDir, rpcUrls: devnet.chains.map((chain) => chain.rpcUrl) });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function frameWallet() {
    const vault = createMemoryVault();
    const prompt = createOtpPromptStore();
    const approvalPrompt = createApprovalPromptStore();
    const events: FrameEventMessage[] = [];
    const api = createEmbeddedApi({ apiUrl: server.url, projectId: DEMO_PROJECT_ID, sdkVersion: 'frame-test' });
    const loginSignIn = createLoginSignInAllowance();
    const onLogin = grantSignInOnLogin(loginSignIn);
    const emit = (event: FrameEventMessage) => {
      events.push(event);
      onLogin(event);
    };
    const wallet = createEmbeddedWallet({
      api,
      vault,
      prompt,
      approvalPrompt,
      emit,
      chainId: () => 31337,
      appOrigin: APP_ORIGIN,
      loginSignIn,
    });
    const dispatcher = createFrameDispatcher({ chainId: 31337 }, wallet);
    let n = 0;
    const send = async (type: string, payload: object = {}) => (await dispatcher.dispatch({ id: `r${++n}`, type, payload } as never)).reply;
    return { vault, prompt, approvalPrompt, events, wallet, send };
  }

  const latestCode = (email: string) => codeIn(server.deps.devOutbox!.list({ to: email, limit: 1 })[0]?.text ?? '');

  it('logs in by email with the code typed into the frame, keeps the session, signs out', async () => {
    const frame = frameWallet();
    const email = `frame.${randomBytes(4).toString('hex')}@example.com`;
    expect(await frame.send('IS_CONNECTED')).toMatchObject({ type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } });

    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    });
    expect(frame.events).toEqual([{ type: 'SHOW_FRAME', payload: {} }]);
    expect(frame.prompt.get()).toEqual({ open: true, email, busy: false });
    // Within the cooldown the server's own words come back.
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    });
    // A dApp page cannot submit the code.
    const code = latestCode(email);
    expect(await frame.send('CONNECT_OTP', { otp: code })).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Enter the code in the secure frame' },
    });

    const wrong = code === '000000' ? '111111' : '000000';
    await expect(frame.wallet.submitCode(wrong)).rejects.toThrow('Wrong code: 4 attempts left');
    expect(frame.vault.contents().session).toBeUndefined();

    await frame.wallet.submitCode(code);
    const { deviceKey, session } = frame.vault.contents();
    expect(deviceKey?.privateKey.extractable).toBe(false);
    expect(session?.token).toEqual(expect.any(String));
    expect(frame.prompt.get()).toEqual({ open: false });
    const address = session!.address;
    expect(frame.events.slice(1)).toEqual([
      {
        type: 'LOGGED_IN',
        payload: {
          email: email.toLowerCase(),
          address,
          chainId: 31337,
          preferredAccountType: 'smartAccount',
          smartAccountEnabledNetworks: expect.any(Array),
          accounts: expect.any(Array),
        },
      },
      { type: 'HIDE_FRAME', payload: {} },
    ]);
    // Nothing the frame posts holds the code, the token or the session id.
    const posted = JSON.stringify(frame.events);
    for (const secret of [code, session!.token, session!.sessionId]) expect(posted).not.toContain(secret);

    expect(await frame.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
    expect(await frame.send('GET_USER', {})).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email: email.toLowerCase(), address, chainId: 31337 },
    });
    expect(await frame.send('RPC_REQUEST', { method: 'eth_accounts', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: [address],
    });
    expect(await frame.send('RPC_REQUEST', { method: 'eth_chainId', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: '0x7a69',
    });
    expect(
      await frame.send('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'], chainId: 31337, chainNamespace: 'eip155' }),
    ).toMatchObject({
      type: 'RPC_REQUEST_SUCCESS',
      payload: '0x0',
    });
    // An unsafe request waits for the user: rejected in the frame, the server never sees it.
    const rejected = frame.send('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: 31337,
      chainNamespace: 'eip155',
    });
    await whenApprovalShown(frame.approvalPrompt);
    frame.wallet.rejectRequest();
    expect(await rejected).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } });
    expect(await frame.send('RPC_REQUEST', { method: 'eth_coinbase', chainId: 31337, chainNamespace: 'eip155' })).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed' },
    });
    // A wallet method's own JSON-RPC code from the server (EIP-5792's unknown bundle id) reaches the dApp.
    expect(
      await frame.send('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: ['0x00'], chainId: 31337, chainNamespace: 'eip155' }),
    ).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 5730 },
    });

    expect(await frame.send('SIGN_OUT')).toEqual({ id: expect.any(String), type: 'SIGN_OUT_SUCCESS', payload: {} });
    expect(frame.vault.contents()).toEqual({ deviceKey: undefined, session: undefined });
    expect(await frame.send('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } });
  });

  it('drops a login waiting for its code when the modal gives up on it (RPC_ABORT): the form closes and its code is refused', async () => {
    const frame = frameWallet();
    const email = `abort.${randomBytes(4).toString('hex')}@example.com`;
    expect(await frame.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } });
    expect(frame.prompt.get()).toMatchObject({ open: true, email });
    expect(await frame.send('RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS', payload: {} });
    expect(frame.prompt.get()).toEqual({ open: false });
    expect(frame.events).toEqual([
      { type: 'SHOW_FRAME', payload: {} },
      { type: 'HIDE_FRAME', payload: {} },
    ]);
    await expect(frame.wallet.submitCode(latestCode(email))).rejects.toThrow('Ask for a new code first');
    expect(frame.vault.contents().session).toBeUndefined();
    // Nothing was waiting: nothing more to hide.
    expect(await frame.send('RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' });
    expect(frame.events).toHaveLength(2);
  });

  it('forgets a session the server has signed out', async () => {
    const frame = frameWallet();
    const email = `gone.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(email);
    await frame.wallet.submitCode(latestCode(email));
    const stored = frame.vault.contents();
    // Signed out elsewhere (another copy of the same vault): this frame's next check finds it gone.
    const other = createEmbeddedApi({ apiUrl: server.url, projectId: DEMO_PROJECT_ID });
    await other.signOut({ sessionId: stored.session!.sessionId, token: stored.session!.token, privateKey: stored.deviceKey!.privateKey });
    expect(await frame.wallet.isConnected()).toBe(false);
    expect(frame.vault.contents().session).toBeUndefined();
  });

  it('a second login in the same frame ends the session before it', async () => {
    const frame = frameWallet();
    const email = `twice.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(email);
    await frame.wallet.submitCode(latestCode(email));
    const first = frame.vault.contents();
    const other = `twice2.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(other);
    await frame.wallet.submitCode(latestCode(other));
    expect(frame.vault.contents().session?.email).toBe(other);
    expect(frame.vault.contents().deviceKey).toBe(first.deviceKey);
    const api = createEmbeddedApi({ apiUrl: server.url, projectId: DEMO_PROJECT_ID });
    await expect(
      api.session({ sessionId: first.session!.sessionId, token: first.session!.token, privateKey: first.deviceKey!.privateKey }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_REVOKED',
    });
    expect(await frame.wallet.isConnected()).toBe(true);
  });
  it("signs the embedding site's sign-in message with the login (GET_USER siwxMessage), once, with no prompt", async () => {
    const frame = frameWallet();
    const email = `siwx.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(email);
    await frame.wallet.submitCode(latestCode(email));
    const address = frame.vault.contents().session!.address as Address;
    const getUser = (fields: object) => frame.send('GET_USER', { chainId: 31337, siwxMessage: fields });

    // Another site, another account or resources are refused, and leave the login's one signature unused.
    expect(await getUser(signInFields(address, { domain: 'evil.example' }))).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { message: 'The sign-in message is not for the site that embeds this frame' },
    });
    expect(await getUser(signInFields(DEVNET_ADDRESSES.batchExecutor))).toMatchObject({
      payload: { message: 'The sign-in message is not for this account' },
    });
    expect(await getUser(signInFields(address, { resources: ['urn:recap:eyJhdHQiOnt9fQ'] }))).toMatchObject({
      payload: { message: 'A sign-in message with resources needs its own approval' },
    });

    const reply = await getUser(signInFields(address));
    expect(reply).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { address, message: expect.any(String), signature: expect.any(String) },
    });
    const { message, signature } = reply.payload as { message: string; signature: Hex };
    expect(message).toContain('dapp.example wants you to sign in with your Ethereum account:');
    expect(await verifyMessage({ address, message, signature })).toBe(true);
    expect(frame.approvalPrompt.get()).toMatchObject({ open: false });

    // Only once per login: anything more goes through the frame's approval view.
    expect(await getUser(signInFields(address, { nonce: 'an0therNonce1' }))).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { message: 'A sign-in message is signed without a prompt only right after a login: ask for a signature' },
    });
  }, 30_000);

  it('signs a message, typed data, a transaction and a batch on the devnet once each is approved, sent with the fees shown', async () => {
    const frame = frameWallet();
    const email = `approve.${randomBytes(4).toString('hex')}@example.com`;
    await frame.wallet.connectEmail(email);
    await frame.wallet.submitCode(latestCode(email));
    const address = frame.vault.contents().session!.address as Address;
    let lastPreview: SendPreview | undefined;
    const approved = async (method: string, params: unknown[]) => {
      const reply = frame.send('RPC_REQUEST', { method, params, chainId: 31337, chainNamespace: 'eip155' });
      const { preview, ...request } = (await whenApprovalShown(frame.approvalPrompt)).request;
      expect(request).toEqual({ method, params, chainId: 31337, ...(method === 'wallet_sendCalls' ? { atomic: true } : {}) });
      lastPreview = preview;
      frame.wallet.approveRequest();
      const answer = await reply;
      expect(answer.type, JSON.stringify(answer)).toBe('RPC_REQUEST_SUCCESS');
      return answer.payload as Hex;
    };

    const signature = await approved('personal_sign', [toHex('Sign in to Airlock'), address]);
    expect(await verifyMessage({ address, message: 'Sign in to Airlock', signature })).toBe(true);

    const typedSignature = await approved('eth_signTypedData_v4', [address, JSON.stringify(MAIL_TYPED_DATA)]);
    const { domain, types, primaryType, message } = MAIL_TYPED_DATA;
    expect(
      await verifyTypedData({
        address,
        domain,
        types: { Person: types.Person, Mail: types.Mail },
        primaryType,
        message,
        signature: typedSignature,
      }),
    ).toBe(true);

    const chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });
    await chain.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('1'))] as never });
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const before = await chain.getBalance({ address: recipient });
    const hash = await approved('eth_sendTransaction', [{ from: address, to: recipient, value: toHex(parseEther('0.01')) }]);
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.01'));
    expect(frame.events.slice(-2).map((event) => event.type)).toEqual(['SHOW_FRAME', 'HIDE_FRAME']);
    // The fees shown (the server's preview, with a USD price from the devnet's pools) are the ones sent.
    expect(lastPreview).toMatchObject({ nativeCurrency: { symbol: 'ETH', decimals: 18 }, usdPerNative: expect.any(Number) });
    expect(lastPreview?.delegation).toBeUndefined();
    const feesOf = (transaction: { gas: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint }) => ({
      gas: toHex(transaction.gas),
      maxFeePerGas: toHex(transaction.maxFeePerGas!),
      maxPriorityFeePerGas: toHex(transaction.maxPriorityFeePerGas!),
    });
    expect(feesOf(await chain.getTransaction({ hash }))).toEqual(lastPreview?.transactions[0]);

    // The account's first batch delegates it to the batch executor (EIP-7702): named before Approve, sent with the fees shown.
    const batch = {
      version: '2.0.0',
      chainId: '0x7a69',
      from: address,
      calls: [
        { to: recipient, value: '0x1' },
        { to: recipient, value: '0x2' },
      ],
    };
    const { id } = (await approved('wallet_sendCalls', [batch])) as unknown as { id: string };
    expect(id).toMatch(/^0x/);
    expect(lastPreview?.delegation).toEqual({ executor: DEVNET_ADDRESSES.batchExecutor });
    const status = await frame.send('RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [id],
      chainId: 31337,
      chainNamespace: 'eip155',
    });
    const [receipt] = (status.payload as { receipts: { transactionHash: Hex }[] }).receipts;
    const batchTransaction = await chain.getTransaction({ hash: receipt!.transactionHash });
    expect(batchTransaction.type).toBe('eip7702');
    expect(feesOf(batchTransaction)).toEqual(lastPreview?.transactions[0]);
  }, 30_000);
});
