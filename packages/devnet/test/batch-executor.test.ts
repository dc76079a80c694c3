import {
  BaseError,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEther,
  type Address,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airlockTokenAbi, DEVNET_ACCOUNTS, DEVNET_ADDRESSES, defineDevnetChain, startDevnet, type Devnet } from '../src/index';
import { batchExecutorAbi } from '../src/browser';

let devnet: Devnet;
let clients: PublicClient[];

beforeAll(async () => {
  devnet = await startDevnet();
  clients = devnet.chains.map((chain) => createPublicClient({ chain: defineDevnetChain(chain), transport: http(chain.rpcUrl) }));
});

afterAll(async () => {
  await devnet?.stop();
});

const executor = DEVNET_ADDRESSES.batchExecutor;
const delegationCode = (target: Address) => concat(['0xef0100', target]).toLowerCase();

function walletOn(chainIndex: 0 | 1, accountIndex: number) {
  const account = privateKeyToAccount(DEVNET_ACCOUNTS[accountIndex]!.privateKey);
  const chain = defineDevnetChain(devnet.chains[chainIndex]);
  return createWalletClient({ account, chain, transport: http(devnet.chains[chainIndex].rpcUrl) });
}

describe('BatchExecutor', () => {
  it('is deployed at the exported address on both chains', async () => {
    for (const client of clients) {
      expect(await client.getCode({ address: executor })).toMatch(/^0x[0-9a-f]{200,}$/);
    }
  });

  it('refuses execute from anyone but the account itself', async () => {
    const client = clients[0]!;
    const stranger = DEVNET_ACCOUNTS[1]!.address;
    const calls = [{ to: DEVNET_ACCOUNTS[2]!.address, value: 1n, data: '0x' as const }];
    const error = await client
      .simulateContract({ account: stranger, address: executor, abi: batchExecutorAbi, functionName: 'execute', args: [calls], value: 1n })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BaseError);
    expect((error as BaseError).message).toContain('OnlySelf');
  });

  it('runs a delegated account’s batch all or nothing', async () => {
    const wallet = walletOn(1, 4);
    const client = clients[1]!;
    const self = wallet.account.address;
    const [first, second] = [DEVNET_ACCOUNTS[5]!.address, DEVNET_ACCOUNTS[6]!.address];
    const before = await Promise.all([client.getBalance({ address: first }), client.getBalance({ address: second })]);

    const authorization = await wallet.signAuthorization({ contractAddress: executor, executor: 'self' });
    const calls = [
      { to: first, value: parseEther('1'), data: '0x' as const },
      { to: second, value: parseEther('2'), data: '0x' as const },
    ];
    const hash = await wallet.sendTransaction({
      to: self,
      value: parseEther('3'),
      data: encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] }),
      authorizationList: [authorization],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.type).toBe('eip7702');
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]!.address.toLowerCase()).toBe(self.toLowerCase());
    expect(await client.getCode({ address: self })).toBe(delegationCode(executor));
    expect(await client.getBalance({ address: first })).toBe(before[0]! + parseEther('1'));
    expect(await client.getBalance({ address: second })).toBe(before[1]! + parseEther('2'));

    // The second call sends more USDC than the account has: the ETH of the first comes back too.
    const overdrawn = encodeFunctionData({ abi: airlockTokenAbi, functionName: 'transfer', args: [second, 10n ** 30n] });
    const failing = [
      { to: first, value: parseEther('1'), data: '0x' as const },
      { to: DEVNET_ADDRESSES.usdc, value: 0n, data: overdrawn },
    ];
    const reverted = await wallet.sendTransaction({
      to: self,
      value: parseEther('1'),
      gas: 300_000n,
      data: encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [failing] }),
    });
    expect((await client.waitForTransactionReceipt({ hash: reverted })).status).toBe('reverted');
    expect(await client.getBalance({ address: first })).toBe(before[0]! + parseEther('1'));

    // Delegated, it still takes plain ETH like an EOA.
    const payer = walletOn(1, 7);
    const paid = await payer.sendTransaction({ to: self, value: 5n });
    expect((await client.waitForTransactionReceipt({ hash: paid })).status).toBe('success');
  });
});
