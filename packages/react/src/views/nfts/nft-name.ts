import type { AccountNft } from '@airlock/protocol';
import { enAccountSections } from '@airlock/core';

/** The NFT's own name, else its collection and token id. */
export function nftName(nft: AccountNft): string {
  return nft.name ?? `${nft.collection.name ?? ''} ${enAccountSections.unnamedNft(nft.tokenId)}`.trim();
}
