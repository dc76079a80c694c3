export type NftFetchErrorCode =
  | 'UNSUPPORTED_URI'
  | 'REFUSED_HOST'
  | 'TOO_LARGE'
  | 'WRONG_CONTENT_TYPE'
  | 'TIMEOUT'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'NETWORK'
  | 'BAD_METADATA'
  | 'NO_TOKEN_URI'
  /** The chain's node did not answer the tokenURI / uri call. */
  | 'CHAIN_UNAVAILABLE';

/** Why NFT metadata or an image could not be fetched; `message` is what the operator sees in nft_metadata.error. */
export class NftFetchError extends Error {
  override readonly name = 'NftFetchError';
  constructor(
    readonly code: NftFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}
