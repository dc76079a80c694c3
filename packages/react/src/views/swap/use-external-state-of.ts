import { useExternalState, type ExternalState } from '../../hooks/use-external-state';

const NONE: ExternalState<undefined> = { getState: () => undefined, subscribe: () => () => undefined };

/** useExternalState of a store that may not exist yet (its code still loading): undefined until it does. */
export function useExternalStateOf<S, T>(source: ExternalState<S> | undefined, selector: (state: S) => T): T | undefined {
  return useExternalState<S | undefined, T | undefined>(source ?? NONE, (state) => (state === undefined ? undefined : selector(state)));
}
