/**
 * The Account view's Activity and NFTs tabs' strings in English; apart from main.ts so they load
 * with those views, not with the dApp's first page.
 */
export const accountSections = {
  activityLoading: 'Loading activity',
  noActivity: 'No activity yet',
  noActivityHint: 'Transactions of this account on this network show up here.',
  loadMore: 'Load more',
  loadingMore: 'Loading more',
  pending: 'Pending',
  failed: 'Failed',
  /** An Activity row's title by the transaction's operation type. */
  operations: {
    send: 'Sent',
    receive: 'Received',
    self: 'Sent to self',
    trade: 'Swapped',
    mint: 'Minted',
    burn: 'Burned',
    approve: 'Approved',
    execute: 'Executed',
    deploy: 'Deployed',
  },
  sending: 'Sending',
  counterpartyTo: 'to {address}',
  counterpartyFrom: 'from {address}',
  nftsLoading: 'Loading NFTs',
  noNfts: 'No NFTs yet',
  noNftsHint: 'NFTs this account holds on this network show up here.',
  nftsLoadFailed: 'Could not load NFTs',
  retry: 'Try again',
  unnamedNft: '#{tokenId}',
  nftDetails: 'NFT details',
  backToNfts: 'Back to NFTs',
  collection: 'Collection',
  tokenId: 'Token ID',
  description: 'Description',
  attributes: 'Attributes',
  send: 'Send',
} as const;
