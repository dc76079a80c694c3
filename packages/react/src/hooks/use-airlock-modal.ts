import type { OpenOptions } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from './use-external-state';

const selectOpen = (state: { open: boolean }) => state.open;

export function useAirlockModal(): { open: (options?: OpenOptions) => void; close: () => void; isOpen: boolean } {
  const client = useAirlock();
  const isOpen = useExternalState(client.modal, selectOpen);
  return { open: client.open, close: client.close, isOpen };
}
