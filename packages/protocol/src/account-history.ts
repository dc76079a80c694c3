/**
 * Shapes of `GET /v1/account/{address}/history` (spec §3 Transaction, §7) and of the account's NFTs
 * (`GET /v1/account/{address}/nfts`), as the server's indexer answers them.
 */

/** What a transaction did, from the account's side. */
/** `self`: the account sent only to itself. */
export type OperationType = 'send' | 'receive' | 'self' | 'trade' | 'mint' | 'burn' | 'approve' | 'execute' | 'deploy';
export type TransactionStatus = 'confirmed' | 'failed' | 'pending';

export interface TransactionMetadata {
  /** ISO 8601. */
  minedAt: string;
  /** CAIP-2, e.g. `eip155:31337`. */
  chain: string;
  operationType: OperationType;
  status: TransactionStatus;
  /** Lowercase 0x addresses of the transaction. */
  sentFrom: string;
  sentTo: string;
}

export interface FungibleInfo {
  name: string;
  symbol: string;
  /** The token contract, or null for the native currency. */
  address: string | null;
  decimals: number;
  icon: { url: string } | null;
  /** Spam: on the operator's list, or unsolicited with no price (see the server README). */
  flags?: { is_spam: boolean };
}

export interface NftInfo {
  name: string;
  /** The collection contract and the token id (decimal). */
  contract: string;
  tokenId: string;
  standard: 'erc721' | 'erc1155';
  flags: { is_spam: boolean };
  /** Preview image, served through the Airlock server (never the metadata's own host). */
  content: { preview: { url: string } | null };
}

export interface TransactionTransfer {
  direction: 'in' | 'out' | 'self';
  sender: string;
  recipient: string;
  fungible_info?: FungibleInfo;
  nft_info?: NftInfo;
  /** Base units (`int`, a decimal string) and the amount in whole units (`numeric`, a decimal string). */
  quantity: { int: string; numeric: string; decimals: number };
}

export interface Transaction {
  /** `<chainId>:<hash>`. */
  id: string;
  hash: string;
  metadata: TransactionMetadata;
  transfers: TransactionTransfer[];
}

/** GET /v1/account/{address}/history?chainId=&cursor= */
export interface TransactionHistoryResponse {
  data: Transaction[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next: string | null;
}

export interface NftAttribute {
  trait_type: string;
  value: string | number;
}

/** One NFT the account holds. */
export interface AccountNft {
  chainId: number;
  contract: string;
  tokenId: string;
  standard: 'erc721' | 'erc1155';
  /** How many the account holds (1 for an ERC-721). */
  balance: string;
  collection: { name: string | null; symbol: string | null };
  name: string | null;
  description: string | null;
  /** Served through the Airlock server; null when there is none or it could not be fetched. */
  imageUrl: string | null;
  attributes: NftAttribute[];
  isSpam: boolean;
}

/** GET /v1/account/{address}/nfts?chainId=&cursor= */
export interface AccountNftsResponse {
  data: AccountNft[];
  next: string | null;
}
