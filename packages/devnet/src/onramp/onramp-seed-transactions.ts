import { DEVNET_ADDRESSES } from '../devnet-addresses';
import { DEVNET_SEED_AMOUNTS } from '../devnet-seed-amounts';
import { mintToken, type SeedTransaction } from '../seed-transactions';
import { DEVNET_ONRAMP_TREASURY } from './devnet-onramp-treasury';

const TRANSFER_GAS = 21_000n;

/** The sandbox on-ramp's treasury receives its ETH and USDC: plain transfers and a mint, no deployment, so no address moves. */
export function buildOnrampSeedTransactions(): SeedTransaction[] {
  const { eth, usdc } = DEVNET_SEED_AMOUNTS.onrampTreasury;
  return [
    { label: 'fund the on-ramp treasury with ETH', to: DEVNET_ONRAMP_TREASURY.address, data: '0x', value: eth, gas: TRANSFER_GAS },
    mintToken('mint USDC to the on-ramp treasury', DEVNET_ADDRESSES.usdc, DEVNET_ONRAMP_TREASURY.address, usdc),
  ];
}
