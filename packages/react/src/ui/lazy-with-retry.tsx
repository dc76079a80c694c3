import { lazy, useState, type ComponentType } from 'react';
import { loadModule } from '@airlock/core';
import { ModuleLoadBoundary } from './module-load-boundary';

/**
 * React.lazy for a part of the modal loaded on demand, rendered inside a Suspense. A chunk that
 * does not load (say, the dApp was redeployed while the page was open) shows ModuleLoadBoundary's
 * message in the part's place. React.lazy keeps a rejected load for good, so a failure swaps in a
 * fresh lazy component: Try again, or opening the part again, calls `load` again.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = () => lazy(() => loadModule(load).then((component) => ({ default: component })));
  let Loaded = fresh();
  // Like React.lazy, called once per view at module level: the component it returns keeps its identity.
  // biome-ignore lint/correctness/noComponentHookFactories: a lazy component factory, as React.lazy is
  return function LazyWithRetry(props: P) {
    const [attempt, setAttempt] = useState(0);
    const View = Loaded as ComponentType<P>;
    return (
      <ModuleLoadBoundary key={attempt} onError={() => (Loaded = fresh())} onRetry={() => setAttempt((count) => count + 1)}>
        <View {...props} />
      </ModuleLoadBoundary>
    );
  };
}
