import { DEVNET_ACCOUNTS } from './devnet-accounts';

/**
 * The default account the Airlock server's devnet faucet sends from. Seeding gives it far more
 * than the others (DEVNET_SEED_AMOUNTS.faucet), so a busy demo day cannot empty it.
 */
export const DEVNET_FAUCET_ACCOUNT = DEVNET_ACCOUNTS[9];
