import type { FastifyPluginAsync } from 'fastify';
import type { ServerDeps } from '../app/server-deps';
import { singleFlight } from '../cache/single-flight';
import { ApiError } from '../http/api-error';
import { concurrencyLimit } from './concurrency-limit';
import { NftFetchError, type NftFetchErrorCode } from './nft-fetch-error';
import { sendNftImage } from './nft-image-response';
import { needsFetch } from './nft-metadata-loader';
import { nftKey, type CachedNftMetadata, type NftTokenKey } from './nft-metadata-store';
import { nftImageParams } from './nft-request-schemas';
import { fetchNftResource } from './nft-resource-fetcher';
import type { NftServices } from './nft-services';
import { tokenUriLocation } from './token-uri-location';
import type { FetchedResource } from './public-http-fetch';

const IMAGE_FETCH_CONCURRENCY = 4;

const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);

/** An origin that did not answer in time or at all is 503 (try later); one that answered wrongly is 502. */
function originFailure(code: NftFetchErrorCode | undefined, message: string): ApiError {
  if (code === 'NO_TOKEN_URI') return notFound('This token has no metadata');
  const unavailable = code === 'TIMEOUT' || code === 'NETWORK' || code === 'CHAIN_UNAVAILABLE';
  return unavailable
    ? new ApiError(503, 'NFT_ORIGIN_UNAVAILABLE', `NFT origin unavailable: ${message}`, 30)
    : new ApiError(502, 'NFT_ORIGIN_FAILED', `NFT origin refused or failed: ${message}`);
}

const storedErrorCode = (error: string | null): NftFetchErrorCode | undefined =>
  (error?.split(':')[0] as NftFetchErrorCode | undefined) ?? undefined;

/**
 * GET /v1/nft-image/:chainId/:contract/:tokenId: the token's image, fetched under the NFT fetch
 * rules and served from this server, so a page's CSP needs only this server in img-src.
 */
export function nftImageRoutes(services: NftServices): FastifyPluginAsync<ServerDeps> {
  const limit = concurrencyLimit(IMAGE_FETCH_CONCURRENCY);
  const sharedFetches = singleFlight<FetchedResource>();

  const metadataOf = async (chainId: number, key: NftTokenKey): Promise<CachedNftMetadata> => {
    const chain = services.chainById(chainId);
    if (!chain) throw notFound(`Chain ${chainId} is not served here`);
    const cached = (await services.store.readMany(chainId, [key])).get(nftKey(key));
    return needsFetch(cached) ? services.loader.load(chain, key) : cached!;
  };

  const imageOf = async (chainId: number, key: NftTokenKey): Promise<FetchedResource> => {
    const { metadata, error } = await metadataOf(chainId, key);
    if (!metadata) throw originFailure(storedErrorCode(error), error ?? 'no metadata');
    if (!metadata.image) throw notFound('This token has no image');
    const location = tokenUriLocation(metadata.image, BigInt(key.tokenId), services.fetchConfig);
    return fetchNftResource(location, 'image', services.fetchConfig);
  };

  return async (app) => {
    app.get('/v1/nft-image/:chainId/:contract/:tokenId', async (request, reply) => {
      const { chainId, contract, tokenId } = nftImageParams.parse(request.params);
      const key = { contract, tokenId };
      const cacheKey = `${chainId}:${nftKey(key)}`;
      let image = services.images.get(cacheKey);
      if (!image) {
        try {
          image = await sharedFetches(cacheKey, () => limit(() => imageOf(chainId, key)));
        } catch (error) {
          if (error instanceof NftFetchError) throw originFailure(error.code, error.message);
          throw error;
        }
        services.images.set(cacheKey, image);
      }
      return sendNftImage(reply, image);
    });
  };
}
