import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  toHex,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { airlockTokenAbi, DEVNET_ACCOUNTS, DEVNET_ADDRESSES, defineDevnetChain, startDevnet, type Devnet } from '@airlock/devnet';
import { buildServer, type AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { loadServerConfig } from '../src/config/server-config';
import { FEE_CAP_MULTIPLE } from '../src/embedded/fees/fee-plan';
import { MasterKey } from '../src/embedded/master-key';
import { ensureUserKey } from '../src/embedded/user-key';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { createFrameSigner, signedFrameRequest, type FrameSigner } from './embedded-frame-signer';
import { freePort } from './support/free-port';
import { openTestDatabase } from './support/test-databases';
import type { OpenDatabase } from '../src/storage/database';

const FRAME_ORIGIN = 'http://localhost:8788';
const Q = `?projectId=${DEMO_PROJECT_ID}&st=react&sv=0.1.0`;
const L1 = 31337;

interface Session {
  sessionId: string;
  token: string;
  address: Address;
  signer: FrameSigner;
}
interface FeeFields {
  gas: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  gasPrice?: string;
}
interface Preview {
  transactions: FeeFields[];
  nativeCurrency: { symbol: string; decimals: number };
  usdPerNative: number | null;
  delegation?: { executor: Address };
}

const freshAddress = () => privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`).address;

/** The server's fee fields on eth_sendTransaction and wallet_sendCalls, on a real devnet. */
describe('embedded sends: fees previewed, capped and sent exactly as approved', () => {
  let devnet: Devnet;
  let database: OpenDatabase;
  let server: AirlockServer;
  let l1: PublicClient;

  beforeAll(async () => {
    [devnet, database] = await Promise.all([startDevnet(), openTestDatabase('pglite')]);
    const chains = devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl));
    server = await buildServer(
      {
        ...loadServerConfig({}),
        demoProject: true,
        port: 0,
        logLevel: 'silent',
        masterKey: new MasterKey(randomBytes(32)),
        framePort: 8788,
        rateLimitPerMinute: 1_000_000,
        chains,
      },
      { database, logger: false },
    );
    l1 = createPublicClient({ chain: defineDevnetChain(devnet.chains[0]), transport: http(devnet.chains[0].rpcUrl) });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await devnet?.stop();
  });

  async function signIn(): Promise<Session> {
    const { users, keys, vault, sessions } = server.deps.embedded;
    const user = await users.findOrCreateByEmail(DEMO_PROJECT_ID, `fees.${randomBytes(4).toString('hex')}@example.com`);
    const key = await ensureUserKey(keys, vault, user.id);
    const signer = await createFrameSigner();
    const { session, token } = await sessions.createSession({
      userId: user.id,
      projectId: DEMO_PROJECT_ID,
      devicePublicKey: signer.publicJwk,
    });
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey),
      chain: defineDevnetChain(devnet.chains[0]),
      transport: http(devnet.chains[0].rpcUrl),
    });
    await l1.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: key.address, value: parseEther('5') }) });
    return { sessionId: session.id, token, address: key.address, signer };
  }

  const rpc = async (session: Session, method: string, params: unknown[], extra: Record<string, unknown> = {}) =>
    server.app.inject(
      await signedFrameRequest({
        signer: session.signer,
        session,
        method: 'POST',
        path: `/v1/embedded/rpc${Q}`,
        body: { method, params, chainId: L1, ...extra },
        origin: FRAME_ORIGIN,
      }),
    );

  async function preview(session: Session, method: string, params: unknown[]): Promise<Preview> {
    const answer = await rpc(session, 'airlock_previewSend', [{ method, params }]);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as Preview;
  }

  const expectFeeRefusal = (answer: Awaited<ReturnType<typeof rpc>>, field: string) => {
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'FEE_ABOVE_CAP', rpcCode: -32602, message: expect.stringContaining(field) });
  };

  it('refuses fee fields and a gas limit above the cap, and sends nothing', async () => {
    const session = await signIn();
    const to = freshAddress();
    const estimate = await l1.estimateFeesPerGas();
    const gasEstimate = await l1.estimateGas({ account: session.address, to, value: 1n });
    const over = (value: bigint) => toHex(value * FEE_CAP_MULTIPLE + 1n);
    const tooMuch = [
      [{ maxFeePerGas: over(estimate.maxFeePerGas) }, 'maxFeePerGas'],
      [{ maxFeePerGas: over(estimate.maxFeePerGas), maxPriorityFeePerGas: toHex(estimate.maxPriorityFeePerGas) }, 'maxFeePerGas'],
      [{ maxPriorityFeePerGas: over(estimate.maxPriorityFeePerGas) }, 'maxPriorityFeePerGas'],
      [{ gasPrice: over(await l1.getGasPrice()) }, 'gasPrice'],
      [{ gas: over(gasEstimate) }, 'gas'],
    ] as const;
    for (const [fees, field] of tooMuch) {
      const tx = { from: session.address, to, value: '0x1', ...fees };
      expectFeeRefusal(await rpc(session, 'airlock_previewSend', [{ method: 'eth_sendTransaction', params: [tx] }]), field);
      expectFeeRefusal(await rpc(session, 'eth_sendTransaction', [tx]), field);
    }
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);
    expect(await l1.getBalance({ address: to })).toBe(0n);
  }, 60_000);

  it('honours fee fields and a nonce within the cap, exactly as the preview shows them', async () => {
    const session = await signIn();
    const to = freshAddress();
    const estimate = await l1.estimateFeesPerGas();
    const gasEstimate = await l1.estimateGas({ account: session.address, to, value: 1n });
    const asked = {
      gas: toHex(gasEstimate * 2n),
      maxFeePerGas: toHex(estimate.maxFeePerGas * 2n),
      maxPriorityFeePerGas: toHex(estimate.maxPriorityFeePerGas * 2n),
    };
    const tx = { from: session.address, to, value: '0x1', nonce: '0x0', ...asked };
    const shown = await preview(session, 'eth_sendTransaction', [tx]);
    expect(shown).toEqual({ transactions: [asked], nativeCurrency: { symbol: 'ETH', decimals: 18 }, usdPerNative: expect.any(Number) });
    expect(shown.usdPerNative).toBeGreaterThan(0);

    const sent = await rpc(session, 'eth_sendTransaction', [tx]);
    expect(sent.statusCode, sent.body).toBe(200);
    const mined = await l1.getTransaction({ hash: sent.json().result as Hash });
    expect(mined).toMatchObject({
      gas: BigInt(asked.gas),
      maxFeePerGas: BigInt(asked.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(asked.maxPriorityFeePerGas),
      nonce: 0,
      type: 'eip1559',
    });

    // Nothing set: the server's own estimate, previewed; sent with those values it is sent exactly so.
    const own = await preview(session, 'eth_sendTransaction', [{ to, value: '0x2' }]);
    const fees = own.transactions[0]!;
    expect(BigInt(fees.gas)).toBe(await l1.estimateGas({ account: session.address, to, value: 2n }));
    const again = await rpc(session, 'eth_sendTransaction', [{ to, value: '0x2', ...fees }]);
    expect(again.statusCode, again.body).toBe(200);
    const second = await l1.getTransaction({ hash: again.json().result as Hash });
    expect({
      gas: toHex(second.gas),
      maxFeePerGas: toHex(second.maxFeePerGas!),
      maxPriorityFeePerGas: toHex(second.maxPriorityFeePerGas!),
    }).toEqual(fees);

    // A legacy gas price within the cap.
    const gasPrice = toHex((await l1.getGasPrice()) * 2n);
    const legacy = await rpc(session, 'eth_sendTransaction', [{ to, value: '0x3', gasPrice }]);
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(await l1.getTransaction({ hash: legacy.json().result as Hash })).toMatchObject({ type: 'legacy', gasPrice: BigInt(gasPrice) });
  }, 60_000);

  it('refuses EIP-7702 authorization lists and type-4 fields on eth_sendTransaction', async () => {
    const session = await signIn();
    const authorization = {
      address: DEVNET_ADDRESSES.batchExecutor,
      chainId: '0x7a69',
      nonce: '0x1',
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
      yParity: '0x0',
    };
    for (const extra of [{ authorizationList: [authorization] }, { authorizationList: [] }, { type: '0x4' }]) {
      const tx = { to: session.address, value: '0x0', ...extra };
      for (const answer of [
        await rpc(session, 'eth_sendTransaction', [tx]),
        await rpc(session, 'airlock_previewSend', [{ method: 'eth_sendTransaction', params: [tx] }]),
      ]) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ error: 'INVALID_RPC_PARAMS', message: expect.stringContaining('EIP-7702') });
      }
    }
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);
    expect(await l1.getCode({ address: session.address })).toBeUndefined();
  }, 60_000);

  it("names a batch's EIP-7702 delegation in its preview, and sends the batch with the approved fees only", async () => {
    const session = await signIn();
    const batch = {
      version: '2.0.0',
      chainId: '0x7a69',
      from: session.address,
      calls: [
        { to: freshAddress(), value: '0x1' },
        { to: freshAddress(), value: '0x2' },
      ],
    };
    const shown = await preview(session, 'wallet_sendCalls', [batch]);
    expect(shown.delegation).toEqual({ executor: DEVNET_ADDRESSES.batchExecutor });
    expect(shown.transactions).toHaveLength(1);
    const [fees] = shown.transactions as [FeeFields];

    // Fees above the cap, or not one set per transaction, are refused; nothing is sent.
    const estimate = await l1.estimateFeesPerGas();
    expectFeeRefusal(
      await rpc(session, 'wallet_sendCalls', [batch], {
        fees: [{ ...fees, maxFeePerGas: toHex(estimate.maxFeePerGas * (FEE_CAP_MULTIPLE + 1n)) }],
      }),
      'maxFeePerGas',
    );
    expectFeeRefusal(
      await rpc(session, 'wallet_sendCalls', [batch], { fees: [{ ...fees, gas: toHex(BigInt(fees.gas) * (FEE_CAP_MULTIPLE + 1n)) }] }),
      'gas',
    );
    const twoSets = await rpc(session, 'wallet_sendCalls', [batch], { fees: [fees, fees] });
    expect(twoSets.statusCode, twoSets.body).toBe(400);
    expect(twoSets.json()).toMatchObject({ error: 'INVALID_RPC_PARAMS' });
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);

    const sent = await rpc(session, 'wallet_sendCalls', [batch], { fees: [fees] });
    expect(sent.statusCode, sent.body).toBe(200);
    const status = await rpc(session, 'wallet_getCallsStatus', [sent.json().result.id]);
    const transaction = await l1.getTransaction({ hash: status.json().result.receipts[0].transactionHash as Hash });
    expect(transaction).toMatchObject({
      type: 'eip7702',
      gas: BigInt(fees.gas),
      maxFeePerGas: BigInt(fees.maxFeePerGas!),
      maxPriorityFeePerGas: BigInt(fees.maxPriorityFeePerGas!),
    });

    // Delegated now: a later batch's preview names no delegation.
    expect((await preview(session, 'wallet_sendCalls', [batch])).delegation).toBeUndefined();
  }, 60_000);

  it('refuses, before anything is shown, a batch the node predicts will revert', async () => {
    const session = await signIn();
    // The account holds no USDC: the transfer reverts, so the batch would.
    const data = encodeFunctionData({ abi: airlockTokenAbi, functionName: 'transfer', args: [freshAddress(), 1n] });
    const batch = {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [
        { to: freshAddress(), value: '0x1' },
        { to: DEVNET_ADDRESSES.usdc, data },
      ],
    };
    const answer = await rpc(session, 'airlock_previewSend', [{ method: 'wallet_sendCalls', params: [batch] }]);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'CALLS_WOULD_REVERT' });
    expect(await l1.getTransactionCount({ address: session.address })).toBe(0);
  }, 60_000);

  it('answers 503 when the chain cannot be reached', async () => {
    const session = await signIn();
    const down = await buildServer(
      {
        ...loadServerConfig({}),
        port: 0,
        logLevel: 'silent',
        masterKey: server.deps.config.masterKey,
        framePort: 8788,
        rateLimitPerMinute: 1_000_000,
        chains: devnetChainConfigs([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`]),
      },
      { database, logger: false },
    );
    try {
      const asked = async (method: string, params: unknown[]) =>
        down.app.inject(
          await signedFrameRequest({
            signer: session.signer,
            session,
            method: 'POST',
            path: `/v1/embedded/rpc${Q}`,
            body: { method: 'airlock_previewSend', params: [{ method, params }], chainId: L1 },
            origin: FRAME_ORIGIN,
          }),
        );
      for (const answer of [
        await asked('eth_sendTransaction', [{ to: freshAddress(), value: '0x1' }]),
        await asked('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: freshAddress() }] }]),
      ]) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json().error).toBe('RPC_UNAVAILABLE');
      }
    } finally {
      await down.close();
    }
  }, 60_000);

  it("costs a batch's preview one rate-limit unit per call, as its send", async () => {
    const session = await signIn();
    const remaining = (answer: Awaited<ReturnType<typeof rpc>>) => Number(answer.headers['x-ratelimit-remaining']);
    const one = await rpc(session, 'eth_chainId', []);
    const batch = { version: '2.0.0', chainId: '0x7a69', calls: [{ to: 'x' }, { to: 'y' }, { to: 'z' }] };
    const three = await rpc(session, 'airlock_previewSend', [{ method: 'wallet_sendCalls', params: [batch] }]);
    expect(three.statusCode).toBe(400);
    expect(remaining(one) - remaining(three)).toBe(3);
  });

  it('refuses a preview of anything but a send', async () => {
    const session = await signIn();
    for (const params of [
      [{ method: 'personal_sign', params: ['0x00', session.address] }],
      [],
      ['eth_sendTransaction'],
      [{ method: 'eth_sendTransaction' }],
    ]) {
      const answer = await rpc(session, 'airlock_previewSend', params);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toBe('INVALID_RPC_PARAMS');
    }
  });
});
