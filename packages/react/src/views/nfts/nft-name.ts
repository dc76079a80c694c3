import type { AccountNft } from '@airlock/protocol';
import { formatMessage, type AccountSectionsMessages } from '@airlock/core';

/** The NFT's own name, else its collection and token id. */
export function nftName(nft: AccountNft, sectionMessages: AccountSectionsMessages): string {
  return nft.name ?? `${nft.collection.name ?? ''} ${formatMessage(sectionMessages.unnamedNft, { tokenId: nft.tokenId })}`.trim();
}
