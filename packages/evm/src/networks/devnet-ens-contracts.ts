/**
 * Where the Airlock devnet deploys ENS on every chain (DEVNET_ADDRESSES of @airlock/devnet; test/networks.test.ts
 * holds the two equal): the registry and the universal resolver viem calls.
 */
export const DEVNET_ENS_CONTRACTS = {
  ensRegistry: { address: '0x48b7f8332Bed6292b515C7FAA94868431563Be1b' },
  ensUniversalResolver: { address: '0x6ec58b2f7E37a30b2b3C035bc6746f4979Db947a' },
} as const;
