import type { AccountStatus, CaipAddress, ChainState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from './use-external-state';

export interface AirlockAccount {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  status: AccountStatus;
  isConnected: boolean;
  balance: { value: bigint; decimals: number; symbol: string } | undefined;
  balanceLoading: boolean;
  /** How it is connected (ID_AUTH for the embedded wallet). */
  connectorId: string | undefined;
  /** Its name (spec §7 identity) on EVM non-test networks: null when it has none, undefined while not known. */
  profileName: string | null | undefined;
  /** Its avatar's address, when its name has one. */
  profileImage: string | null | undefined;
}

const selectAccount = (state: ChainState) => {
  const account = state.namespaces[state.activeNamespace]?.account;
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected',
    balance: account?.balance,
    balanceLoading: account?.balanceLoading ?? false,
    connectorId: account?.connectorId,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
  };
};

/** The active namespace's account. */
export function useAirlockAccount(): AirlockAccount {
  return useExternalState(useAirlock().chain, selectAccount);
}
