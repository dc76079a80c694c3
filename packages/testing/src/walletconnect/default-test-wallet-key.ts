import type { Hex } from 'viem';

/**
 * Anvil's first dev account (0xf39F…2266, DEVNET_ACCOUNTS[0] of @airlock/devnet, funded on every
 * devnet chain). Public: never use it on a real chain.
 */
export const DEFAULT_TEST_WALLET_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
