import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHAIN_NODE_ERROR_MESSAGES,
  ChainNodeError,
  createAirlockClient,
  enSend,
  type AirlockEvent,
  type ChainAdapter,
  type Network,
} from '../../src';
import { devnet, devnetL2 } from '../fixtures';
import { SendingAdapter } from './sending-adapter';

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function connected() {
  const adapter = new SendingAdapter();
  const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2] });
  const events: AirlockEvent[] = [];
  client.subscribeEvents((event) => events.push(event));
  await client.init();
  await client.connect('dev.a');
  await flush();
  return { client, adapter, events };
}

describe('send actions', () => {
  beforeEach(() => localStorage.clear());

  it('estimates the fee of the transfer it will send: gas × fee per gas', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient });
    await client.estimateSendFee();
    expect(client.sendForm.getState()).toMatchObject({ feeStatus: 'ready', fee: 42_000_000_000_000n });
    expect(adapter.estimated.at(-1)).toMatchObject({
      from: adapter.address,
      to: recipient,
      value: 500_000_000_000_000_000n,
      chainId: 31337,
    });
  });

  it('sends through the client path, then shows pending and confirmed', async () => {
    const { client, adapter, events } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    await client.estimateSendFee();
    const sending = client.submitSend();
    await flush();
    expect(client.sendForm.getState()).toMatchObject({ step: 'pending', hash: `0x${'1'.padStart(64, '0')}` });
    expect(adapter.sent).toEqual([{ from: adapter.address, to: recipient, value: 500_000_000_000_000_000n, chainId: 31337 }]);
    expect(events.map((event) => event.name)).toContain('SEND_TRANSACTION_SUCCESS');
    adapter.mine(client.sendForm.getState().hash!);
    await sending;
    expect(client.sendForm.getState().step).toBe('confirmed');
  });

  it('reports a reverted transaction with the §8 message', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    const sending = client.submitSend();
    await flush();
    adapter.mine(client.sendForm.getState().hash!, 'reverted');
    await sending;
    expect(client.sendForm.getState()).toMatchObject({ step: 'failed', error: CHAIN_NODE_ERROR_MESSAGES.executionReverted() });
  });

  it('never calls a sent transaction failed when only waiting for its receipt failed: its status is unknown', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    const sending = client.submitSend();
    await flush();
    const hash = client.sendForm.getState().hash!;
    adapter.loseTrackOf(hash, new TypeError('Failed to fetch dynamically imported module: https://dapp.test/assets/viem-chunk.js'));
    await sending;
    expect(client.sendForm.getState()).toMatchObject({ step: 'sent', hash });
    expect(client.sendForm.getState().error).toBeUndefined();
  });

  it('calls it failed when waiting ends with the chain saying it reverted', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    const sending = client.submitSend();
    await flush();
    adapter.loseTrackOf(client.sendForm.getState().hash!, new ChainNodeError('executionReverted', { reason: 'out of luck' }));
    await sending;
    expect(client.sendForm.getState()).toMatchObject({ step: 'failed', error: CHAIN_NODE_ERROR_MESSAGES.executionReverted('out of luck') });
  });

  it('stays on the preview with the error when the wallet refuses or the node rejects', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    adapter.nextSendError = SendingAdapter.insufficientFunds();
    await client.submitSend();
    expect(client.sendForm.getState()).toMatchObject({ step: 'preview', error: CHAIN_NODE_ERROR_MESSAGES.insufficientFunds });
    adapter.nextSendError = new Error('wallet said: nonce too low: next nonce 3, tx nonce 1');
    await client.submitSend();
    expect(client.sendForm.getState()).toMatchObject({ step: 'preview', error: CHAIN_NODE_ERROR_MESSAGES.nonceTooLow });
    adapter.nextSendError = new Error('something odd');
    await client.submitSend();
    expect(client.sendForm.getState()).toMatchObject({ step: 'preview', error: enSend.sendFailed });
    expect(adapter.sent).toEqual([]);
  });

  it('refuses to send what the form does not validate', async () => {
    const { client, adapter } = await connected();
    client.sendForm.setState({ tokenKey: 'native', amount: '2', recipient, step: 'preview' });
    await client.estimateSendFee();
    await client.submitSend();
    expect(client.sendForm.getState()).toMatchObject({ step: 'form' });
    expect(adapter.sent).toEqual([]);
  });
});

describe('send form', () => {
  it('resets when the active namespace switches (spec §4), not when the network changes within it', async () => {
    const solana: Network = {
      ...devnet,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
    };
    const client = createAirlockClient({ adapters: [new SendingAdapter()], networks: [devnet, devnetL2, solana] });
    client.sendForm.setState({ tokenKey: 'native', amount: '1', recipient, step: 'preview' });
    client.chain.setState({ namespaces: { ...client.chain.getState().namespaces } });
    expect(client.sendForm.getState()).toMatchObject({ amount: '1', recipient, step: 'preview' });
    client.chain.setState({ activeNamespace: 'solana' });
    expect(client.sendForm.getState()).toEqual({ amount: '', recipient: '', step: 'form', feeStatus: 'idle' });
  });

  it('resets when the visitor switches to a network of another namespace, and stays while switching within one', async () => {
    const solana: Network = {
      ...devnet,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
    };
    const refuse = () => Promise.reject(new Error('not in this test'));
    const solanaAdapter: ChainAdapter = {
      namespace: 'solana',
      networks: [solana],
      init: async () => {},
      getConnectors: () => [],
      connect: refuse,
      reconnect: async () => null,
      disconnect: async () => {},
      switchNetwork: async () => {},
      signMessage: refuse,
      sendTransaction: refuse,
      getBalance: refuse,
      on: () => () => {},
    };
    const adapter = new SendingAdapter();
    const client = createAirlockClient({ adapters: [adapter, solanaAdapter], networks: [devnet, devnetL2, solana] });
    await client.init();
    await client.connect('dev.a');
    client.sendForm.setState({ tokenKey: 'native', amount: '0.5', recipient, step: 'preview' });
    await client.switchNetwork(devnetL2);
    expect(client.sendForm.getState()).toMatchObject({ amount: '0.5', recipient, step: 'preview' });
    await client.switchNetwork(solana);
    expect(client.chain.getState().activeNamespace).toBe('solana');
    expect(client.sendForm.getState()).toEqual({ amount: '', recipient: '', step: 'form', feeStatus: 'idle' });
  });
});
