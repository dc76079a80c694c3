import type { AccountNft } from '@airlock/protocol';
import { enAccountSections } from '@airlock/core';
import { useCataloguePart } from '../../i18n/use-catalogue-part';
import { nftName } from './nft-name';

/** The NFT's image as the server serves it, named for screen readers; a plain tile when there is none. */
export function NftImage({ nft, className }: { nft: AccountNft; className: string }) {
  const sectionMessages = useCataloguePart('accountSections', enAccountSections);
  if (!nft.imageUrl) return <span className={className} data-empty="true" aria-hidden="true" />;
  return <img className={className} src={nft.imageUrl} alt={nftName(nft, sectionMessages)} loading="lazy" />;
}
