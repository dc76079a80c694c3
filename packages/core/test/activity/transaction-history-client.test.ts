import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTE_FEATURES, type AccountNft, type Transaction } from '@airlock/protocol';
import { createAirlockClient, type AirlockEvent } from '../../src';
import { devnet, devnetL2, walletA } from '../fixtures';
import { MemoryAdapter } from '../memory-adapter';
import { startRecordingServer } from '../recording-server';
import { spamNftTransfer, transaction } from './history-fixtures';

const PROJECT = 'a'.repeat(32);
const SENT_HASH = `0x${'ab'.repeat(32)}`;

describe('the client reading the account history and NFTs', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let pages: Record<string, { data: Transaction[]; next: string | null }>;
  let historyStatus: number;
  let nfts: AccountNft[];
  beforeEach(async () => {
    localStorage.clear();
    historyStatus = 200;
    nfts = [];
    pages = { first: { data: [], next: null } };
    server = await startRecordingServer((request) => {
      if (request.path === '/v1/project/config')
        return { status: 200, body: { projectId: PROJECT, name: 'Demo', features: DEFAULT_REMOTE_FEATURES } };
      if (request.path.endsWith('/history')) {
        if (historyStatus !== 200) return { status: historyStatus, body: { message: 'indexer down' } };
        return { status: 200, body: pages[request.query.get('cursor') ?? 'first'] };
      }
      if (request.path.endsWith('/nfts')) return { status: 200, body: { data: nfts, next: null } };
      if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [] } };
      return { status: 202, body: {} };
    });
  });
  afterEach(() => server.close());

  async function connectedClient() {
    const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
    const client = createAirlockClient({
      adapters: [adapter],
      networks: [devnet, devnetL2],
      apiUrl: server.url,
      projectId: PROJECT,
      features: { analytics: false },
    });
    await client.init();
    await client.connect('dev.a');
    return { client, adapter };
  }

  it('asks for the connected chain, pages with the cursor, hides spam-only and other chains, groups by year and month', async () => {
    const may = transaction('2026-05-10T12:00:00Z');
    const spam = transaction('2026-05-09T12:00:00Z', {}, [spamNftTransfer()]);
    const otherChain = transaction('2026-05-08T12:00:00Z', { chain: 'eip155:31338' });
    const april = transaction('2026-04-10T12:00:00Z');
    pages = { first: { data: [may, spam, otherChain], next: 'page-2' }, 'page-2': { data: [april], next: null } };
    const { client } = await connectedClient();
    const address = client.chain.getState().namespaces.eip155!.account.address!;

    await client.fetchTransactions('reset');
    const firstRequest = server.requests.find((request) => request.path.endsWith('/history'))!;
    expect(firstRequest.path).toBe(`/v1/account/${address}/history`);
    expect(firstRequest.query.get('chainId')).toBe('eip155:31337');
    expect(firstRequest.query.get('projectId')).toBe(PROJECT);
    expect(firstRequest.query.has('cursor')).toBe(false);
    expect(client.transactionHistory.getState().history).toMatchObject({ loaded: true, next: 'page-2', empty: false });
    expect(client.transactionHistory.getState().history.items.map((item) => item.id)).toEqual([may.id]);
    // Icons the server serves by path become addresses on the server.
    expect(client.transactionHistory.getState().history.items[0]!.transfers[0]!.fungible_info!.icon!.url).toBe(
      `${server.url}/v1/token-icons/usdc.svg`,
    );

    await client.fetchTransactions('more');
    expect(
      server.requests
        .filter((request) => request.path.endsWith('/history'))
        .at(-1)!
        .query.get('cursor'),
    ).toBe('page-2');
    const { history, transactionsByYear } = client.transactionHistory.getState();
    expect(history.items.map((item) => item.id)).toEqual([may.id, april.id]);
    expect(history.next).toBeNull();
    expect(Object.keys(transactionsByYear[2026]!).sort()).toEqual(['3', '4']);

    const requestsBefore = server.requests.length;
    await client.fetchTransactions('more');
    expect(server.requests.length).toBe(requestsBefore);
  });

  it("shows 'Failed to fetch transactions' and sends ERROR_FETCH_TRANSACTIONS on failure, the cursor cleared", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    historyStatus = 500;
    const { client } = await connectedClient();
    const events: AirlockEvent[] = [];
    client.subscribeEvents((event) => events.push(event));
    await client.fetchTransactions('reset');
    expect(client.transactionHistory.getState().history).toMatchObject({ failed: true, empty: true, next: null, loading: false });
    expect(client.toasts.getState()).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' });
    expect(events.map((event) => event.name)).toContain('ERROR_FETCH_TRANSACTIONS');
  });

  it('sends ERROR_FETCH_TRANSACTIONS to the analytics endpoint', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    historyStatus = 500;
    const adapter = new MemoryAdapter([devnet, devnetL2], [walletA]);
    const client = createAirlockClient({ adapters: [adapter], networks: [devnet, devnetL2], apiUrl: server.url, projectId: PROJECT });
    await client.init();
    await client.connect('dev.a');
    await client.fetchTransactions('reset');
    client.destroy();
    await vi.waitFor(() => {
      const sent = server.requests
        .filter((request) => request.path === '/e')
        .flatMap((request) => (request.body as { events: { props: { event: string } }[] }).events);
      expect(sent.map((event) => event.props.event)).toContain('ERROR_FETCH_TRANSACTIONS');
    });
  });

  it("tracks the modal's own transaction as pending until the history shows it mined, then refreshes the balance", async () => {
    const { client } = await connectedClient();
    await client.fetchTransactions('reset');
    await client.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 5n });
    expect(client.transactionHistory.getState().pending).toMatchObject([{ hash: SENT_HASH, chain: 'eip155:31337', value: '5' }]);
    const balanceReadsBefore = server.requests.filter((request) => request.path.endsWith('/balance')).length;
    pages.first = { data: [{ ...transaction('2026-05-11T12:00:00Z', { operationType: 'send' }), hash: SENT_HASH }], next: null };
    await vi.waitFor(() => expect(client.transactionHistory.getState().pending).toEqual([]), { timeout: 9_000, interval: 100 });
    expect(client.transactionHistory.getState().history.items.map((item) => item.hash)).toEqual([SENT_HASH]);
    await vi.waitFor(() =>
      expect(server.requests.filter((request) => request.path.endsWith('/balance')).length).toBeGreaterThan(balanceReadsBefore),
    );
  }, 15_000);

  it('reads NFTs of the connected chain, spam left out, images as addresses on the server', async () => {
    const nft = (tokenId: string, isSpam = false): AccountNft => ({
      chainId: 31337,
      contract: '0x4444444444444444444444444444444444444444',
      tokenId,
      standard: 'erc721',
      balance: '1',
      collection: { name: 'Punks', symbol: 'PNK' },
      name: `Punk #${tokenId}`,
      description: null,
      imageUrl: `/v1/nft-images/${tokenId}`,
      attributes: [],
      isSpam,
    });
    nfts = [nft('1'), nft('2', true)];
    const { client } = await connectedClient();
    await client.fetchNfts('reset');
    expect(server.requests.find((request) => request.path.endsWith('/nfts'))!.query.get('chainId')).toBe('eip155:31337');
    const { nfts: list } = client.accountNfts.getState();
    expect(list.items.map((item) => item.name)).toEqual(['Punk #1']);
    expect(list.items[0]!.imageUrl).toBe(`${server.url}/v1/nft-images/1`);
  });
});
