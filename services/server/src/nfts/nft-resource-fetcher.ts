import { parseDataUri } from './data-uri';
import type { NftFetchConfig } from './nft-fetch-config';
import { NftFetchError } from './nft-fetch-error';
import { isJsonMediaType, isNftImageType } from './nft-media-types';
import { fetchPublicResource, type FetchedResource } from './public-http-fetch';

export type NftResourceKind = 'metadata' | 'image';

const KINDS = {
  metadata: { accept: 'application/json', accepts: isJsonMediaType, limit: (config: NftFetchConfig) => config.maxMetadataBytes },
  image: {
    accept: 'image/png, image/jpeg, image/gif, image/webp, image/svg+xml',
    accepts: isNftImageType,
    limit: (config: NftFetchConfig) => config.maxImageBytes,
  },
} as const;

/** Reads NFT metadata or an image from a data: URI or (within the fetch limits) an http(s) URL. */
export async function fetchNftResource(location: string, kind: NftResourceKind, config: NftFetchConfig): Promise<FetchedResource> {
  const rules = KINDS[kind];
  const maxBytes = rules.limit(config);
  if (location.startsWith('data:')) {
    const { mediaType, body } = parseDataUri(location, maxBytes);
    // A data: URI of metadata without a type is JSON in practice.
    const contentType = kind === 'metadata' && mediaType === 'text/plain' ? 'application/json' : mediaType;
    if (!rules.accepts(contentType))
      throw new NftFetchError('WRONG_CONTENT_TYPE', `content type "${contentType.slice(0, 100)}" is not accepted`);
    return { contentType, body };
  }
  return fetchPublicResource(location, {
    maxBytes,
    timeoutMs: config.timeoutMs,
    maxRedirects: config.maxRedirects,
    allowedHosts: config.allowedHosts,
    accept: rules.accept,
    acceptsContentType: rules.accepts,
  });
}
