import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { airlockTokenAbi, DEVNET_ACCOUNTS, DEVNET_ADDRESSES, defineDevnetChain, startDevnet, type Devnet } from '@airlock/devnet';
import { buildServer, type AirlockServer } from '../src/app/build-server';
import type { ChainConfig } from '../src/config/chain-config';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { loadServerConfig } from '../src/config/server-config';
import { MasterKey } from '../src/embedded/master-key';
import { ensureUserKey } from '../src/embedded/user-key';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import type { OpenDatabase } from '../src/storage/database';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { freePort } from './support/free-port';
import { openTestDatabase } from './support/test-databases';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const L1 = 31337;
const L1_HEX = '0x7a69';
const L2_HEX = '0x7a6a';
const executor = DEVNET_ADDRESSES.batchExecutor;
const delegation = concat(['0xef0100', executor]).toLowerCase();

interface Session {
  sessionId: string;
  token: string;
  address: Address;
  signer: FrameSigner;
  email: string;
}
interface CallsStatus {
  version: string;
  id: string;
  chainId: Hex;
  status: number;
  atomic: boolean;
  receipts: { logs: unknown[]; status: Hex; blockHash: Hash; blockNumber: Hex; gasUsed: Hex; transactionHash: Hash }[];
}

const freshAddress = () => privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`).address;
const usdcTransfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: airlockTokenAbi, functionName: 'transfer', args: [to, amount] });

describe('embedded smart accounts (EIP-7702 batch executor, EIP-5792 calls)', () => {
  let devnet: Devnet;
  let database: OpenDatabase;
  let masterKey: MasterKey;
  let server: AirlockServer;
  let l1: PublicClient;
  let counter = 0;

  const build = (chains: ChainConfig[]) =>
    buildServer(
      {
        ...loadServerConfig({}),
        demoProject: true,
        port: 0,
        logLevel: 'silent',
        masterKey,
        framePort: 8788,
        rateLimitPerMinute: 1_000_000,
        chains,
      },
      { database, logger: false },
    );

  beforeAll(async () => {
    [devnet, database] = await Promise.all([startDevnet(), openTestDatabase('pglite')]);
    masterKey = new MasterKey(randomBytes(32));
    server = await build(devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)));
    l1 = createPublicClient({ chain: defineDevnetChain(devnet.chains[0]), transport: http(devnet.chains[0].rpcUrl) });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await devnet?.stop();
  });

  /** A signed-in user as email login leaves one: user, key and a session bound to a frame key. */
  async function signIn(
    on: AirlockServer = server,
    email = `smart.${++counter}.${randomBytes(3).toString('hex')}@example.com`,
  ): Promise<Session> {
    const { users, keys, vault, sessions } = on.deps.embedded;
    const user = await users.findOrCreateByEmail(DEMO_PROJECT_ID, email);
    const key = await ensureUserKey(keys, vault, user.id);
    const signer = await createFrameSigner();
    const { session, token } = await sessions.createSession({
      userId: user.id,
      projectId: DEMO_PROJECT_ID,
      devicePublicKey: signer.publicJwk,
    });
    return { sessionId: session.id, token, address: key.address, signer, email };
  }

  async function fund(address: Address, eth: string): Promise<void> {
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey),
      chain: defineDevnetChain(devnet.chains[0]),
      transport: http(devnet.chains[0].rpcUrl),
    });
    await l1.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: address, value: parseEther(eth) }) });
  }

  async function signed(session: Session, method: 'GET' | 'POST', path: string, body?: unknown, on: AirlockServer = server) {
    return on.app.inject(await signedFrameRequest({ signer: session.signer, session, method, path, body, origin: FRAME_ORIGIN }));
  }

  const rpc = (session: Session, method: string, params: unknown[] = [], chainId: number | string = L1, on: AirlockServer = server) =>
    signed(session, 'POST', `/v1/embedded/rpc${Q}`, { method, params, chainId }, on);
  const setType = (session: Session, body: unknown, on: AirlockServer = server) =>
    signed(session, 'POST', `/v1/embedded/account-type${Q}`, body, on);
  const batch = (session: Session, calls: unknown[], extra: Record<string, unknown> = {}) => ({
    version: '2.0.0',
    chainId: L1_HEX,
    from: session.address,
    calls,
    ...extra,
  });

  async function capabilities(session: Session, chainIds?: string[]) {
    const answer = await rpc(session, 'wallet_getCapabilities', chainIds ? [session.address, chainIds] : [session.address]);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as Record<string, { atomic: { status: string } }>;
  }

  async function sendCalls(session: Session, calls: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
    const sent = await rpc(session, 'wallet_sendCalls', [batch(session, calls, extra)]);
    expect(sent.statusCode, sent.body).toBe(200);
    const { id } = sent.json().result as { id: string };
    expect(id).toMatch(/^0x[0-9a-f]+$/);
    return id;
  }

  /** wallet_getCallsStatus until the batch is no longer pending (anvil mines at once, so briefly). */
  async function settled(session: Session, id: string, on: AirlockServer = server): Promise<CallsStatus> {
    for (let attempt = 0; ; attempt++) {
      const answer = await rpc(session, 'wallet_getCallsStatus', [id], L1, on);
      expect(answer.statusCode, answer.body).toBe(200);
      const status = answer.json().result as CallsStatus;
      if (status.status !== 100 || attempt > 50) return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('starts as a smart account on the chains with a batch executor', async () => {
    const session = await signIn();
    const current = await signed(session, 'GET', `/v1/embedded/session${Q}`);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({
      user: { address: session.address, preferredAccountType: 'smartAccount' },
      smartAccountEnabledNetworks: [31337, 31338],
    });
  });

  it('delegates on the first batch and runs every batch atomically in one transaction', async () => {
    const session = await signIn();
    await fund(session.address, '10');
    expect(await capabilities(session)).toEqual({ [L1_HEX]: { atomic: { status: 'ready' } }, [L2_HEX]: { atomic: { status: 'ready' } } });
    expect(await capabilities(session, [L1_HEX, '0x1'])).toEqual({ [L1_HEX]: { atomic: { status: 'ready' } } });

    const [first, second] = [freshAddress(), freshAddress()];
    const id = await sendCalls(
      session,
      [
        { to: first, value: '0xde0b6b3a7640000' },
        { to: second, value: '0x1bc16d674ec80000', data: '0x' },
      ],
      { atomicRequired: true },
    );
    const status = await settled(session, id);
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: L1_HEX, status: 200, atomic: true });
    expect(status.receipts).toHaveLength(1);
    const receipt = status.receipts[0]!;
    expect(receipt).toMatchObject({
      status: '0x1',
      blockHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      blockNumber: expect.stringMatching(/^0x/),
      gasUsed: expect.stringMatching(/^0x/),
    });
    expect(receipt.logs).toHaveLength(1); // BatchExecuted, from the account itself

    expect(await l1.getBalance({ address: first })).toBe(parseEther('1'));
    expect(await l1.getBalance({ address: second })).toBe(parseEther('2'));
    const transaction = await l1.getTransaction({ hash: receipt.transactionHash });
    expect(transaction.type).toBe('eip7702');
    expect(transaction.to).toBe(session.address.toLowerCase());
    // One transaction: its own nonce, plus one for the authorization it carried (EIP-7702).
    expect(await l1.getTransactionCount({ address: session.address })).toBe(2);
    expect((await l1.getBlock({ blockHash: receipt.blockHash })).transactions).toEqual([receipt.transactionHash]);
    expect(await l1.getCode({ address: session.address })).toBe(delegation);
    expect(await capabilities(session)).toEqual({
      [L1_HEX]: { atomic: { status: 'supported' } },
      [L2_HEX]: { atomic: { status: 'ready' } },
    });

    // Delegated already: an ordinary type-2 transaction to itself.
    const third = freshAddress();
    const again = await settled(session, await sendCalls(session, [{ to: third, value: '0x5' }]));
    expect(again).toMatchObject({ status: 200, atomic: true });
    expect((await l1.getTransaction({ hash: again.receipts[0]!.transactionHash })).type).toBe('eip1559');
    expect(await l1.getBalance({ address: third })).toBe(5n);

    // The id carries everything: another server process on the same database answers the same.
    const restarted = await build(devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)));
    try {
      const later = await signIn(restarted, session.email);
      expect(later.address).toBe(session.address);
      expect(await settled(later, id, restarted)).toEqual(status);
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it('refuses a batch the node predicts will revert, before sending it: nothing sent, nothing paid', async () => {
    const session = await signIn();
    await fund(session.address, '5');
    const paid = freshAddress();
    const before = await l1.getBalance({ address: session.address });
    // The account has no USDC: the second call would revert, taking the first one's ETH back with it.
    const reverting = [
      { to: paid, value: '0xde0b6b3a7640000' },
      { to: DEVNET_ADDRESSES.usdc, data: usdcTransfer(paid, 1n) },
    ];
    const expectRefused = async () => {
      const refused = await rpc(session, 'wallet_sendCalls', [batch(session, reverting)]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'CALLS_WOULD_REVERT', rpcCode: 3 });
      expect(refused.json().message).toContain('AirlockToken: transfer amount exceeds balance');
    };
    await expectRefused();
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);
    expect(await l1.getBalance({ address: session.address })).toBe(before);
    expect(await l1.getBalance({ address: paid })).toBe(0n);
    expect(await l1.getCode({ address: session.address })).toBeUndefined(); // not even delegated

    // Delegated already (an ordinary type-2 transaction would carry it): refused the same way.
    await settled(session, await sendCalls(session, [{ to: paid, value: '0x1' }]));
    const nonce = await l1.getTransactionCount({ address: session.address });
    const delegatedBefore = await l1.getBalance({ address: session.address });
    await expectRefused();
    expect(await l1.getTransactionCount({ address: session.address })).toBe(nonce);
    expect(await l1.getBalance({ address: session.address })).toBe(delegatedBefore);
  }, 60_000);

  it('as an eoa: no atomicity, atomicRequired refused with 5760, otherwise one transaction per call', async () => {
    const session = await signIn();
    await fund(session.address, '5');
    const switched = await setType(session, { type: 'eoa' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ type: 'eoa', address: session.address });
    expect((await signed(session, 'GET', `/v1/embedded/session${Q}`)).json().user.preferredAccountType).toBe('eoa');
    expect(await capabilities(session)).toEqual({
      [L1_HEX]: { atomic: { status: 'unsupported' } },
      [L2_HEX]: { atomic: { status: 'unsupported' } },
    });

    const [first, second] = [freshAddress(), freshAddress()];
    const refused = await rpc(session, 'wallet_sendCalls', [batch(session, [{ to: first, value: '0x1' }], { atomicRequired: true })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'ATOMICITY_NOT_SUPPORTED', rpcCode: 5760 });
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);

    const status = await settled(
      session,
      await sendCalls(
        session,
        [
          { to: first, value: '0x1' },
          { to: second, value: '0x2' },
        ],
        { atomicRequired: false },
      ),
    );
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
    expect(new Set(status.receipts.map((receipt) => receipt.transactionHash)).size).toBe(2);
    expect([await l1.getBalance({ address: first }), await l1.getBalance({ address: second })]).toEqual([1n, 2n]);
    expect(await l1.getCode({ address: session.address })).toBeUndefined();

    // One by one, a second call the node predicts will revert is not sent; the first one stands: partly done.
    const third = freshAddress();
    const sentBefore = await l1.getTransactionCount({ address: session.address });
    const partial = await settled(
      session,
      await sendCalls(session, [
        { to: third, value: '0x3' },
        { to: DEVNET_ADDRESSES.usdc, data: usdcTransfer(third, 1n) },
      ]),
    );
    expect(partial).toMatchObject({ status: 600, atomic: false });
    expect(partial.receipts.map((receipt) => receipt.status)).toEqual(['0x1']);
    expect(await l1.getBalance({ address: third })).toBe(3n);
    expect(await l1.getTransactionCount({ address: session.address })).toBe(sentBefore + 1);
    // A first call predicted to revert: the batch is refused and nothing is sent.
    const firstReverts = await rpc(session, 'wallet_sendCalls', [
      batch(session, [
        { to: DEVNET_ADDRESSES.usdc, data: usdcTransfer(third, 1n) },
        { to: third, value: '0x3' },
      ]),
    ]);
    expect(firstReverts.statusCode, firstReverts.body).toBe(400);
    expect(firstReverts.json()).toMatchObject({ error: 'CALLS_WOULD_REVERT', rpcCode: 3 });
    expect(firstReverts.json().message).toContain('AirlockToken: transfer amount exceeds balance');
    expect(await l1.getTransactionCount({ address: session.address })).toBe(sentBefore + 1);

    const back = await setType(session, { type: 'smartAccount' });
    expect(back.json()).toEqual({ type: 'smartAccount', address: session.address });
    expect((await capabilities(session, [L1_HEX]))[L1_HEX]!.atomic.status).toBe('ready');
  }, 60_000);

  it('refuses bad ids, bad batches and bad account types with 4xx', async () => {
    const session = await signIn();
    const other = DEVNET_ACCOUNTS[2]!.address;
    const call = { to: other, value: '0x1' };
    const expectRefusal = async (answer: Awaited<ReturnType<typeof rpc>>, statusCode: number, error: string, rpcCode?: number) => {
      expect(answer.statusCode, answer.body).toBe(statusCode);
      expect(answer.json()).toMatchObject({ error, ...(rpcCode === undefined ? {} : { rpcCode }) });
    };

    // Ids: malformed, on a chain not served, or naming someone else's transaction.
    for (const id of ['0x1234', 'nope', 42, null, `0x${'ab'.repeat(5000)}`]) {
      await expectRefusal(await rpc(session, 'wallet_getCallsStatus', [id]), 400, 'UNKNOWN_BUNDLE_ID', 5730);
    }
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey),
      chain: defineDevnetChain(devnet.chains[0]),
      transport: http(devnet.chains[0].rpcUrl),
    });
    const strangers = await wallet.sendTransaction({ to: other, value: 1n });
    await l1.waitForTransactionReceipt({ hash: strangers });
    const header = (chainId: number) => `0x010001${chainId.toString(16).padStart(16, '0')}`;
    await expectRefusal(
      await rpc(session, 'wallet_getCallsStatus', [`${header(L1)}${strangers.slice(2)}`]),
      400,
      'UNKNOWN_BUNDLE_ID',
      5730,
    );
    await expectRefusal(await rpc(session, 'wallet_getCallsStatus', [`${header(1)}${strangers.slice(2)}`]), 400, 'UNKNOWN_BUNDLE_ID', 5730);
    await expectRefusal(await rpc(session, 'wallet_getCallsStatus', [`${header(L1)}${'00'.repeat(32)}`]), 400, 'UNKNOWN_BUNDLE_ID', 5730);

    // Batches.
    const badBatches = [
      batch(session, [call], { version: '1.0' }),
      batch(session, []),
      batch(
        session,
        Array.from({ length: 11 }, () => call),
      ),
      batch(session, [{ to: 'nope' }]),
      batch(session, [{ value: '0x1' }]),
      batch(session, [{ to: other, data: '0xabc' }]),
      batch(session, [{ to: other, data: `0x${'00'.repeat(17_000)}` }]),
      batch(session, [{ to: other, value: '12' }]),
      batch(session, [call], { chainId: L2_HEX }),
      batch(session, [call], { chainId: 31337 }),
      batch(session, [call], { atomicRequired: 'yes' }),
      batch(session, [call], { id: 'mine' }),
      'not a batch',
    ];
    for (const bad of badBatches) await expectRefusal(await rpc(session, 'wallet_sendCalls', [bad]), 400, 'INVALID_RPC_PARAMS');
    await expectRefusal(await rpc(session, 'wallet_sendCalls', [batch(session, [call], { from: other })]), 403, 'ACCOUNT_MISMATCH');
    await expectRefusal(
      await rpc(session, 'wallet_sendCalls', [batch(session, [call], { capabilities: { paymasterService: { url: 'https://x' } } })]),
      400,
      'UNSUPPORTED_CAPABILITY',
      5700,
    );
    await expectRefusal(
      await rpc(session, 'wallet_sendCalls', [batch(session, [{ ...call, capabilities: { auxiliaryFunds: {} } }])]),
      400,
      'UNSUPPORTED_CAPABILITY',
      5700,
    );
    // An optional capability is left out; this unfunded account's transaction is then refused by the node.
    await expectRefusal(
      await rpc(session, 'wallet_sendCalls', [batch(session, [call], { capabilities: { paymasterService: { optional: true } } })]),
      400,
      'TRANSACTION_REJECTED',
    );

    // Capabilities.
    await expectRefusal(await rpc(session, 'wallet_getCapabilities', [other]), 403, 'ACCOUNT_MISMATCH');
    await expectRefusal(await rpc(session, 'wallet_getCapabilities', []), 400, 'INVALID_RPC_PARAMS');
    await expectRefusal(await rpc(session, 'wallet_getCapabilities', [session.address, ['31337']]), 400, 'INVALID_RPC_PARAMS');
    await expectRefusal(await rpc(session, 'wallet_getCapabilities', [session.address, 'nope']), 400, 'INVALID_RPC_PARAMS');

    // Account types.
    for (const body of [{ type: 'smart' }, { type: 'EOA' }, {}, { type: 'eoa', extra: 1 }, ['eoa'], undefined]) {
      const answer = await setType(session, body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
    }
    expect((await signed(session, 'GET', `/v1/embedded/session${Q}`)).json().user.preferredAccountType).toBe('smartAccount');
  }, 60_000);

  it('costs a batch one rate-limit unit per call', async () => {
    const session = await signIn();
    const remaining = (answer: Awaited<ReturnType<typeof rpc>>) => Number(answer.headers['x-ratelimit-remaining']);
    const one = await rpc(session, 'wallet_getCallsStatus', ['0x00']);
    const three = await rpc(session, 'wallet_sendCalls', [batch(session, [{ to: 'x' }, { to: 'y' }, { to: 'z' }])]);
    expect(three.statusCode).toBe(400);
    expect(remaining(one) - remaining(three)).toBe(3);
  });

  it('without a batch executor: smart accounts unavailable (409), batches sent one by one', async () => {
    const plain = await build(
      devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)).map(({ batchExecutor: _executor, ...chain }) => chain),
    );
    try {
      const session = await signIn(plain);
      await fund(session.address, '1');
      const current = await signed(session, 'GET', `/v1/embedded/session${Q}`, undefined, plain);
      expect(current.json()).toMatchObject({ user: { preferredAccountType: 'smartAccount' }, smartAccountEnabledNetworks: [] });
      const refused = await setType(session, { type: 'smartAccount' }, plain);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('SMART_ACCOUNT_UNAVAILABLE');
      expect((await setType(session, { type: 'eoa' }, plain)).statusCode).toBe(200);

      const answer = await rpc(session, 'wallet_getCapabilities', [session.address, [L1_HEX]], L1, plain);
      expect(answer.json().result).toEqual({ [L1_HEX]: { atomic: { status: 'unsupported' } } });
      const to = freshAddress();
      const sent = await rpc(session, 'wallet_sendCalls', [batch(session, [{ to, value: '0x7' }])], L1, plain);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await settled(session, sent.json().result.id, plain)).toMatchObject({ status: 200, atomic: false });
      expect(await l1.getBalance({ address: to })).toBe(7n);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('answers 503 when the chain cannot be reached', async () => {
    const down = await build(devnetChainConfigs([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`]));
    try {
      const session = await signIn(down);
      const unreachable = [
        await rpc(session, 'wallet_getCapabilities', [session.address], L1, down),
        await rpc(session, 'wallet_sendCalls', [batch(session, [{ to: freshAddress(), value: '0x1' }])], L1, down),
        await rpc(session, 'wallet_getCallsStatus', [`0x010101${L1.toString(16).padStart(16, '0')}${'11'.repeat(32)}`], L1, down),
      ];
      for (const answer of unreachable) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json().error).toBe('RPC_UNAVAILABLE');
      }
    } finally {
      await down.close();
    }
  }, 60_000);
});
