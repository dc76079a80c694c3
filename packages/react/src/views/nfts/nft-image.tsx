import type { AccountNft } from '@airlock/protocol';
import { nftName } from './nft-name';

/** The NFT's image as the server serves it, named for screen readers; a plain tile when there is none. */
export function NftImage({ nft, className }: { nft: AccountNft; className: string }) {
  if (!nft.imageUrl) return <span className={className} data-empty="true" aria-hidden="true" />;
  return <img className={className} src={nft.imageUrl} alt={nftName(nft)} loading="lazy" />;
}
