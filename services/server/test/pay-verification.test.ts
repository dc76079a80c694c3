import { startDevnet, type Devnet } from '@airlock/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainClientsFor } from '../src/blockchain/chain-clients';
import type { StoredPayment } from '../src/pay/payment-store';
import { UNSEEN_TRANSACTION_MS, verifyPayment } from '../src/pay/payment-verification';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { devnetPayer, freshRecipient } from './pay-harness';

describe('a payment whose attached transaction the node never saw', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet();
  });
  afterAll(() => devnet?.stop());

  const chain = () => chainClientsFor(devnetChainConfigs(devnet.chains.map((each) => each.rpcUrl))).find('31337')!;
  const payment = (attachedAt: Date): StoredPayment => ({
    projectId: 'p',
    units: 5_000_000n,
    createdBlock: 0n,
    attachedAt,
    receipt: {
      id: 'a'.repeat(32),
      status: 'pending',
      recipient: freshRecipient(),
      amount: '5',
      token: { symbol: 'USDC', address: devnet.addresses.usdc, decimals: 6 },
      chainId: 31337,
      payer: null,
      transactionHash: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      failure: null,
    },
  });
  const unknownHash = `0x${'ab'.repeat(32)}` as const;

  it('stays pending for 10 minutes after it was attached, then fails; a known transaction not yet mined does not', async () => {
    const attachedAt = new Date();
    const later = attachedAt.getTime() + UNSEEN_TRANSACTION_MS + 1;
    expect(await verifyPayment(chain(), payment(attachedAt), unknownHash)).toBeUndefined();
    expect(await verifyPayment(chain(), payment(attachedAt), unknownHash, later)).toEqual({
      status: 'failed',
      payer: null,
      failure: 'the transaction was not found on the chain',
    });
    const anvil = chain().client;
    await anvil.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    try {
      const waiting = await devnetPayer(devnet, 3).usdc(freshRecipient(), '1', false);
      expect(await verifyPayment(chain(), payment(attachedAt), waiting, later)).toBeUndefined();
    } finally {
      await anvil.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    }
  });
});
