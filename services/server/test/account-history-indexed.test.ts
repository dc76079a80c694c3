import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineDevnetChain, DEVNET_ACCOUNTS, DEVNET_ADDRESSES, startDevnet, type Devnet } from '@airlock/devnet';
import type { Transaction, TransactionHistoryResponse } from '@airlock/protocol';
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { buildTestServer } from './support/test-server';

/** The whole path: the server's own indexer follows the devnet, and the history route serves what it stored. */
describe('history of transfers the in-process indexer found on the devnet', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({
      chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)),
      config: { indexer: 'in-process', indexerPollMs: 100 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  const history = async (address: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/account/${address}/history?projectId=${DEMO_PROJECT_ID}&chainId=eip155:31337`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TransactionHistoryResponse).data;
  };
  const indexed = (address: string, hashes: Hash[]) =>
    vi.waitFor(
      async () => {
        const data = await history(address);
        expect(data.map((transaction) => transaction.hash)).toEqual(expect.arrayContaining(hashes.map((hash) => hash.toLowerCase())));
        return data;
      },
      { timeout: 60_000, interval: 200 },
    );

  it('shows a sent ETH and USDC transfer on both sides, with amounts, symbols and operation types', async () => {
    const sender = DEVNET_ACCOUNTS[6]!;
    const recipient = privateKeyToAccount(generatePrivateKey()).address.toLowerCase();
    const chain = defineDevnetChain(devnet.chains[0]);
    const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(devnet.chains[0].rpcUrl), chain });
    const client = createPublicClient({ transport: http(devnet.chains[0].rpcUrl), chain });
    const eth = await wallet.sendTransaction({ to: recipient as `0x${string}`, value: parseEther('0.25') });
    await client.waitForTransactionReceipt({ hash: eth });
    const usdc = await wallet.writeContract({
      address: DEVNET_ADDRESSES.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient as `0x${string}`, 12_345_678n],
    });
    await client.waitForTransactionReceipt({ hash: usdc });

    const received = await indexed(recipient, [eth, usdc]);
    expect(received.map((transaction) => transaction.hash)).toEqual([usdc.toLowerCase(), eth.toLowerCase()]);
    const [usdcIn, ethIn] = received as [Transaction, Transaction];
    expect(usdcIn.metadata).toMatchObject({
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender.address.toLowerCase(),
      sentTo: DEVNET_ADDRESSES.usdc.toLowerCase(),
    });
    expect(usdcIn.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        fungible_info: expect.objectContaining({
          symbol: 'USDC',
          decimals: 6,
          address: DEVNET_ADDRESSES.usdc.toLowerCase(),
          flags: { is_spam: false },
        }),
        quantity: { int: '12345678', numeric: '12.345678', decimals: 6 },
      }),
    ]);
    expect(ethIn.metadata.operationType).toBe('receive');
    expect(ethIn.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        fungible_info: expect.objectContaining({ symbol: 'ETH', address: null }),
        quantity: { int: '250000000000000000', numeric: '0.25', decimals: 18 },
      }),
    ]);

    const sent = await indexed(sender.address, [eth, usdc]);
    expect(
      sent
        .filter((transaction) => [eth, usdc].map((hash) => hash.toLowerCase()).includes(transaction.hash))
        .map((transaction) => transaction.metadata.operationType),
    ).toEqual(['send', 'send']);
  }, 120_000);
});
