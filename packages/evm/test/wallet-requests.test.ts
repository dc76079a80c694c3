import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError } from '@airlock/core';
import { createPublicClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { defineDevnetNetwork } from '../src/index';
import { networksOf } from './support/wallet-fixture';
import { useWalletFixture } from './support/use-wallet-fixture';

const ALPHA = 'dev.airlock.alpha';

const context = useWalletFixture({ fund: true });

describe('wallet requests', () => {
  it('signs a message that viem verifies against the connected address', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    const address = wallet.addresses[0]!;

    const signature = await adapter.signMessage({ message: 'Sign in to Airlock', address });

    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    await expect(verifyMessage({ address, message: 'Sign in to Airlock', signature: signature as Hex })).resolves.toBe(true);
  });

  it('reports a refused signature as UserRejectedRequestError', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    wallet.rejectNext('personal_sign');

    await expect(adapter.signMessage({ message: 'no', address: wallet.addresses[0]! })).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('reports signing while disconnected as a signing error', async () => {
    const adapter = await context.fixture.adapter();
    await expect(adapter.signMessage({ message: 'hi', address: privateKeyToAddress(generatePrivateKey()) })).rejects.toMatchObject({
      message: 'Error signing message',
      code: 'SIGN_MESSAGE_FAILED',
    });
  });

  it('sends ETH on the chosen chain and the balances show it', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    const devnetL2 = networksOf(context.local.chains)[1]!;
    await adapter.connect({ connectorId: ALPHA, chainId: 31338 });
    const from = wallet.addresses[0]!;
    const to = privateKeyToAddress(generatePrivateKey());

    const hash = await adapter.sendTransaction({ from, to, value: parseEther('1.5'), chainId: 31338 });

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const client = createPublicClient({ transport: http(devnetL2.rpcUrls.default.http[0]) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex });
    expect(receipt.status).toBe('success');
    await expect(adapter.getBalance({ address: to, network: devnetL2 })).resolves.toEqual({
      value: parseEther('1.5'),
      decimals: 18,
      symbol: 'ETH',
    });
    const sender = await adapter.getBalance({ address: from, network: devnetL2 });
    expect(sender.value < parseEther('98.5')).toBe(true);
    const untouched = await adapter.getBalance({ address: to, network: networksOf(context.local.chains)[0]! });
    expect(untouched.value).toBe(0n);
  });

  it('reports a refused transaction as UserRejectedRequestError', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA });
    wallet.rejectNext('eth_sendTransaction');

    const attempt = adapter.sendTransaction({
      from: wallet.addresses[0]!,
      to: privateKeyToAddress(generatePrivateKey()),
      value: 1n,
      chainId: 31337,
    });
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError);
  });

  it('reads the balance of a network the adapter was not configured with from that network’s RPC', async () => {
    const adapter = await context.fixture.adapter();
    const elsewhere = defineDevnetNetwork({ chainId: 31339, name: 'Unlisted', rpcUrl: context.local.chains[0]!.rpcUrl });
    const address: Address = privateKeyToAddress(context.fixture.keys[0]!);
    await expect(adapter.getBalance({ address, network: elsewhere })).resolves.toMatchObject({ value: parseEther('100') });
  });

  it('with an Airlock server, reads an unconfigured network through the server’s RPC proxy, never its own RPC URL', async () => {
    const chain = context.local.chains[0]!;
    const proxied: string[] = [];
    // Stands in for the Airlock server's proxy: records what reaches it and forwards to the chain.
    const proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      proxied.push(request.url ?? '');
      const upstream = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(await upstream.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const adapter = await context.fixture.adapter({ apiUrl, projectId: 'a1'.repeat(16) });
      // Its own RPC URL leads nowhere: a read that went there would fail.
      const elsewhere = defineDevnetNetwork({ chainId: 31339, name: 'Unlisted', rpcUrl: 'http://127.0.0.1:9/' });
      const address: Address = privateKeyToAddress(context.fixture.keys[0]!);
      await expect(adapter.getBalance({ address, network: elsewhere })).resolves.toMatchObject({ value: parseEther('100') });
      expect(proxied).toContain(`/v1/?chainId=eip155%3A31339&projectId=${'a1'.repeat(16)}`);
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});
