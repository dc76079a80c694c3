import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ACCOUNTS, DEVNET_FAUCET_ACCOUNT, DEVNET_SEED_AMOUNTS, startDevnet, type Devnet } from '@airlock/devnet';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEMO_PROJECT_ID } from '../../src/projects/project-id';
import { requestFrom, type RawAnswer } from '../support/raw-http';
import { spawnServerOnFreshData, type ServerProcess } from '../support/server-process';

const PER_IP = 10;
const PER_ADDRESS = 3;
/** The repro: this many requests with random addresses from one IP took all the faucet's USDC. */
const DRAIN_REQUESTS = 115;

describe('faucet drain', () => {
  let devnet: Devnet;
  let server: ServerProcess;
  let chain: PublicClient;

  beforeAll(async () => {
    devnet = await startDevnet();
    chain = createPublicClient({ transport: http(devnet.chains[0].rpcUrl) });
    server = await spawnServerOnFreshData({
      rpcUrls: devnet.chains.map((chain) => chain.rpcUrl),
      env: {
        AIRLOCK_FAUCET_PER_HOUR: String(PER_ADDRESS),
        AIRLOCK_FAUCET_PER_IP_PER_HOUR: String(PER_IP),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await devnet?.stop();
  });

  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
  /** POST /v1/faucet from a loopback address of its own (127.0.0.2, 127.0.0.3 … are separate clients). */
  const claimFrom = (clientIp: string, address: Address): Promise<RawAnswer> =>
    requestFrom(clientIp, `${server.url}/v1/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: DEMO_PROJECT_ID, chainId: 'eip155:31337', address }),
      timeoutMs: 60_000,
    });
  const usdcOf = (address: Address) =>
    chain.readContract({ address: devnet.addresses.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  const balancesOf = async (address: Address) => ({ eth: await chain.getBalance({ address }), usdc: await usdcOf(address) });
  const setEthOf = async (address: Address, wei: bigint) => {
    const response = await fetch(devnet.chains[0].rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, numberToHex(wei)] }),
    });
    expect(await response.json()).toMatchObject({ result: null });
  };
  const sendUsdc = async (fromKey: Hex, to: Address, amount: bigint) => {
    const wallet = createWalletClient({ account: privateKeyToAccount(fromKey), transport: http(devnet.chains[0].rpcUrl) });
    const hash = await wallet.writeContract({
      address: devnet.addresses.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
      chain: null,
    });
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
  };
  const expectEmpty = (answer: RawAnswer) => {
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ error: 'FAUCET_EMPTY', message: 'Faucet is empty: try again later', statusCode: 503 });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it(`stops one client with ${DRAIN_REQUESTS} random addresses after ${PER_IP} grants; other clients still get funds`, async () => {
    const usdcBefore = await usdcOf(DEVNET_FAUCET_ACCOUNT.address);
    const answers = await Promise.all(Array.from({ length: DRAIN_REQUESTS }, () => claimFrom('127.0.0.2', freshAddress())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(DRAIN_REQUESTS - PER_IP);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'FAUCET_LIMIT', message: 'Faucet limit reached: try again later' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect(usdcBefore - (await usdcOf(DEVNET_FAUCET_ACCOUNT.address))).toBe(BigInt(PER_IP) * 100n * 10n ** 6n);

    const other = freshAddress();
    expect((await claimFrom('127.0.0.3', other)).status).toBe(200);
    expect(await balancesOf(other)).toEqual({ eth: parseEther('1'), usdc: 100n * 10n ** 6n });
    expect(server.alive).toBe(true);
  });

  it('answers 503 FAUCET_EMPTY with nothing sent and no grant used while it is empty, and grants again once topped up', async () => {
    const recipient = freshAddress();
    // More attempts than either limit allows grants: a used-up grant would show as a 429.
    const attempts = Math.max(PER_IP, PER_ADDRESS) + 2;
    const sink = DEVNET_ACCOUNTS[8];

    // Out of USDC (the state the issue left it in): the old code still sent 1 ETH and answered 502.
    const usdcHeld = await usdcOf(DEVNET_FAUCET_ACCOUNT.address);
    await sendUsdc(DEVNET_FAUCET_ACCOUNT.privateKey, sink.address, usdcHeld);
    for (let attempt = 0; attempt < attempts; attempt++) expectEmpty(await claimFrom('127.0.0.4', recipient));
    expect(await balancesOf(recipient)).toEqual({ eth: 0n, usdc: 0n });

    // USDC back, but less ETH than a grant: the old code answered 500 with a logged stack.
    await sendUsdc(sink.privateKey, DEVNET_FAUCET_ACCOUNT.address, usdcHeld);
    await setEthOf(DEVNET_FAUCET_ACCOUNT.address, parseEther('0.5'));
    for (let attempt = 0; attempt < attempts; attempt++) expectEmpty(await claimFrom('127.0.0.4', recipient));
    // Exactly the native amount, nothing for gas.
    await setEthOf(DEVNET_FAUCET_ACCOUNT.address, parseEther('1'));
    expectEmpty(await claimFrom('127.0.0.4', recipient));
    expect(await balancesOf(recipient)).toEqual({ eth: 0n, usdc: 0n });

    await setEthOf(DEVNET_FAUCET_ACCOUNT.address, DEVNET_SEED_AMOUNTS.faucet.eth);
    const granted = await claimFrom('127.0.0.4', recipient);
    expect(granted.status).toBe(200);
    expect(await balancesOf(recipient)).toEqual({ eth: parseEther('1'), usdc: 100n * 10n ** 6n });

    expect(server.alive).toBe(true);
    const output = server.output();
    expect(output).toContain('faucet is empty');
    expect(output).not.toMatch(/"level":50/);
    expect(output).not.toContain('"stack"');
  });
});
