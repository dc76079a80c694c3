import { useAirlock } from '../context/airlock-context';

export function useDisconnect(): { disconnect: () => Promise<void> } {
  const client = useAirlock();
  return { disconnect: () => client.disconnect() };
}
