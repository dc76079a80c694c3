import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type AccountNft, type TokenBalance, type Transaction } from '@airlock/protocol';
import { createAirlockClient, summarizePendingTransaction } from '../../src';
import { PENDING_TRANSACTION_MAX_AGE_MS } from '../../src/activity/pending-transaction-storage';
import { PENDING_TRANSACTIONS_LIMIT } from '../../src/activity/pending-transactions';
import { sendableNft } from '../../src/send/sendable-nft';
import { sentTransfer } from '../../src/send/sent-transfer';
import { devnet, devnetL2 } from '../fixtures';
import { startRecordingServer } from '../recording-server';
import { transaction } from '../activity/history-fixtures';
import { SendingAdapter } from './sending-adapter';

const PROJECT = 'a'.repeat(32);
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const usdcBalance: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: USDC,
  price: 1,
  value: 150.5,
  quantity: { decimals: '6', numeric: '150.5' },
  iconUrl: '',
};

describe("the modal's own sends, pending until mined", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let history: Transaction[];
  beforeEach(async () => {
    localStorage.clear();
    history = [];
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return { status: 200, body: { projectId: PROJECT, name: 'x', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [usdcBalance] } };
      if (request.path.endsWith('/history')) return { status: 200, body: { data: history, next: null } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.close();
  });

  /** A page load: a new client on the same browser storage, connected to the same wallet. */
  async function connectedClient() {
    const adapter = new SendingAdapter();
    const client = createAirlockClient({
      adapters: [adapter],
      networks: [devnet, devnetL2],
      apiUrl: server.url,
      projectId: PROJECT,
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
    await vi.waitFor(() => expect(client.chain.getState().namespaces.eip155?.account.tokenBalances).toHaveLength(1));
    return { client, adapter };
  }

  async function sendUsdc(client: Awaited<ReturnType<typeof connectedClient>>['client'], amount = '12.5') {
    client.sendForm.setState({ tokenKey: USDC.toLowerCase(), amount, recipient, step: 'preview' });
    void client.submitSend();
    await vi.waitFor(() => expect(client.sendForm.getState().step).toBe('pending'));
    return client.sendForm.getState().hash!;
  }

  it('records the token, amount, decimals, symbol and recipient of an ERC-20 send, and reads like a mined row', async () => {
    const { client } = await connectedClient();
    const hash = await sendUsdc(client);
    const [pending] = client.transactionHistory.getState().pending;
    expect(pending).toMatchObject({
      hash,
      chain: 'eip155:31337',
      to: USDC,
      value: '0',
      transfer: { kind: 'token', token: USDC, amount: '12500000', decimals: 6, symbol: 'USDC', recipient },
    });
    // Spec §9: quantities with 3 decimals; the other side is the recipient, not the token contract.
    expect(summarizePendingTransaction(pending!, { symbol: 'ETH', decimals: 18 })).toEqual({
      amount: '12.500 USDC',
      counterparty: 'to 0x70…dc79C8',
    });
  });

  it('keeps one pending when waiting for its receipt failed without the chain saying it reverted (its status unknown)', async () => {
    const { client, adapter } = await connectedClient();
    const hash = await sendUsdc(client);
    adapter.loseTrackOf(hash, new Error('fetch failed: connect ECONNREFUSED 127.0.0.1:8545'));
    await vi.waitFor(() => expect(client.sendForm.getState().step).toBe('sent'));
    expect(client.transactionHistory.getState().pending).toMatchObject([{ hash, transfer: { amount: '12500000', symbol: 'USDC' } }]);
    client.destroy();
  });

  it('keeps them across a reload, per account and chain, until the history shows them mined', async () => {
    const first = await connectedClient();
    const hash = await sendUsdc(first.client);
    first.client.destroy();

    const reloaded = await connectedClient();
    expect(reloaded.client.transactionHistory.getState().pending).toMatchObject([
      { hash, transfer: { amount: '12500000', symbol: 'USDC' } },
    ]);

    // Another network of the same account has none of them.
    await reloaded.client.switchNetwork(devnetL2);
    expect(reloaded.client.transactionHistory.getState().pending.filter((tracked) => tracked.chain === 'eip155:31338')).toEqual([]);
    await reloaded.client.switchNetwork(devnet);

    history = [{ ...transaction('2026-05-11T12:00:00Z', { operationType: 'send' }), hash }];
    await reloaded.client.fetchTransactions('reset');
    expect(reloaded.client.transactionHistory.getState().pending).toEqual([]);
    reloaded.client.destroy();

    const again = await connectedClient();
    await flush();
    expect(again.client.transactionHistory.getState().pending).toEqual([]);
  });

  it('follows the restored ones after a reload until mined, with no Activity open, and reads the balances then', async () => {
    const first = await connectedClient();
    const hash = await sendUsdc(first.client);
    first.client.destroy();

    const reloaded = await connectedClient();
    expect(reloaded.client.transactionHistory.getState().pending).toHaveLength(1);
    const balanceReads = () => server.requests.filter((request) => request.path.endsWith('/balance')).length;
    const balanceReadsBefore = balanceReads();
    history = [{ ...transaction('2026-05-11T12:00:00Z', { operationType: 'send' }), hash }];
    await vi.waitFor(() => expect(reloaded.client.transactionHistory.getState().pending).toEqual([]), { timeout: 9_000, interval: 100 });
    await vi.waitFor(() => expect(balanceReads()).toBeGreaterThan(balanceReadsBefore));
    reloaded.client.destroy();
  }, 15_000);

  it('forgets one no history has shown mined after PENDING_TRANSACTION_MAX_AGE_MS (dropped or replaced)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await connectedClient();
    await sendUsdc(first.client);
    first.client.destroy();

    vi.setSystemTime(Date.now() + PENDING_TRANSACTION_MAX_AGE_MS - 60_000);
    const soon = await connectedClient();
    expect(soon.client.transactionHistory.getState().pending).toHaveLength(1);
    soon.client.destroy();

    vi.setSystemTime(Date.now() + 120_000);
    const later = await connectedClient();
    expect(later.client.transactionHistory.getState().pending).toEqual([]);
  });

  it(`stores at most ${PENDING_TRANSACTIONS_LIMIT} per account and chain, the newest`, async () => {
    const first = await connectedClient();
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT + 2; n += 1) {
      first.client.sendForm.setState({ step: 'form', hash: undefined });
      await sendUsdc(first.client, String(n));
    }
    first.client.destroy();
    const reloaded = await connectedClient();
    const restored = reloaded.client.transactionHistory.getState().pending;
    expect(restored).toHaveLength(PENDING_TRANSACTIONS_LIMIT);
    expect(restored[0]!.transfer).toMatchObject({ amount: String((PENDING_TRANSACTIONS_LIMIT + 2) * 1_000_000) });
    expect(restored.at(-1)!.transfer).toMatchObject({ amount: '3000000' });
  }, 20_000);

  it('ignores what it cannot read in storage', async () => {
    const { client } = await connectedClient();
    const address = client.chain.getState().namespaces.eip155!.account.address!;
    client.destroy();
    localStorage.setItem(
      `@airlock-app/pending-transactions:eip155:31337:${address.toLowerCase()}`,
      JSON.stringify([
        { hash: 42 },
        'nonsense',
        { hash: '0x1', chain: 'eip155:31337', from: address, to: recipient, value: '1', sentAt: 'not a date' },
        {
          hash: '0x2',
          chain: 'eip155:31337',
          from: address,
          to: USDC,
          value: '0',
          sentAt: new Date().toISOString(),
          transfer: { kind: 'token', amount: 'lots', decimals: 6, symbol: 'USDC', recipient },
        },
        { hash: '0x3', chain: 'eip155:31337', from: address, to: recipient, value: '1', sentAt: new Date().toISOString() },
      ]),
    );
    const reloaded = await connectedClient();
    expect(reloaded.client.transactionHistory.getState().pending.map((tracked) => tracked.hash)).toEqual(['0x3']);
  });
});

describe('a pending row', () => {
  const sent = {
    hash: `0x${'1'.repeat(64)}`,
    chain: 'eip155:31337',
    from: '0x1111111111111111111111111111111111111111',
    to: recipient,
    value: '0',
    sentAt: new Date().toISOString(),
  };

  it("names an NFT sent from the Send view (its name, else its token id) and the recipient, not the collection's contract", () => {
    const nft: AccountNft = {
      chainId: 31337,
      contract: '0x4444444444444444444444444444444444444444',
      tokenId: '7',
      standard: 'erc1155',
      balance: '3',
      collection: { name: 'Punks', symbol: 'PNK' },
      name: 'Punk #7',
      description: null,
      imageUrl: null,
      attributes: [],
      isSpam: false,
    };
    const asNft = sendableNft(nft)!;
    const named = { ...sent, to: nft.contract, transfer: sentTransfer(asNft, recipient, 2n) };
    expect(named.transfer).toEqual({ kind: 'nft', recipient, amount: '2', contract: nft.contract, tokenId: '7', name: 'Punk #7' });
    expect(summarizePendingTransaction(named, { symbol: 'ETH', decimals: 18 })).toEqual({
      amount: 'Punk #7',
      counterparty: 'to 0x70…dc79C8',
    });
    const unnamed = { ...named, transfer: sentTransfer(sendableNft({ ...nft, name: null })!, recipient, 1n) };
    expect(summarizePendingTransaction(unnamed, { symbol: 'ETH', decimals: 18 }).amount).toBe('#7');
  });

  it("shows a dApp's own transaction by its native value, and none when it moves no value", () => {
    expect(summarizePendingTransaction({ ...sent, value: '1500000000000000000' }, { symbol: 'ETH', decimals: 18 })).toEqual({
      amount: '1.500 ETH',
      counterparty: 'to 0x70…dc79C8',
    });
    expect(summarizePendingTransaction(sent, { symbol: 'ETH', decimals: 18 })).toEqual({ counterparty: 'to 0x70…dc79C8' });
  });
});
