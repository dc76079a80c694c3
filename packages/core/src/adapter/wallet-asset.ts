/** A fungible asset the wallet reports holding (ERC-7811 wallet_getAssets, normalised). */
export interface WalletAsset {
  /** Token contract, or 'native' for the network's own currency. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  balance: bigint;
}
