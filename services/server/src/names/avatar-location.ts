/** Where this server serves an avatar: a path under the server's base URL, or undefined when it cannot serve it. */
export type AvatarPath = string;

/** ENSIP-12's NFT form: `eip155:<chain>/erc721:<contract>/<token id>` (or erc1155). */
const NFT_AVATAR = /^eip155:([1-9][0-9]{0,15})\/(?:erc721|erc1155):(0x[0-9a-fA-F]{40})\/(0|[1-9][0-9]{0,77})$/;
/** The URL forms the image proxy fetches (ipfs:// through the operator's gateway). */
const URL_AVATAR = /^(?:https?:\/\/|ipfs:\/\/|data:image\/)/i;

export interface NftAvatar {
  chainId: number;
  contract: string;
  tokenId: string;
}

/** The token an ENSIP-12 NFT avatar names, or undefined for any other value. */
export function nftAvatarOf(avatar: string): NftAvatar | undefined {
  const match = NFT_AVATAR.exec(avatar.trim());
  if (!match) return undefined;
  return { chainId: Number(match[1]), contract: match[2]!.toLowerCase(), tokenId: match[3]! };
}

/** The NFT image route's path for a token. */
export const nftImagePath = ({ chainId, contract, tokenId }: NftAvatar): AvatarPath => `/v1/nft-image/${chainId}/${contract}/${tokenId}`;

/** The avatar route's path for a name whose avatar is a URL; an ENS name's carries the chain its record was read on. */
export const nameAvatarPath = (name: string, ensChainId?: number): AvatarPath =>
  `/v1/profile/avatar/${encodeURIComponent(name)}${ensChainId === undefined ? '' : `?chainId=${ensChainId}`}`;

/**
 * Where `name`'s `avatar` text record is served from this server, under the NFT image limits: an NFT avatar by the NFT
 * image route (its metadata's image), a URL one (https, ipfs://, data:image) by the avatar route; undefined otherwise.
 */
export function avatarPathOf(
  name: string,
  avatar: string | undefined,
  servesChain: (chainId: number) => boolean,
  ensChainId?: number,
): AvatarPath | undefined {
  if (!avatar) return undefined;
  const nft = nftAvatarOf(avatar);
  if (nft) return servesChain(nft.chainId) ? nftImagePath(nft) : undefined;
  return URL_AVATAR.test(avatar.trim()) ? nameAvatarPath(name, ensChainId) : undefined;
}
