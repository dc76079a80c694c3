const USDC_UNIT = 10n ** 6n;
const DAI_UNIT = 10n ** 18n;
const ETH_UNIT = 10n ** 18n;
const UNI_UNIT = 10n ** 18n;

/** What seeding gives each default account and puts into the Uniswap V2 pools (the V3 ones: DEVNET_UNISWAP_V3_POOLS). */
export const DEVNET_SEED_AMOUNTS = {
  usdcPerAccount: 10_000n * USDC_UNIT,
  daiPerAccount: 10_000n * DAI_UNIT,
  uniPerAccount: 100n * UNI_UNIT,
  /** What DEVNET_FAUCET_ACCOUNT holds instead of the per-account ETH and USDC (its DAI is as for every account). */
  faucet: { eth: 1_000_000n * ETH_UNIT, usdc: 10_000_000n * USDC_UNIT },
  /** What the sandbox on-ramp's treasury (DEVNET_ONRAMP_TREASURY) delivers purchases from. */
  onrampTreasury: { eth: 10_000n * ETH_UNIT, usdc: 10_000_000n * USDC_UNIT },
  /** The first this-many default accounts each receive one Airlock Pass (token ids 1, 2, 3...). */
  passHolderCount: 3,
  /** 1 ETH = 3000 USDC. */
  ethUsdcPool: { eth: 1_000n * ETH_UNIT, usdc: 3_000_000n * USDC_UNIT },
  /** 1 USDC = 1 DAI. */
  usdcDaiPool: { usdc: 1_000_000n * USDC_UNIT, dai: 1_000_000n * DAI_UNIT },
} as const;
