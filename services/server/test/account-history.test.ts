import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionHistoryResponse } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { TOKEN_ICONS } from '../src/config/token-icons';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { insertIndexedToken, insertIndexedTransaction, insertNftMetadata, testHash, ZERO_ADDRESS } from './support/indexed-history';
import { deadUrl } from './support/scripted-upstream';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const ACCOUNT = `0x${'a1'.repeat(20)}`;
const OTHER = `0x${'b2'.repeat(20)}`;
const CONTRACT = `0x${'c3'.repeat(20)}`;
const UNLISTED_TOKEN = `0x${'d4'.repeat(20)}`;
const NFT = `0x${'e5'.repeat(20)}`;
const USDC = devnetChainConfigs()[0]!.tokens[0]!.address.toLowerCase();
const T0 = 1_760_000_000;

describe.each(STORAGE_KINDS)('GET /v1/account/:address/history (%s)', (storage) => {
  let server: AirlockServer;
  beforeAll(async () => {
    // History reads only the database: no indexer follows the (dead) nodes meanwhile.
    server = await buildTestServer({ storage, chains: devnetChainConfigs([await deadUrl(), await deadUrl()]), config: { indexer: 'off' } });
    const db = server.deps.database.db;
    const tx = (
      n: number,
      fields: Omit<Parameters<typeof insertIndexedTransaction>[1], 'chainId' | 'hash' | 'blockNumber' | 'minedAt'> & { chainId?: number },
    ) => insertIndexedTransaction(db, { chainId: 31337, hash: testHash(n), blockNumber: 100 + n, minedAt: T0 + n * 60, ...fields });
    await insertIndexedToken(db, { chainId: 31337, address: USDC, kind: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    await insertIndexedToken(db, {
      chainId: 31337,
      address: UNLISTED_TOKEN,
      kind: 'erc20',
      name: 'Other Token',
      symbol: 'OTK',
      decimals: 18,
    });
    await insertIndexedToken(db, { chainId: 31337, address: NFT, kind: 'erc721', name: 'Punks', symbol: 'PNK', decimals: null });
    await insertNftMetadata(db, { chainId: 31337, contract: NFT, tokenId: '7', metadata: { name: 'Punk #7', image: 'ipfs://x' } });
    // 1 send ETH, 2 receive USDC, 3 self, 4 mint NFT, 5 burn USDC, 6 trade, 7 approve, 8 execute, 9 deploy, 10 failed send, 11 on the L2
    await tx(1, {
      from: ACCOUNT,
      to: OTHER,
      value: '1500000000000000000',
      transfers: [{ kind: 'native', from: ACCOUNT, to: OTHER, amount: '1500000000000000000' }],
    });
    await tx(2, {
      from: OTHER,
      to: USDC,
      selector: '0xa9059cbb',
      transfers: [{ kind: 'erc20', token: USDC, from: OTHER, to: ACCOUNT, amount: '2500001' }],
    });
    await tx(3, { from: ACCOUNT, to: ACCOUNT, value: '1', transfers: [{ kind: 'native', from: ACCOUNT, to: ACCOUNT, amount: '1' }] });
    await tx(4, {
      from: ACCOUNT,
      to: NFT,
      selector: '0x1249c58b',
      transfers: [{ kind: 'erc721', token: NFT, tokenId: '7', from: ZERO_ADDRESS, to: ACCOUNT, amount: '1' }],
    });
    await tx(5, {
      from: ACCOUNT,
      to: USDC,
      selector: '0x42966c68',
      transfers: [{ kind: 'erc20', token: USDC, from: ACCOUNT, to: ZERO_ADDRESS, amount: '1000000' }],
    });
    await tx(6, {
      from: ACCOUNT,
      to: CONTRACT,
      selector: '0x38ed1739',
      transfers: [
        { kind: 'erc20', token: USDC, from: ACCOUNT, to: CONTRACT, amount: '3000000' },
        { kind: 'erc20', token: CONTRACT, from: CONTRACT, to: OTHER, amount: '5' },
        { kind: 'erc20', token: UNLISTED_TOKEN, from: CONTRACT, to: ACCOUNT, amount: '1234567890123456789012' },
      ],
    });
    await tx(7, { from: ACCOUNT, to: USDC, selector: '0x095ea7b3' });
    await tx(8, { from: ACCOUNT, to: CONTRACT, selector: '0x12345678' });
    await tx(9, { from: ACCOUNT, to: null, selector: '0x60806040' });
    await tx(10, { from: ACCOUNT, to: OTHER, value: '5', status: 'failed' });
    await tx(11, {
      chainId: 31338,
      from: OTHER,
      to: ACCOUNT,
      value: '7',
      transfers: [{ kind: 'native', from: OTHER, to: ACCOUNT, amount: '7' }],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const history = (address: string, query = '', headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/v1/account/${address}/history?projectId=${DEMO_PROJECT_ID}${query}`, headers });
  const page = async (address: string, query = '') => {
    const response = await history(address, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TransactionHistoryResponse;
  };

  it('answers newest first over every chain, in the spec §3 shape', async () => {
    const { data, next } = await page(ACCOUNT);
    expect(next).toBeNull();
    expect(data.map((transaction) => transaction.hash)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(testHash));
    const l2 = data[0]!;
    expect(l2.id).toBe(`31338:${testHash(11)}`);
    expect(l2.metadata).toEqual({
      minedAt: new Date((T0 + 11 * 60) * 1000).toISOString(),
      chain: 'eip155:31338',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: OTHER,
      sentTo: ACCOUNT,
    });

    const send = data.find((transaction) => transaction.hash === testHash(1))!;
    expect(send).toEqual({
      id: `31337:${testHash(1)}`,
      hash: testHash(1),
      metadata: {
        minedAt: new Date((T0 + 60) * 1000).toISOString(),
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: ACCOUNT,
        sentTo: OTHER,
      },
      transfers: [
        {
          direction: 'out',
          sender: ACCOUNT,
          recipient: OTHER,
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            address: null,
            decimals: 18,
            icon: { url: TOKEN_ICONS.ETH },
            flags: { is_spam: false },
          },
          quantity: { int: '1500000000000000000', numeric: '1.5', decimals: 18 },
        },
      ],
    });
  });

  it('describes ERC-20 transfers from the indexed token and the configured icon, at full precision', async () => {
    const { data } = await page(ACCOUNT, '&chainId=31337');
    const received = data.find((transaction) => transaction.hash === testHash(2))!;
    expect(received.transfers).toEqual([
      {
        direction: 'in',
        sender: OTHER,
        recipient: ACCOUNT,
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          address: USDC,
          decimals: 6,
          icon: { url: TOKEN_ICONS.USDC },
          flags: { is_spam: false },
        },
        quantity: { int: '2500001', numeric: '2.500001', decimals: 6 },
      },
    ]);
    const trade = data.find((transaction) => transaction.hash === testHash(6))!;
    // Only the account's own transfers: the router paying someone else is not the account's.
    expect(trade.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol, transfer.quantity.numeric])).toEqual([
      ['out', 'USDC', '3'],
      ['in', 'OTK', '1234.567890123456789012'],
    ]);
    expect(trade.transfers[1]!.fungible_info!.icon).toBeNull();
  });

  it('describes NFTs with their metadata name and the server image URL', async () => {
    const { data } = await page(ACCOUNT, '&chainId=eip155:31337');
    const mint = data.find((transaction) => transaction.hash === testHash(4))!;
    expect(mint.transfers).toEqual([
      {
        direction: 'in',
        sender: ZERO_ADDRESS,
        recipient: ACCOUNT,
        nft_info: {
          name: 'Punk #7',
          contract: NFT,
          tokenId: '7',
          standard: 'erc721',
          flags: { is_spam: false },
          content: { preview: { url: `http://localhost:80/v1/nft-image/31337/${NFT}/7` } },
        },
        quantity: { int: '1', numeric: '1', decimals: 0 },
      },
    ]);
  });

  it('derives the operation type from the account side', async () => {
    const { data } = await page(ACCOUNT, '&chainId=31337');
    const types = Object.fromEntries(data.map((transaction) => [Number(BigInt(transaction.hash)), transaction.metadata.operationType]));
    expect(types).toEqual({
      1: 'send',
      2: 'receive',
      3: 'self',
      4: 'mint',
      5: 'burn',
      6: 'trade',
      7: 'approve',
      8: 'execute',
      9: 'deploy',
      10: 'send',
    });
    const failed = data.find((transaction) => transaction.hash === testHash(10))!;
    expect(failed.metadata.status).toBe('failed');
    expect(data.find((transaction) => transaction.hash === testHash(9))!.metadata.sentTo).toBe('');
    // The other side of the same transactions.
    const other = await page(OTHER, '&chainId=31337');
    const otherTypes = Object.fromEntries(
      other.data.map((transaction) => [Number(BigInt(transaction.hash)), transaction.metadata.operationType]),
    );
    expect(otherTypes).toEqual({ 1: 'receive', 2: 'send', 6: 'receive', 10: 'receive' });
  });

  it('filters by chain as a number or CAIP-2 id, and takes the address without 0x and in any case', async () => {
    const byNumber = await page(ACCOUNT, '&chainId=31338');
    const byCaip = await page(ACCOUNT.toUpperCase().replace('0X', '0x'), '&chainId=eip155:31338');
    const bare = await page(ACCOUNT.slice(2).toUpperCase(), '&chainId=eip155:31338');
    expect(byNumber.data.map((transaction) => transaction.hash)).toEqual([testHash(11)]);
    expect(byCaip).toEqual(byNumber);
    expect(bare).toEqual(byNumber);
    expect(await page(`0x${'0f'.repeat(20)}`)).toEqual({ data: [], next: null });
  });

  it.each([
    ['an address too short', '0x1234', '', 'INVALID_ADDRESS'],
    ['an address with non-hex digits', `0x${'zz'.repeat(20)}`, '', 'INVALID_ADDRESS'],
    ['a solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', '', 'INVALID_ADDRESS'],
    ['an unknown chain', ACCOUNT, '&chainId=1', 'UNSUPPORTED_CHAIN'],
    ['an unknown CAIP-2 chain', ACCOUNT, '&chainId=eip155:10', 'UNSUPPORTED_CHAIN'],
    ['a malformed chain', ACCOUNT, '&chainId=solana:abc', 'INVALID_CHAIN_ID'],
    ['a forged cursor', ACCOUNT, '&cursor=bm90LWEtY3Vyc29y', 'INVALID_CURSOR'],
    ['a cursor of negative numbers', ACCOUNT, `&cursor=${Buffer.from('[-1,1,1,1]').toString('base64url')}`, 'INVALID_CURSOR'],
    ['a cursor that is not base64url', ACCOUNT, '&cursor=%2F%2F%2F', 'INVALID_CURSOR'],
    ['a huge cursor', ACCOUNT, `&cursor=${'A'.repeat(500)}`, 'INVALID_CURSOR'],
    ['a limit of 0', ACCOUNT, '&limit=0', 'INVALID_LIMIT'],
    ['a limit of 101', ACCOUNT, '&limit=101', 'INVALID_LIMIT'],
    ['a limit that is not a number', ACCOUNT, '&limit=ten', 'INVALID_LIMIT'],
    ['two chain ids', ACCOUNT, '&chainId=31337&chainId=31338', 'INVALID_CHAIN_ID'],
  ])('answers 400 with a clear message for %s', async (_, address, query, code) => {
    const response = await history(address, query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; message: string };
    expect(body.error).toBe(code);
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('checks the project and its allowed origins like every /v1 route', async () => {
    const project = await server.deps.projects.create({ name: 'history origins', allowedOrigins: ['https://shop.example'] });
    const url = (id: string) => `/v1/account/${ACCOUNT}/history?projectId=${id}`;
    expect((await server.app.inject({ method: 'GET', url: `/v1/account/${ACCOUNT}/history` })).json()).toMatchObject({
      error: 'PROJECT_ID_MISSING',
    });
    expect((await server.app.inject({ method: 'GET', url: url('f'.repeat(32)) })).statusCode).toBe(401);
    const refused = await server.app.inject({ method: 'GET', url: url(project.id), headers: { origin: 'https://evil.example' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED' });
    const allowed = await server.app.inject({ method: 'GET', url: url(project.id), headers: { origin: 'https://shop.example' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
  });

  it('answers parallel requests alike', async () => {
    const expected = await page(ACCOUNT, '&limit=4');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => page(index % 2 ? ACCOUNT : ACCOUNT.slice(2), '&limit=4')));
    for (const answer of answers) expect(answer).toEqual(expected);
  });
});
