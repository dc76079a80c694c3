import { useEffect } from 'react';
import { useAirlock } from '../context/airlock-context';

/**
 * While the Account view shows an account, its history is read again every 4 s, so a transfer it
 * receives shows, with the balances, without a reload; the watch ends by itself once the modal
 * closes or leaves the view, and starts again for another account or network.
 */
export function useAccountHistoryWatch(address: string | undefined, caipNetworkId: string | undefined): void {
  const client = useAirlock();
  useEffect(() => {
    if (address && caipNetworkId) client.watchAccountHistory();
  }, [client, address, caipNetworkId]);
}
