import { useEffect, useRef } from 'react';
import type { AirlockEventListener } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';

/** Calls `listener` for every modal event (MODAL_OPEN, CONNECT_SUCCESS, …) while mounted. */
export function useAirlockEvents(listener: AirlockEventListener): void {
  const client = useAirlock();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => client.subscribeEvents((event) => latest.current(event)), [client]);
}
