import { describe, expect, it } from 'vitest';
import { CHAIN_NODE_ERROR_MESSAGES, ChainNodeError, sendTransactionRequest } from '@airlock/core';
import { DEVNET_ADDRESSES } from '@airlock/devnet';
import { createPublicClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { useWalletFixture } from './support/use-wallet-fixture';

const ALPHA = 'dev.airlock.alpha';
const context = useWalletFixture({ fund: true });

describe('fees and receipts of sends', () => {
  it('estimates a native transfer at 21,000 gas and the fee per gas the node asks', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA, chainId: 31337 });
    const to = privateKeyToAddress(generatePrivateKey());

    const estimate = await adapter.estimateTransactionFee!({ from: wallet.addresses[0]!, to, value: parseEther('1'), chainId: 31337 });

    expect(estimate.gas).toBe(21_000n);
    const client = createPublicClient({ transport: http(context.local.chains[0]!.rpcUrl) });
    const block = await client.getBlock();
    expect(estimate.feePerGas).toBeGreaterThanOrEqual(block.baseFeePerGas!);
  });

  it("maps the node's refusal of an ERC-20 transfer above the balance to the §8 revert message", async () => {
    const adapter = await context.fixture.adapter();
    const from = privateKeyToAddress(generatePrivateKey());
    const request = sendTransactionRequest({ address: DEVNET_ADDRESSES.usdc }, privateKeyToAddress(generatePrivateKey()), 1_000_000n);

    const failure = adapter.estimateTransactionFee!({ ...request, from, chainId: 31337 });

    await expect(failure).rejects.toBeInstanceOf(ChainNodeError);
    await expect(failure).rejects.toMatchObject({ kind: 'executionReverted' });
  });

  it('maps a send the account cannot pay for to the §8 insufficient funds message', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA, chainId: 31337 });

    const failure = adapter.sendTransaction({
      from: wallet.addresses[0]!,
      to: privateKeyToAddress(generatePrivateKey()),
      value: parseEther('1000'),
      chainId: 31337,
    });

    await expect(failure).rejects.toMatchObject({ code: 'CHAIN_NODE_ERROR', message: CHAIN_NODE_ERROR_MESSAGES.insufficientFunds });
  });

  it('waits for the receipt of a sent transaction', async () => {
    const wallet = context.fixture.wallet({ rdns: ALPHA });
    const adapter = await context.fixture.adapter();
    await adapter.connect({ connectorId: ALPHA, chainId: 31337 });
    const hash = await adapter.sendTransaction({
      from: wallet.addresses[0]!,
      to: privateKeyToAddress(generatePrivateKey()),
      value: 1n,
      chainId: 31337,
    });

    await expect(adapter.waitForTransaction!({ hash: hash as Hex, chainId: 31337 })).resolves.toEqual({ status: 'success' });
  });
});
