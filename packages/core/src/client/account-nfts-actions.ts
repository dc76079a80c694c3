import type { AccountNftsResponse } from '@airlock/protocol';
import { serverAssetUrl } from '../api/server-asset-url';
import { nftId } from '../nfts/account-nfts-store';
import { pageArrived, pageFailed, pageRequested, shouldRequestPage, type PageRequest } from '../paging/paged-list';
import { activeAccountListOwner } from './active-account-list-owner';
import type { ClientContext } from './client-context';

/** NFTs are indexed on evm chains only. */
const NFT_NAMESPACES = ['eip155'];

/** Loads a page of the active account's NFTs on the active network; spam is left out. */
export async function fetchNfts(context: ClientContext, request: PageRequest): Promise<void> {
  const api = context.api;
  const active = activeAccountListOwner(context);
  if (!api || !active || !NFT_NAMESPACES.includes(active.namespace)) return;
  const store = context.accountNfts;
  const { nfts } = store.getState();
  if (!shouldRequestPage(nfts, active.owner, request)) return;
  const cursor = request === 'more' ? nfts.next : null;
  const requested = pageRequested(nfts, active.owner, request);
  store.setState({ nfts: requested });
  try {
    const page = await api.get<AccountNftsResponse>(`/v1/account/${active.address}/nfts`, {
      chainId: active.chain,
      cursor: cursor ?? undefined,
    });
    const data = page.data
      .filter((nft) => !nft.isSpam)
      .map((nft) => ({ ...nft, imageUrl: nft.imageUrl && serverAssetUrl(api.baseUrl, nft.imageUrl) }));
    store.setState({ nfts: pageArrived(store.getState().nfts, requested.requestId, request, { data, next: page.next }, nftId) });
  } catch (error) {
    console.warn('[airlock] NFTs unavailable', error);
    store.setState({ nfts: pageFailed(store.getState().nfts, requested.requestId) });
  }
}
