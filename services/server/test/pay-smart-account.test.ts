import { startDevnet, type Devnet } from '@airlock/devnet';
import { createWalletClient, encodeFunctionData, erc20Abi, type Hex, http, parseAbi, parseUnits, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { buildTestServer } from './support/test-server';
import { freshRecipient, messageOf, payClient } from './pay-harness';

const executorAbi = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls) payable']);
type Call = { to: `0x${string}`; value: bigint; data: Hex };

/**
 * A smart account's payment: an EIP-7702 account delegated to the devnet's batch executor runs the transfer inside
 * execute(calls), as the email wallet's wallet_sendCalls does. A token's Transfer log proves it; a native payment is read
 * from the executor's calls, only for an account delegated to the configured executor.
 */
describe('Pay from a smart account batch', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  /** Sends `calls` as one batch from devnet account `index`, delegating it to the executor on its first batch. */
  async function batch(index: number, calls: Call[]) {
    const account = privateKeyToAccount(devnet.accounts[index]!.privateKey);
    const wallet = createWalletClient({ account, transport: http(devnet.chains[0].rpcUrl) }).extend(publicActions);
    const authorization = await wallet.signAuthorization({
      chainId: 31337,
      contractAddress: devnet.addresses.batchExecutor,
      executor: 'self',
    });
    const hash = await wallet.sendTransaction({
      chain: null,
      authorizationList: [authorization],
      to: account.address,
      data: encodeFunctionData({ abi: executorAbi, functionName: 'execute', args: [calls] }),
      value: calls.reduce((sum, call) => sum + call.value, 0n),
      gas: 500_000n,
    });
    await wallet.waitForTransactionReceipt({ hash });
    return { hash, payer: account.address };
  }

  const usdcTransfer = (to: `0x${string}`, amount: string): Call => ({
    to: devnet.addresses.usdc,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }),
  });

  it('a USDC transfer inside the batch pays, the payer being the account', async () => {
    const pay = payClient(server);
    const recipient = freshRecipient();
    const { id } = (await pay.create({ recipient, amount: '5', token: 'USDC', chainId: 31337 })).json();
    const { hash, payer } = await batch(8, [usdcTransfer(freshRecipient(), '1'), usdcTransfer(recipient, '5')]);
    expect((await pay.attach(id, hash)).json()).toMatchObject({ status: 'paid', payer, transactionHash: hash });
  });

  it('ETH sent by one of the batch calls pays; a batch sending it elsewhere is refused', async () => {
    const pay = payClient(server);
    const recipient = freshRecipient();
    const { id } = (await pay.create({ recipient, amount: '0.5', token: 'native', chainId: 31337 })).json();
    const elsewhere = await batch(9, [{ to: freshRecipient(), value: parseUnits('0.5', 18), data: '0x' }]);
    const refused = await pay.attach(id, elsewhere.hash);
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toBe(`This transaction does not pay this payment: it does not send 0.5 ETH to ${recipient}`);
    const { hash, payer } = await batch(9, [{ to: recipient, value: parseUnits('0.5', 18), data: '0x' }]);
    expect((await pay.attach(id, hash)).json()).toMatchObject({ status: 'paid', payer, amount: '0.5' });
  });
});
