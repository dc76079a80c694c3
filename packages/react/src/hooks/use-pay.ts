import { useCallback } from 'react';
import type { PayRequest, PayResult } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';

/** `airlock.pay()` for a component: opens the modal's Pay checkout and resolves once the server verified the payment. */
export function usePay(): (request: PayRequest) => Promise<PayResult> {
  const client = useAirlock();
  return useCallback((request: PayRequest) => client.pay(request), [client]);
}
