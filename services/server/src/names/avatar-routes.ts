import type { FastifyPluginAsync } from 'fastify';
import { labelUnderSuffix } from '@airlock/protocol';
import type { ServerDeps } from '../app/server-deps';
import { isRpcUnavailable, rpcUnavailable } from '../blockchain/upstream-failure';
import { singleFlight } from '../cache/single-flight';
import { ApiError } from '../http/api-error';
import { concurrencyLimit } from '../nfts/concurrency-limit';
import { NftFetchError } from '../nfts/nft-fetch-error';
import { createNftImageCache } from '../nfts/nft-image-cache';
import { sendNftImage } from '../nfts/nft-image-response';
import { fetchNftResource } from '../nfts/nft-resource-fetcher';
import type { FetchedResource } from '../nfts/public-http-fetch';
import { tokenUriLocation } from '../nfts/token-uri-location';
import { nftAvatarOf, nftImagePath } from './avatar-location';
import type { EnsIdentityReader } from './ens-identity';
import { avatarQuery, profileNameParams } from './profile-request-schemas';

const AVATAR_FETCH_CONCURRENCY = 4;
/** Avatar bytes kept in memory per server process. */
const AVATAR_CACHE_BYTES = 16 * 1024 * 1024;
/** How long a fetched avatar is served from memory before its record is read again (spec §9's identity time). */
const AVATAR_TTL_MS = 5 * 60_000;

const noAvatar = () => new ApiError(404, 'AVATAR_NOT_FOUND', 'This name has no avatar');

/** As the NFT image route answers: an origin that did not answer is 503, one that answered wrongly 502. */
function originFailure(error: NftFetchError): ApiError {
  const unavailable = error.code === 'TIMEOUT' || error.code === 'NETWORK';
  return unavailable
    ? new ApiError(503, 'AVATAR_ORIGIN_UNAVAILABLE', `Avatar origin unavailable: ${error.message}`, 30)
    : new ApiError(502, 'AVATAR_ORIGIN_FAILED', `Avatar origin refused or failed: ${error.message}`);
}

/**
 * GET /v1/profile/avatar/:name: the image of a name's `avatar` record (a name of the registry, else of ENS), fetched
 * under the NFT image rules (size, type, timeout, public hosts, the operator's IPFS gateway) and served from this
 * server; an NFT avatar is redirected to the NFT image route. Like NFT images, no project is needed (an <img> asks).
 */
export function avatarRoutes(ens: EnsIdentityReader): FastifyPluginAsync<ServerDeps> {
  const limit = concurrencyLimit(AVATAR_FETCH_CONCURRENCY);
  const sharedFetches = singleFlight<FetchedResource>();
  const images = createNftImageCache(AVATAR_CACHE_BYTES);
  const fetchedAt = new Map<string, { uri: string; at: number }>();

  return async (app, deps) => {
    const avatarRecordOf = async (name: string, chainId: string | undefined): Promise<string | undefined> => {
      const label = labelUnderSuffix(name, deps.names.suffix);
      if (label !== undefined) return (await deps.names.byLabel(label))?.attributes.avatar;
      if (name.toLowerCase().endsWith(`.${deps.names.suffix}`)) return undefined;
      try {
        return await ens.avatarOf(name, chainId);
      } catch (error) {
        // A chain that cannot be reached is an outage; a name ENS cannot take (viem refuses to encode it) has no avatar.
        if (isRpcUnavailable(error)) throw rpcUnavailable();
        return undefined;
      }
    };

    app.get('/v1/profile/avatar/:name', async (request, reply) => {
      const { name } = profileNameParams.parse(request.params);
      const { chainId } = avatarQuery.parse(request.query);
      const key = `${chainId ?? ''}:${name.toLowerCase()}`;
      const recent = fetchedAt.get(key);
      const fresh = recent && Date.now() - recent.at < AVATAR_TTL_MS ? images.get(recent.uri) : undefined;
      if (fresh) return sendNftImage(reply, fresh);
      const avatar = (await avatarRecordOf(name, chainId))?.trim();
      if (!avatar) throw noAvatar();
      const nft = nftAvatarOf(avatar);
      if (nft) return reply.redirect(nftImagePath(nft), 302);
      let image = images.get(avatar);
      if (!image) {
        try {
          image = await sharedFetches(avatar, () =>
            limit(() => fetchNftResource(tokenUriLocation(avatar, 0n, deps.config.nftFetch), 'image', deps.config.nftFetch)),
          );
        } catch (error) {
          if (error instanceof NftFetchError) throw originFailure(error);
          throw error;
        }
        images.set(avatar, image);
      }
      if (fetchedAt.size > 10_000) fetchedAt.clear();
      fetchedAt.set(key, { uri: avatar, at: Date.now() });
      return sendNftImage(reply, image);
    });
  };
}
