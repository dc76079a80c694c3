import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { loadModule } from '@airlock/core';
import { ModuleLoadBoundary } from './module-load-boundary';

/** A part of the modal loaded on demand, whose code can be asked for before it first shows. */
export interface LazyWithRetryComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading its code, once; a load that failed is tried again on the next call. Never rejects. */
  preload(): void;
}

/** React.lazy renders at once, without suspending, when its loader's thenable resolves synchronously. */
// biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, one that React.lazy reads at once
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy for a part of the modal loaded on demand, rendered inside a Suspense. A chunk that
 * does not load (say, the dApp was redeployed while the page was open) shows ModuleLoadBoundary's
 * message in the part's place. React.lazy keeps a rejected load for good, so a failure swaps in a
 * fresh lazy component: Try again, or opening the part again, calls `load` again. Once its code has
 * loaded (preload), the part shows at once, with no Suspense fallback in between.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithRetryComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= loadModule(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const fresh = () => lazy(() => (loaded ? settled({ default: loaded }) : start().then((component) => ({ default: component }))));
  let Loaded = fresh();
  // Like React.lazy, called once per view at module level: the component it returns keeps its identity.
  // biome-ignore lint/correctness/noComponentHookFactories: a lazy component factory, as React.lazy is
  function LazyWithRetry(props: P) {
    const [attempt, setAttempt] = useState(0);
    const View = Loaded as ComponentType<P>;
    return (
      <ModuleLoadBoundary key={attempt} onError={() => (Loaded = fresh())} onRetry={() => setAttempt((count) => count + 1)}>
        <View {...props} />
      </ModuleLoadBoundary>
    );
  }
  // A failed preload was warned about by loadModule; showing the part tries again and says so in its place.
  LazyWithRetry.preload = () => void start().catch(() => undefined);
  return LazyWithRetry;
}
