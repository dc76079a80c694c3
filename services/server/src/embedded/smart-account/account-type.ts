import type { ChainConfig } from '../../config/chain-config';

/** Spec §6: an EVM embedded account is an eoa or a smartAccount (the EOA delegated by EIP-7702). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec §6: EVM accounts are smart accounts unless the user chose eoa (also the column's default). */
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'smartAccount';

/** The stored preference as a type; the column's CHECK allows only these two. */
export function preferredAccountType(user: { preferredAccountType: string }): AccountType {
  return user.preferredAccountType === 'eoa' ? 'eoa' : DEFAULT_ACCOUNT_TYPE;
}

/** The chains where an account can be a smart account: those that name a batch executor. */
export function smartAccountEnabledNetworks(chains: readonly ChainConfig[]): number[] {
  return chains.filter((chain) => chain.batchExecutor !== undefined).map((chain) => chain.chainId);
}
