import type { ChainState, ConnectorsState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from './use-external-state';

const selectConnectorId = (state: ChainState) => state.namespaces[state.activeNamespace]?.account.connectorId;
const selectWalletInfo = (state: ChainState) => state.namespaces[state.activeNamespace]?.account.walletInfo;
const selectConnectors = (state: ConnectorsState) => state.connectors;

/** Name and icon of the connected wallet (spec §3, Wallet info), or undefined when disconnected. */
export function useWalletInfo(): { name: string; icon?: string } | undefined {
  const client = useAirlock();
  const connectorId = useExternalState(client.chain, selectConnectorId);
  const connectors = useExternalState(client.connectors, selectConnectors);
  const walletInfo = useExternalState(client.chain, selectWalletInfo);
  if (!connectorId) return undefined;
  if (walletInfo) return walletInfo;
  const connector = connectors.find((entry) => entry.id === connectorId);
  const recent = client.recentWallets().find((entry) => entry.id === connectorId);
  const name = connector?.name ?? recent?.name;
  return name ? { name, icon: connector?.imageUrl ?? recent?.icon } : undefined;
}
