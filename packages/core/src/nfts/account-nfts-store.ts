import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountNft } from '@airlock/protocol';
import { emptyPagedList, type PagedList } from '../paging/paged-list-state';

/** The NFTs tab's state: the active account's NFTs on the active network, spam left out. */
export interface AccountNftsState {
  nfts: PagedList<AccountNft>;
}

export type AccountNftsStore = StoreApi<AccountNftsState>;

export function createAccountNftsStore(): AccountNftsStore {
  return createStore<AccountNftsState>(() => ({ nfts: emptyPagedList() }));
}

export function nftId(nft: AccountNft): string {
  return `${nft.chainId}:${nft.contract.toLowerCase()}:${nft.tokenId}`;
}
