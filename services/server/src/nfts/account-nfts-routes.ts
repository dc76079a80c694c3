import type { AccountNft, AccountNftsResponse } from '@airlock/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { requireProject } from '../access/require-project';
import type { ServerDeps } from '../app/server-deps';
import type { ChainClient } from '../blockchain/chain-clients';
import { ApiError } from '../http/api-error';
import { serverBaseUrl } from '../http/server-base-url';
import { decodeNftCursor, encodeNftCursor } from './nft-holdings-cursor';
import { readNftHoldings, type NftHolding } from './nft-holdings';
import { needsFetch } from './nft-metadata-loader';
import { nftKey, type CachedNftMetadata } from './nft-metadata-store';
import { accountNftsParams, accountNftsQuery } from './nft-request-schemas';
import type { NftServices } from './nft-services';

const PAGE_SIZE = 50;
/** How long a page waits for metadata it has to fetch; what is not there by then comes on a later request. */
const METADATA_WAIT_MS = 1_000;

async function metadataForPage(services: NftServices, chain: ChainClient, page: NftHolding[]): Promise<Map<string, CachedNftMetadata>> {
  const cached = await services.store.readMany(chain.config.chainId, page);
  const missing = page.filter((holding) => needsFetch(cached.get(nftKey(holding))));
  if (missing.length === 0) return cached;
  const loads = missing.map((holding) =>
    services.loader.load(chain, holding, holding.standard).then(
      (metadata) => void cached.set(nftKey(holding), metadata),
      () => undefined,
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(loads), new Promise((resolve) => (timer = setTimeout(resolve, METADATA_WAIT_MS)))]);
  clearTimeout(timer);
  return new Map(cached);
}

function accountNft(chainId: number, holding: NftHolding, cached: CachedNftMetadata | undefined, baseUrl: string): AccountNft {
  const metadata = cached?.metadata ?? null;
  return {
    chainId,
    contract: holding.contract,
    tokenId: holding.tokenId,
    standard: holding.standard,
    balance: holding.balance,
    collection: { name: holding.collectionName, symbol: holding.collectionSymbol },
    name: metadata?.name ?? null,
    description: metadata?.description ?? null,
    imageUrl: metadata?.image ? `${baseUrl}/v1/nft-image/${chainId}/${holding.contract}/${holding.tokenId}` : null,
    attributes: metadata?.attributes ?? [],
    isSpam: holding.isSpam,
  };
}

/** GET /v1/account/:address/nfts?projectId=&chainId=&cursor=: the ERC-721 and ERC-1155 tokens an account holds, a page at a time. */
export function accountNftsRoutes(services: NftServices): FastifyPluginAsync<ServerDeps> {
  return async (app, deps) => {
    app.get('/v1/account/:address/nfts', { preHandler: requireProject(deps.projects) }, async (request): Promise<AccountNftsResponse> => {
      const { address } = accountNftsParams.parse(request.params);
      const { chainId, cursor } = accountNftsQuery.parse(request.query);
      const chain = services.chainById(chainId);
      if (!chain) throw new ApiError(400, 'BAD_REQUEST', `chainId: ${chainId} is not a chain this server serves`);
      const after = cursor === undefined ? undefined : decodeNftCursor(cursor);
      const holdings = await readNftHoldings(deps.database.db, chainId, address, PAGE_SIZE + 1, after);
      const page = holdings.slice(0, PAGE_SIZE);
      const metadata = await metadataForPage(services, chain, page);
      const baseUrl = serverBaseUrl(deps.config.publicUrls, request);
      return {
        data: page.map((holding) => accountNft(chainId, holding, metadata.get(nftKey(holding)), baseUrl)),
        next: holdings.length > PAGE_SIZE ? encodeNftCursor(page.at(-1)!) : null,
      };
    });
  };
}
