import type { ServerDeps } from '../app/server-deps';
import { chainClientsFor, type ChainClient } from '../blockchain/chain-clients';
import type { NftFetchConfig } from './nft-fetch-config';
import { createNftImageCache, type NftImageCache } from './nft-image-cache';
import { createNftMetadataLoader, type NftMetadataLoader } from './nft-metadata-loader';
import { createNftMetadataStore, type NftMetadataStore } from './nft-metadata-store';

/** Image bytes kept in memory per server process. */
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** What the NFT routes share: chains, the metadata cache and loader, the image cache, the fetch rules. */
export interface NftServices {
  chainById(chainId: number): ChainClient | undefined;
  store: NftMetadataStore;
  loader: NftMetadataLoader;
  images: NftImageCache;
  fetchConfig: NftFetchConfig;
}

export function createNftServices(deps: ServerDeps): NftServices {
  const chains = chainClientsFor(deps.chains);
  const store = createNftMetadataStore(deps.database.db);
  const fetchConfig = deps.config.nftFetch;
  return {
    chainById: (chainId) => chains.all.find((chain) => chain.config.chainId === chainId),
    store,
    loader: createNftMetadataLoader({ store, config: fetchConfig, log: deps.log }),
    images: createNftImageCache(IMAGE_CACHE_BYTES),
    fetchConfig,
  };
}
