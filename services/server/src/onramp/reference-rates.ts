import type { FiatCurrency, PaymentMethod } from './onramp-limits-table';

/**
 * Fixed rates the sandbox sells at and an estimated quote (spec §8) is computed from, in US dollars per unit, scaled by
 * 10^4: 1 EUR = 1.08 USD; 1 USDC = 1 USD; 1 ETH = 3,000 USD (the devnet's Uniswap pool price). Documented in the README.
 */
export const FIAT_USD_RATES: Record<FiatCurrency, bigint> = { USD: 10_000n, EUR: 10_800n };
export const TOKEN_USD_PRICES: Record<string, bigint> = { USDC: 10_000n, ETH: 30_000_000n };
/** Decimals of the tokens priced above, as the devnet (and mainnet) define them. */
export const TOKEN_DECIMALS: Record<string, number> = { USDC: 6, ETH: 18 };

/** The sandbox's fee per payment method in basis points (spec §9: 1–2%): card 1.5%, bank account 1%. */
export const SANDBOX_FEE_BPS: Record<PaymentMethod, bigint> = { card: 150n, bank_account: 100n };

/** An estimate charges the top of spec §9's fee range, so the real quote is not worse than the estimate shown. */
export const ESTIMATE_FEE_BPS = 200n;
