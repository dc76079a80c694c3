import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction, TransactionHistoryResponse } from '@airlock/protocol';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { insertIndexedToken, insertIndexedTransaction, testHash } from './support/indexed-history';
import { deadUrl } from './support/scripted-upstream';
import { STORAGE_KINDS } from './support/test-databases';
import { ADMIN_HEADERS, buildTestServer } from './support/test-server';

const ACCOUNT = `0x${'a1'.repeat(20)}`;
const STRANGER = `0x${'b2'.repeat(20)}`;
const ROUTER = `0x${'c3'.repeat(20)}`;
const AIRDROP = `0x${'d1'.repeat(20)}`;
const SENT_BEFORE = `0x${'d2'.repeat(20)}`;
const CALLED_BEFORE = `0x${'d3'.repeat(20)}`;
const PRICED = `0x${'d4'.repeat(20)}`;
const UNPRICEABLE = `0x${'d5'.repeat(20)}`;
const LISTED = `0x${'d6'.repeat(20)}`;
const LISTED_NFT = `0x${'e1'.repeat(20)}`;
const GIFT_NFT = `0x${'e2'.repeat(20)}`;
const USDC = devnetChainConfigs()[0]!.tokens[0]!.address.toLowerCase();
const T0 = 1_760_000_000;

describe.each(STORAGE_KINDS)('spam flags in history (%s)', (storage) => {
  let server: AirlockServer;
  let n = 0;
  const receive = (chainId: number, token: string, fields: { from?: string; kind?: 'erc20' | 'erc721'; tokenId?: string } = {}) => {
    n++;
    return insertIndexedTransaction(server.deps.database.db, {
      chainId,
      hash: testHash(n),
      blockNumber: n,
      minedAt: T0 + n,
      from: fields.from ?? STRANGER,
      to: token,
      selector: '0xa9059cbb',
      transfers: [{ kind: fields.kind ?? 'erc20', token, tokenId: fields.tokenId, from: STRANGER, to: ACCOUNT, amount: '1' }],
    });
  };
  const hashOf = (number: number) => testHash(number);

  beforeAll(async () => {
    const [l1, l2] = devnetChainConfigs([await deadUrl(), await deadUrl()]);
    // The L2 has no DEX here: no token of it has a price, and none is asked of its node.
    server = await buildTestServer({
      storage,
      chains: [l1!, { ...l2!, dex: undefined, stablecoin: undefined }],
      config: { indexer: 'off' },
    });
    const db = server.deps.database.db;
    for (const address of [AIRDROP, SENT_BEFORE, CALLED_BEFORE, LISTED])
      await insertIndexedToken(db, { chainId: 31338, address, kind: 'erc20', name: 'T', symbol: 'T', decimals: 0 });
    // The price source's cache, as a balance lookup leaves it: PRICED has a price, UNPRICEABLE none.
    await server.deps.cache.set(`price:eip155:31337:${PRICED}`, 2.5, 60_000);
  });
  afterAll(async () => {
    await server?.close();
  });

  const history = async (query = '') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/account/${ACCOUNT}/history?projectId=${DEMO_PROJECT_ID}&limit=100${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TransactionHistoryResponse).data;
  };
  const spamOf = (transactions: Transaction[], hash: string) => {
    const transfer = transactions.find((transaction) => transaction.hash === hash)!.transfers[0]!;
    return (transfer.fungible_info?.flags ?? transfer.nft_info?.flags)!.is_spam;
  };
  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = ADMIN_HEADERS) =>
    server.app.inject({ method, url, payload: payload as object, headers });

  it('flags an unsolicited transfer of a token with no price that the account never touched', async () => {
    await receive(31338, AIRDROP);
    expect(spamOf(await history(), hashOf(n))).toBe(true);
  });

  it('does not flag a token the account sent or whose contract it called before, nor the transaction it asked for', async () => {
    const db = server.deps.database.db;
    n++;
    await insertIndexedTransaction(db, {
      chainId: 31338,
      hash: testHash(n),
      blockNumber: n,
      minedAt: T0 + n,
      from: ACCOUNT,
      to: ROUTER,
      selector: '0x38ed1739',
      transfers: [{ kind: 'erc20', token: SENT_BEFORE, from: ACCOUNT, to: STRANGER, amount: '1' }],
    });
    n++;
    await insertIndexedTransaction(db, {
      chainId: 31338,
      hash: testHash(n),
      blockNumber: n,
      minedAt: T0 + n,
      from: ACCOUNT,
      to: CALLED_BEFORE,
      selector: '0x095ea7b3',
    });
    await receive(31338, SENT_BEFORE);
    const afterSent = n;
    await receive(31338, CALLED_BEFORE);
    const afterCalled = n;
    // The account's own transaction (a swap, a claim) brings the token in: solicited.
    await receive(31338, AIRDROP, { from: ACCOUNT });
    const asked = n;
    const transactions = await history();
    expect(spamOf(transactions, hashOf(afterSent))).toBe(false);
    expect(spamOf(transactions, hashOf(afterCalled))).toBe(false);
    expect(spamOf(transactions, hashOf(asked))).toBe(false);
    // Touching the token later does not clear the first, unsolicited transfer.
    expect(spamOf(transactions, hashOf(1))).toBe(true);
  });

  it('does not flag a token with a price, a configured token, or one whose price could not be read', async () => {
    await receive(31337, PRICED);
    const priced = n;
    await receive(31337, USDC);
    const configured = n;
    // Chain 31337 has a DEX but its node is down: no answer is not "no price".
    await receive(31337, UNPRICEABLE);
    const unknown = n;
    const transactions = await history('&chainId=31337');
    expect(spamOf(transactions, hashOf(priced))).toBe(false);
    expect(spamOf(transactions, hashOf(configured))).toBe(false);
    expect(spamOf(transactions, hashOf(unknown))).toBe(false);
  });

  it('leaves NFTs to the operator list: an unsolicited NFT is not flagged by the heuristic', async () => {
    await receive(31338, GIFT_NFT, { kind: 'erc721', tokenId: '1' });
    expect(spamOf(await history(), hashOf(n))).toBe(false);
  });

  it('flags tokens and NFTs on the operator list, edited through the admin API', async () => {
    await receive(31338, LISTED, { from: ACCOUNT });
    const listed = n;
    await receive(31338, LISTED_NFT, { kind: 'erc721', tokenId: '9', from: ACCOUNT });
    const listedNft = n;
    expect(spamOf(await history(), hashOf(listed))).toBe(false);

    expect((await admin('GET', '/v1/admin/spam-tokens')).json()).toEqual({ tokens: [] });
    const added = await admin('POST', '/v1/admin/spam-tokens', {
      chainId: 'eip155:31338',
      address: LISTED.toUpperCase().replace('0X', '0x'),
      reason: 'phishing airdrop',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ chainId: 31338, address: LISTED, reason: 'phishing airdrop' });
    expect((await admin('POST', '/v1/admin/spam-tokens', { chainId: 31338, address: LISTED_NFT.slice(2) })).statusCode).toBe(201);
    // Adding again changes nothing and says so.
    expect((await admin('POST', '/v1/admin/spam-tokens', { chainId: 31338, address: LISTED })).statusCode).toBe(200);

    const listing = (await admin('GET', '/v1/admin/spam-tokens')).json() as { tokens: { chainId: number; address: string }[] };
    expect(listing.tokens.map((token) => token.address).sort()).toEqual([LISTED, LISTED_NFT]);
    const transactions = await history();
    expect(spamOf(transactions, hashOf(listed))).toBe(true);
    expect(spamOf(transactions, hashOf(listedNft))).toBe(true);

    const removed = await admin('DELETE', `/v1/admin/spam-tokens/eip155:31338/${LISTED}`);
    expect(removed.statusCode).toBe(204);
    expect((await admin('DELETE', `/v1/admin/spam-tokens/31338/${LISTED}`)).json()).toMatchObject({ error: 'SPAM_TOKEN_NOT_FOUND' });
    expect(spamOf(await history(), hashOf(listed))).toBe(false);
  });

  it('refuses spam list changes without the admin token, or for a bad address or chain', async () => {
    expect((await admin('GET', '/v1/admin/spam-tokens', undefined, {})).statusCode).toBe(401);
    expect(
      (await admin('POST', '/v1/admin/spam-tokens', { chainId: 31338, address: LISTED }, { authorization: 'Bearer nope-nope-nope-nope' }))
        .statusCode,
    ).toBe(401);
    const badAddress = await admin('POST', '/v1/admin/spam-tokens', { chainId: 31338, address: '0x123' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toMatchObject({ error: 'INVALID_ADDRESS' });
    expect((await admin('POST', '/v1/admin/spam-tokens', { chainId: 5, address: LISTED })).json()).toMatchObject({
      error: 'UNSUPPORTED_CHAIN',
    });
    expect((await admin('DELETE', `/v1/admin/spam-tokens/31338/nope`)).statusCode).toBe(400);
  });

  it('adds the same token from parallel requests once', async () => {
    const token = `0x${'f7'.repeat(20)}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin('POST', '/v1/admin/spam-tokens', { chainId: 31338, address: token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const listing = (await admin('GET', '/v1/admin/spam-tokens')).json() as { tokens: { address: string }[] };
    expect(listing.tokens.filter((entry) => entry.address === token)).toHaveLength(1);
  });
});
