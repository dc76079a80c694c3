import type { DevnetAccount } from './devnet-accounts';

/**
 * The account that deploys and owns the seeded contracts (it alone may mint USDC and DAI).
 * Kept apart from the default accounts so those start with nonce 0 and equal balances.
 * Its key is keccak256("airlock devnet deployer"): public, for the devnet only.
 */
export const DEVNET_DEPLOYER = {
  address: '0xe880FE9d1093F906D1b9A257ad1619ca11954865',
  privateKey: '0xb89ea120de4952e889f85774d494a69dc9cc850d816886e609e6d29c6ec1c103',
} as const satisfies DevnetAccount;
