import type { DevnetAccount } from '../devnet-accounts';

/**
 * The account the Airlock server's sandbox on-ramp delivers purchases from (chains file `onramp.treasuryKey`). Its key is
 * keccak256("airlock devnet onramp treasury"): public, for the devnet only. Seeding gives it ETH and USDC
 * (DEVNET_SEED_AMOUNTS.onrampTreasury).
 */
export const DEVNET_ONRAMP_TREASURY = {
  address: '0x4E1347359697E7F2a2848B83C0Ddb8B4A7CA7044',
  privateKey: '0xfeca4d04617796abdabda0e1003188fd4e40f23d3bc757c3dff340e3e7ae0320',
} as const satisfies DevnetAccount;
