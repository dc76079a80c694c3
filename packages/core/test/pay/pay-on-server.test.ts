import { startDevnet, type Devnet } from '@airlock/devnet';
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The Airlock server itself, built as its own tests build it (PGlite, the devnet's chains): the modal's calls meet the
// real Pay routes, which check the mined transfer on the devnet.
import type { AirlockServer } from '../../../../services/server/src/app/build-server';
import { DEMO_PROJECT_ID } from '../../../../services/server/src/projects/project-id';
import { devnetChainConfigs } from '../../../../services/server/test/support/devnet-chain-configs';
import { buildTestServer } from '../../../../services/server/test/support/test-server';
import {
  type AirlockClient,
  createAirlockClient,
  PayFeatureDisabledError,
  PayInsufficientBalanceError,
  PayModalClosedError,
  PayRequestError,
  PayUserRejectedError,
  UserRejectedRequestError,
} from '../../src';
import { devnet as devnetNetwork, devnetL2 } from '../fixtures';
import { ChainPayingAdapter } from './chain-paying-adapter';

const MERCHANT = privateKeyToAccount('0x1111111111111111111111111111111111111111111111111111111111111111').address;

describe('airlock.pay() against the Airlock server and the devnet', () => {
  let devnet: Devnet;
  let server: AirlockServer;
  let url: string;
  const clients: AirlockClient[] = [];
  beforeAll(async () => {
    devnet = await startDevnet();
    server = await buildTestServer({ chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)) });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
    localStorage.clear();
  });
  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  const merchantUsdc = () =>
    createPublicClient({ transport: http(devnet.chains[0].rpcUrl) }).readContract({
      address: devnet.addresses.usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [MERCHANT],
    });

  async function clientFor(accountIndex: number, options: { pay?: boolean; connect?: boolean } = {}) {
    const adapter = new ChainPayingAdapter(devnet, accountIndex, [devnetNetwork, devnetL2]);
    const client = createAirlockClient({
      adapters: [adapter],
      apiUrl: url,
      projectId: DEMO_PROJECT_ID,
      networks: [devnetNetwork, devnetL2],
      features: { analytics: false, pay: options.pay ?? true },
    });
    clients.push(client);
    await client.init();
    if (options.connect ?? true) await client.connect('dev.a');
    return { client, adapter, actions: await client.payments() };
  }

  /** 5 USDC to the merchant from devnet account `index`, sent outside the client (another tab) and mined. */
  async function sendFiveUsdcFrom(index: number) {
    const elsewhere = new ChainPayingAdapter(devnet, index, [devnetNetwork]);
    const hash = await elsewhere.sendTransaction({
      from: elsewhere.address,
      to: devnet.addresses.usdc,
      value: 0n,
      data: `0xa9059cbb${MERCHANT.slice(2).toLowerCase().padStart(64, '0')}${(5_000_000).toString(16).padStart(64, '0')}`,
      chainId: 31337,
    });
    await elsewhere.waitForTransaction({ hash });
    return hash;
  }

  const fiveUsdc = { recipient: MERCHANT, amount: '5', token: 'USDC', chainId: 31337 };

  it('refuses with PayFeatureDisabledError while the pay feature is off, and PayRequestError for what the server refuses', async () => {
    const off = await clientFor(3, { pay: false });
    await expect(off.client.pay(fiveUsdc)).rejects.toBeInstanceOf(PayFeatureDisabledError);
    const { client } = await clientFor(3);
    const refused = client.pay({ ...fiveUsdc, token: 'DOGE' });
    await expect(refused).rejects.toBeInstanceOf(PayRequestError);
    await expect(refused).rejects.toThrow('Token DOGE is not configured on chain 31337');
    expect(client.modal.getState().open).toBe(false);
  });

  it('pays once when Pay is clicked twice, resolves with the server-verified receipt, and the merchant got 5 USDC', async () => {
    const { client, adapter, actions } = await clientFor(3);
    const before = await merchantUsdc();
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().tokenBalance.status).toBe('ready'), { timeout: 10_000 });
    expect(client.router.getState().view).toBe('Pay');
    expect(actions.store.getState().fee.status).toBe('ready');
    await Promise.all([actions.confirm(), actions.confirm()]);
    const result = await paid;
    expect(adapter.hashes).toEqual([result.transactionHash]);
    expect(result.receipt).toMatchObject({ status: 'paid', amount: '5', recipient: MERCHANT, payer: adapter.address, chainId: 31337 });
    expect(actions.store.getState().step).toBe('success');
    expect((await merchantUsdc()) - before).toBe(parseUnits('5', 6));
    expect(client.router.getState().view).toBe('Pay');
    // The hash kept for a retry is forgotten once the payment is settled.
    expect(Object.keys(localStorage).filter((key) => key.includes('pay/sent'))).toEqual([]);
    // A retry of the finished payment sends nothing more.
    await actions.confirm();
    expect(adapter.hashes).toHaveLength(1);
  });

  it('reads the server first: a transaction already attached (another tab) is waited for, not sent again', async () => {
    const { client, adapter, actions } = await clientFor(4);
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().payment?.id).toBeDefined());
    const { id } = actions.store.getState().payment!;
    const hash = await sendFiveUsdcFrom(4);
    const attached = await fetch(`${url}/v1/pay/${id}/transaction?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash }),
    });
    expect(attached.status).toBe(200);
    await actions.confirm();
    expect((await paid).transactionHash).toBe(hash);
    expect(adapter.hashes).toEqual([]);
  });

  it('a hash the wallet returned that never reached the server (a reload) is attached on retry, not sent again', async () => {
    const { client, adapter, actions } = await clientFor(9);
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().step).toBe('review'));
    const { id } = actions.store.getState().payment!;
    const hash = await sendFiveUsdcFrom(9);
    // What pay-submit keeps once the wallet answers, before it attaches (JSON, under the client's storage prefix).
    localStorage.setItem(`@airlock-app/@airlock/pay/sent/${id}`, JSON.stringify(hash));
    await actions.confirm();
    expect((await paid).transactionHash).toBe(hash);
    expect(adapter.hashes).toEqual([]);
  });

  it('switches the wallet to the network of the payment before sending', async () => {
    const { client, adapter, actions } = await clientFor(8);
    await client.switchNetwork(devnetL2);
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().tokenBalance.status).toBe('ready'), { timeout: 10_000 });
    await actions.confirm();
    const { receipt } = await paid;
    expect(adapter.calls.filter((call) => call.startsWith('switch:'))).toEqual(['switch:31338', 'switch:31337']);
    expect(client.chain.getState().namespaces.eip155?.network.caipNetwork?.id).toBe(31337);
    expect(receipt.status).toBe('paid');
  });

  it('a refusal in the wallet returns to the review; closing then rejects with PayUserRejectedError', async () => {
    const { client, adapter, actions } = await clientFor(5);
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().step).toBe('review'));
    adapter.nextSendError = new UserRejectedRequestError();
    expect(adapter.hashes).toEqual([]);
    await actions.confirm();
    expect(actions.store.getState()).toMatchObject({ step: 'review', error: { kind: 'userRejected' } });
    client.close();
    await expect(paid).rejects.toBeInstanceOf(PayUserRejectedError);
    expect(adapter.hashes).toEqual([]);
  });

  it('connects first when no wallet is connected, then shows the checkout; closing unpaid rejects with PayModalClosedError', async () => {
    const { client, actions } = await clientFor(6, { connect: false });
    const paid = client.pay(fiveUsdc);
    await vi.waitFor(() => expect(actions.store.getState().step).toBe('connecting'));
    expect(client.router.getState().view).toBe('Connect');
    expect(client.modal.getState().open).toBe(true);
    await client.connect('dev.a');
    await vi.waitFor(() => expect(client.router.getState().view).toBe('Pay'));
    expect(client.modal.getState().open).toBe(true);
    client.close();
    await expect(paid).rejects.toBeInstanceOf(PayModalClosedError);
  });

  it('an account short of the amount is told so and the promise rejects with PayInsufficientBalanceError on close', async () => {
    const { client, adapter, actions } = await clientFor(7);
    const paid = client.pay({ ...fiveUsdc, amount: '20000' });
    await vi.waitFor(() => expect(actions.store.getState().tokenBalance.status).toBe('ready'), { timeout: 10_000 });
    client.close();
    await expect(paid).rejects.toBeInstanceOf(PayInsufficientBalanceError);
    expect(adapter.hashes).toEqual([]);
  });
});
