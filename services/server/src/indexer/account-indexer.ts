/** What the history route asks of the indexer. */
export interface AccountIndexer {
  /**
   * Makes sure the account's transactions on the chain are indexed from now on: on a `watched` chain
   * it is added (once) and backfilled in the background; on an `all` chain there is nothing to do.
   * Rejects with UnknownIndexerChainError or InvalidAccountAddressError.
   */
  watchAccount(chainId: number, address: string): Promise<void>;
}

export class UnknownIndexerChainError extends Error {
  override readonly name = 'UnknownIndexerChainError';
  readonly code = 'UNKNOWN_CHAIN';
  constructor(readonly chainId: number) {
    super(`chain ${chainId} is not configured on this server`);
  }
}

export class InvalidAccountAddressError extends Error {
  override readonly name = 'InvalidAccountAddressError';
  readonly code = 'INVALID_ADDRESS';
  constructor(address: string) {
    super(`"${address.slice(0, 60)}" is not a 0x address of 40 hex digits`);
  }
}
