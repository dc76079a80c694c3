import type { Connection } from '../adapter/account';
import { ALERTS } from '../alerts/alert-catalogue';
import { isMultiWalletEnabled } from '../features/features';
import type { ClientContext } from './client-context';

/** The wallets connected at once. Needs the project's multiWallet feature; otherwise an alert and none (spec §5). */
export function getConnections(context: ClientContext): Connection[] {
  if (!isMultiWalletEnabled(context.features.getState())) {
    context.alerts.show(ALERTS.multiWalletNotEnabled);
    return [];
  }
  return Object.values(context.chain.getState().namespaces).flatMap((entry) => {
    const account = entry?.account;
    if (!entry || account?.status !== 'connected' || !account.address || !account.connectorId) return [];
    return [
      {
        connectorId: account.connectorId,
        chainId: entry.network.caipNetwork?.id ?? '',
        accounts: [{ address: account.address, type: account.accountType, namespace: entry.namespace }],
      },
    ];
  });
}
