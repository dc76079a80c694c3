import type { DevnetAccount } from '../devnet-accounts';

/**
 * Owner of the devnet's offchain resolver: the key the Airlock server (chains file `ens.resolverOwnerKey`)
 * uses to point the resolver at its own gateway and signer. Its key is keccak256("airlock devnet ens
 * resolver owner"): public, for the devnet only. Seeding funds it for those transactions.
 */
export const DEVNET_ENS_RESOLVER_OWNER = {
  address: '0x822879581bE13D836D7Ad214E8e21A133158759b',
  privateKey: '0xe37bcb1b8b343ac6d036ba87c3832b801e4e763ab1fab1560caa23f0e4319f02',
} as const satisfies DevnetAccount;
