import type { NftFetchConfig } from './nft-fetch-config';
import { NftFetchError } from './nft-fetch-error';

/**
 * Where a token URI (or an image URI in metadata) is read from: itself for data: and http(s), the
 * operator's gateway for ipfs://, with ERC-1155's `{id}` replaced by the id as 64 lowercase hex digits.
 */
export function tokenUriLocation(uri: string, tokenId: bigint, config: Pick<NftFetchConfig, 'ipfsGateway'>): string {
  const trimmed = uri.trim();
  if (trimmed.startsWith('data:')) return trimmed;
  const withId = trimmed.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'));
  if (/^https?:\/\//i.test(withId)) return withId;
  if (/^ipfs:\/\//i.test(withId)) {
    if (!config.ipfsGateway) throw new NftFetchError('UNSUPPORTED_URI', 'ipfs:// URIs need AIRLOCK_NFT_IPFS_GATEWAY');
    return `${config.ipfsGateway}${withId.slice(7).replace(/^ipfs\//, '')}`;
  }
  throw new NftFetchError('UNSUPPORTED_URI', `unsupported URI scheme in "${withId.slice(0, 40)}"`);
}
