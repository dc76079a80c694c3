import type { AirlockClient, SwapActions } from '@airlock/core';
import { type LoadedActions, useLoadedActions } from '../../hooks/use-loaded-actions';

const loadSwapActions = (client: AirlockClient) => client.swap();

/** The client's Swap actions, loading their code on first use. */
export function useLoadedSwapActions(client: AirlockClient, enabled = true): LoadedActions<SwapActions> {
  return useLoadedActions(client, loadSwapActions, enabled);
}
