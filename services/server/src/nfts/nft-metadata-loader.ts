import type { FastifyBaseLogger } from 'fastify';
import { getAddress } from 'viem';
import type { ChainClient } from '../blockchain/chain-clients';
import { singleFlight } from '../cache/single-flight';
import { concurrencyLimit } from './concurrency-limit';
import type { NftFetchConfig } from './nft-fetch-config';
import { NftFetchError } from './nft-fetch-error';
import { parseNftMetadata } from './nft-metadata-document';
import { nftKey, type CachedNftMetadata, type NftMetadataStore, type NftTokenKey } from './nft-metadata-store';
import { fetchNftResource } from './nft-resource-fetcher';
import { tokenUriLocation } from './token-uri-location';
import { readTokenUri, type NftStandard } from './token-uri-reader';

/** Metadata fetches running at once, over every chain and request. */
const FETCH_CONCURRENCY = 4;
/** A failed fetch is tried again after this long. */
export const NFT_RETRY_AFTER_MS = 10 * 60_000;

export interface NftMetadataLoaderOptions {
  store: NftMetadataStore;
  config: NftFetchConfig;
  log: FastifyBaseLogger;
}

/** Fetches a token's metadata from the chain and its URI, and caches the outcome in nft_metadata. */
export function createNftMetadataLoader({ store, config, log }: NftMetadataLoaderOptions) {
  const limit = concurrencyLimit(FETCH_CONCURRENCY);
  const shared = singleFlight<CachedNftMetadata>();

  const fetchOnce = async (chain: ChainClient, key: NftTokenKey, standard: NftStandard | undefined): Promise<CachedNftMetadata> => {
    try {
      const uri = await readTokenUri(chain, getAddress(key.contract), BigInt(key.tokenId), standard);
      const resource = await fetchNftResource(tokenUriLocation(uri, BigInt(key.tokenId), config), 'metadata', config);
      return await store.write(chain.config.chainId, key, { metadata: parseNftMetadata(resource.body) });
    } catch (error) {
      if (!(error instanceof NftFetchError)) throw error;
      log.debug({ chainId: chain.config.chainId, ...key, code: error.code }, `NFT metadata not fetched: ${error.message}`);
      const reason = `${error.code}: ${error.message}`;
      // The node being down says nothing about the token: keep no row, so the next request tries again.
      if (error.code === 'CHAIN_UNAVAILABLE') return { metadata: null, error: reason, fetchedAt: new Date() };
      return store.write(chain.config.chainId, key, { error: reason });
    }
  };

  return {
    /** Fetches (at most FETCH_CONCURRENCY at once, one fetch per token at a time) and caches the outcome. */
    load(chain: ChainClient, key: NftTokenKey, standard?: NftStandard): Promise<CachedNftMetadata> {
      return shared(`${chain.config.chainId}:${nftKey(key)}`, () => limit(() => fetchOnce(chain, key, standard)));
    },
  };
}

export type NftMetadataLoader = ReturnType<typeof createNftMetadataLoader>;

/** Whether a cached row should be fetched again: none, or a failure older than NFT_RETRY_AFTER_MS. */
export function needsFetch(cached: CachedNftMetadata | undefined, now = Date.now()): boolean {
  return !cached || (cached.metadata === null && now - cached.fetchedAt.getTime() > NFT_RETRY_AFTER_MS);
}
