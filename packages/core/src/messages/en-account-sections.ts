/**
 * The English catalog's strings for the Account view's Activity and NFTs tabs. They are a part of
 * the catalog kept apart from `en` so they load with those views, not with the dApp's first page.
 */
export const enAccountSections = {
  activityLoading: 'Loading activity',
  noActivity: 'No activity yet',
  noActivityHint: 'Transactions of this account on this network show up here.',
  loadMore: 'Load more',
  loadingMore: 'Loading more',
  pending: 'Pending',
  failed: 'Failed',
  operations: {
    send: 'Sent', receive: 'Received', self: 'Sent to self', trade: 'Swapped', mint: 'Minted', burn: 'Burned', approve: 'Approved', execute: 'Executed', deploy: 'Deployed',
  } as Record<string, string>,
  sending: 'Sending',
  counterpartyTo: (address: string) => `to ${address}`,
  counterpartyFrom: (address: string) => `from ${address}`,
  nftsLoading: 'Loading NFTs',
  noNfts: 'No NFTs yet',
  noNftsHint: 'NFTs this account holds on this network show up here.',
  nftsLoadFailed: 'Could not load NFTs',
  retry: 'Try again',
  unnamedNft: (tokenId: string) => `#${tokenId}`,
  nftDetails: 'NFT details',
  backToNfts: 'Back to NFTs',
  collection: 'Collection',
  tokenId: 'Token ID',
  description: 'Description',
  attributes: 'Attributes',
  send: 'Send',
} as const;
