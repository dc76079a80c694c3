import { nftFetchConfigFromEnv } from '../src/nfts/nft-fetch-config';
import { startDevnet, DEVNET_NFT_COLLECTIONS, type Devnet } from '@airlock/devnet';
import type { AccountNft, AccountNftsResponse } from '@airlock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirlockServer } from '../src/app/build-server';
import { devnetChainConfigs } from './support/devnet-chain-configs';
import { DEMO_PROJECT_ID } from '../src/projects/project-id';
import { indexedTokens, indexedTransfers, nftMetadata, spamTokens } from '../src/storage/schema';
import { STORAGE_KINDS } from './support/test-databases';
import { buildTestServer } from './support/test-server';

const ZERO = '0x0000000000000000000000000000000000000000';
const punks = DEVNET_NFT_COLLECTIONS.punks.address.toLowerCase();
const items = DEVNET_NFT_COLLECTIONS.items.address.toLowerCase();
const noCode = `0x${'ab'.repeat(20)}`;
const project = `projectId=${DEMO_PROJECT_ID}`;

type TransferRow = typeof indexedTransfers.$inferInsert;

function transfer(
  block: number,
  position: number,
  kind: 'erc721' | 'erc1155' | 'erc20',
  token: string,
  tokenId: string | null,
  from: string,
  to: string,
  amount = '1',
  chainId = 31337,
): TransferRow {
  return {
    chainId,
    txHash: `0x${block.toString(16).padStart(4, '0')}${position.toString(16).padStart(60, '0')}`,
    position,
    batchIndex: 0,
    blockNumber: block,
    kind,
    token,
    tokenId,
    fromAddress: from,
    toAddress: to,
    amount,
  };
}

/** A server with the devnet chains, fetching NFT metadata from `allowedHosts` (AIRLOCK_NFT_ALLOWED_HOSTS) even on loopback. */
async function serverWith(devnet: Devnet, storage: 'pglite' | 'postgres', allowedHosts: string | undefined): Promise<AirlockServer> {
  const nftFetch = nftFetchConfigFromEnv({ AIRLOCK_NFT_ALLOWED_HOSTS: allowedHosts });
  return buildTestServer({ storage, chains: devnetChainConfigs(devnet.chains.map((chain) => chain.rpcUrl)), config: { nftFetch } });
}

describe('GET /v1/account/:address/nfts', () => {
  let devnet: Devnet;
  let a: string;
  let b: string;
  let c: string;
  let d: string;
  beforeAll(async () => {
    devnet = await startDevnet();
    [a, b, c, d] = [0, 1, 2, 9].map((index) => devnet.accounts[index]!.address.toLowerCase()) as [string, string, string, string];
  });
  afterAll(async () => {
    await devnet?.stop();
  });

  const rows = (): TransferRow[] => [
    // Punk #1: minted to A, to B, back to A.
    transfer(10, 0, 'erc721', punks, '1', ZERO, a),
    transfer(11, 0, 'erc721', punks, '1', a, b),
    transfer(12, 3, 'erc721', punks, '1', b, a),
    // Punk #2: minted to A, then sent to C.
    transfer(10, 1, 'erc721', punks, '2', ZERO, a),
    transfer(13, 0, 'erc721', punks, '2', a, c),
    transfer(10, 2, 'erc721', punks, '3', ZERO, b),
    // Punk #4: into A and out again in one block; the log index orders them.
    transfer(10, 3, 'erc721', punks, '4', ZERO, c),
    transfer(14, 7, 'erc721', punks, '4', a, b),
    transfer(14, 5, 'erc721', punks, '4', c, a),
    // Items: A gets 5 potions, sends 2 to B, sends 1 to itself; gets 1 shield and sends it to C.
    transfer(10, 4, 'erc1155', items, '1', ZERO, a, '5'),
    transfer(10, 5, 'erc1155', items, '1', ZERO, b, '3'),
    transfer(15, 0, 'erc1155', items, '1', a, b, '2'),
    transfer(15, 1, 'erc1155', items, '1', a, a, '1'),
    transfer(10, 6, 'erc1155', items, '2', ZERO, a, '1'),
    transfer(16, 0, 'erc1155', items, '2', a, c, '1'),
    // Not NFTs, or another chain: never listed for 31337.
    transfer(17, 0, 'erc20', items, null, ZERO, a, '1000'),
    transfer(10, 0, 'erc721', punks, '3', ZERO, a, '1', 31338),
    // 60 tokens of a contract without code, to page through.
    ...Array.from({ length: 60 }, (_, index) => transfer(20, index, 'erc721', noCode, String(1000 + index), ZERO, d)),
  ];

  for (const storage of STORAGE_KINDS) {
    describe(`on ${storage}`, () => {
      let server: AirlockServer;
      const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
      const nftsOf = async (address: string, extra = ''): Promise<AccountNftsResponse> => {
        const response = await get(`/v1/account/${address}/nfts?${project}&chainId=eip155:31337${extra}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      /** Metadata still being fetched in the background comes on a later request. */
      const settledNftsOf = async (address: string): Promise<AccountNft[]> => {
        for (let attempt = 0; ; attempt++) {
          const { data } = await nftsOf(address);
          if (data.every((nft) => nft.name !== null) || attempt > 40) return data;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };

      beforeAll(async () => {
        server = await serverWith(devnet, storage, devnet.nftMetadata.host);
        const { db } = server.deps.database;
        await db.insert(indexedTransfers).values(rows());
        await db.insert(indexedTokens).values([
          { chainId: 31337, address: punks, kind: 'erc721', name: 'Airlock Devnet Punks', symbol: 'ADPUNK' },
          { chainId: 31337, address: items, kind: 'erc1155', name: 'Airlock Devnet Items', symbol: 'ADITEM' },
        ]);
        await db.insert(spamTokens).values({ chainId: 31337, address: noCode, reason: 'test' });
      });
      afterAll(async () => {
        await server?.close();
      });

      it('lists the ERC-721s whose last transfer came to the account and ERC-1155 ids with a positive balance', async () => {
        const { data, next } = await nftsOf(a);
        expect(next).toBeNull();
        expect(data.map(({ contract, tokenId, standard, balance }) => ({ contract, tokenId, standard, balance }))).toEqual([
          { contract: punks, tokenId: '1', standard: 'erc721', balance: '1' },
          { contract: items, tokenId: '1', standard: 'erc1155', balance: '3' },
        ]);
        expect((await nftsOf(b)).data.map((nft) => `${nft.contract === punks ? 'punk' : 'item'}${nft.tokenId}:${nft.balance}`)).toEqual([
          'punk3:1',
          'punk4:1',
          'item1:5',
        ]);
        expect((await nftsOf(c)).data.map((nft) => `${nft.contract === punks ? 'punk' : 'item'}${nft.tokenId}:${nft.balance}`)).toEqual([
          'punk2:1',
          'item2:1',
        ]);
        const l2 = await get(`/v1/account/${a}/nfts?${project}&chainId=31338`);
        expect(l2.json().data.map((nft: AccountNft) => nft.tokenId)).toEqual(['3']);
      });

      it('adds metadata from on-chain data: URIs and http metadata on an allowlisted host, with images through the server', async () => {
        const [punk, potion] = await settledNftsOf(a);
        expect(punk).toMatchObject({
          chainId: 31337,
          collection: { name: 'Airlock Devnet Punks', symbol: 'ADPUNK' },
          name: 'Devnet Punk #1',
          description: expect.stringContaining('data: URI'),
          imageUrl: `http://localhost:80/v1/nft-image/31337/${punks}/1`,
          attributes: [
            { trait_type: 'Hue', value: 200 },
            { trait_type: 'Image', value: 'SVG' },
          ],
          isSpam: false,
        });
        expect(potion).toMatchObject({
          name: 'Devnet Potion',
          collection: { symbol: 'ADITEM' },
          imageUrl: `http://localhost:80/v1/nft-image/31337/${items}/1`,
        });
        const cached = await server.deps.database.db.select().from(nftMetadata);
        expect(cached.filter((row) => row.metadata !== null).map((row) => `${row.contract}:${row.tokenId}`)).toEqual(
          expect.arrayContaining([`${punks}:1`, `${items}:1`]),
        );
      });

      it('pages by cursor, flags spam collections, and answers an account with none with an empty list', async () => {
        const first = await nftsOf(d);
        expect(first.data).toHaveLength(50);
        expect(first.data.every((nft) => nft.isSpam && nft.name === null && nft.imageUrl === null)).toBe(true);
        expect(first.next).toEqual(expect.any(String));
        const second = await nftsOf(d, `&cursor=${first.next}`);
        expect(second.data).toHaveLength(10);
        expect(second.next).toBeNull();
        const ids = [...first.data, ...second.data].map((nft) => nft.tokenId);
        expect(new Set(ids).size).toBe(60);
        expect(await nftsOf(`0x${'12'.repeat(20)}`)).toEqual({ data: [], next: null });
      });
    });
  }

  describe('without the devnet’s metadata host on the allowlist', () => {
    let server: AirlockServer;
    beforeAll(async () => {
      server = await serverWith(devnet, 'pglite', undefined);
      await server.deps.database.db.insert(indexedTransfers).values(rows());
    });
    afterAll(async () => {
      await server?.close();
    });

    it('lists the NFT without name or image, and records why its metadata was refused', async () => {
      const url = `/v1/account/${a}/nfts?${project}&chainId=eip155:31337`;
      let potion: AccountNft | undefined;
      let row: typeof nftMetadata.$inferSelect | undefined;
      for (let attempt = 0; attempt < 40 && !row; attempt++) {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBe(200);
        potion = (response.json() as AccountNftsResponse).data.find((nft) => nft.contract === items);
        row = (await server.deps.database.db.select().from(nftMetadata)).find((cached) => cached.contract === items);
        if (!row) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(potion).toMatchObject({ tokenId: '1', balance: '3', name: null, imageUrl: null, attributes: [] });
      expect(row).toMatchObject({ metadata: null, error: expect.stringMatching(/^REFUSED_HOST: 127\.0\.0\.1/) });
      // The data: URI punk needs no host.
      const punk = (await server.app.inject({ url })).json().data.find((nft: AccountNft) => nft.contract === punks);
      expect(punk.name).toBe('Devnet Punk #1');
    });

    it('answers bad input with 400 and a clear message, and checks the project and origin', async () => {
      const cases: [string, number, RegExp][] = [
        [`/v1/account/0x123/nfts?${project}&chainId=eip155:31337`, 400, /address: must be a 0x-prefixed 20-byte hex address/],
        [`/v1/account/${a}/nfts?${project}`, 400, /chainId/],
        [`/v1/account/${a}/nfts?${project}&chainId=solana:1`, 400, /chainId must be eip155:<decimal chain id>/],
        [`/v1/account/${a}/nfts?${project}&chainId=eip155:999`, 400, /chainId: 999 is not a chain this server serves/],
        [`/v1/account/${a}/nfts?${project}&chainId=eip155:31337&cursor=nonsense`, 400, /cursor: not a cursor this server gave out/],
        [`/v1/account/${a}/nfts?chainId=eip155:31337`, 400, /Project ID Not Configured/],
      ];
      for (const [url, status, message] of cases) {
        const response = await server.app.inject({ url });
        expect(response.statusCode, url).toBe(status);
        expect(response.json().message, url).toMatch(message);
      }
      const foreign = await server.app.inject({
        url: `/v1/account/${a}/nfts?${project}&chainId=eip155:31337`,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
    });
  });
});
