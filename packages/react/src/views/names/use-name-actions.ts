import type { AirlockClient, NameActions } from '@airlock/core';
import { useAirlock } from '../../context/airlock-context';
import { type LoadedActions, useLoadedActions } from '../../hooks/use-loaded-actions';

const loadNameActions = (client: AirlockClient) => client.names();

/** The client's name actions, loading their code on first use. */
export function useNameActions(): LoadedActions<NameActions> {
  return useLoadedActions(useAirlock(), loadNameActions);
}
