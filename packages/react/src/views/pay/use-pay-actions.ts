import type { AirlockClient, PayActions } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { type LoadedActions, useLoadedActions } from '../../hooks/use-loaded-actions';

const loadPayActions = (client: AirlockClient) => client.payments();

/** The client's Pay actions, loading their code on first use. */
export function usePayActions(): LoadedActions<PayActions> {
  return useLoadedActions(useAirlock(), loadPayActions);
}
