import { buildEnsSeedTransactions } from './ens/ens-seed-transactions';
import { buildNftSeedTransactions } from './nfts/nft-seed-transactions';
import { buildOnrampSeedTransactions } from './onramp/onramp-seed-transactions';
import { buildSeedTransactions, type SeedTransaction } from './seed-transactions';
import { buildUniswapV3SeedTransactions } from './uniswap-v3/uniswap-v3-seed-transactions';

/**
 * Every transaction seeding sends, in nonce order. New steps go at the end: each deployment's address is
 * the deployer's CREATE address at its nonce, so inserting one would move every later contract.
 */
export function buildDevnetSeedSteps(nftMetadataUrl: string): SeedTransaction[] {
  return [
    ...buildSeedTransactions(),
    ...buildNftSeedTransactions(nftMetadataUrl),
    ...buildUniswapV3SeedTransactions(),
    ...buildEnsSeedTransactions(),
    ...buildOnrampSeedTransactions(),
  ];
}
