import { createStore } from 'zustand/vanilla';
import type { View, ViewData } from './views';

export interface RouterState {
  view: View;
  data: ViewData | undefined;
  history: View[];
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  push(view: View, data?: ViewData): void;
  replace(view: View, data?: ViewData): void;
  /** Pops the history; returns false when there was nothing to go back to. */
  pop(): boolean;
  reset(view: View, data?: ViewData): void;
  /** Drops every entry after `index`, which becomes the current view. */
  goBackToIndex(index: number): void;
}

export function createRouter(initial: View = 'Connect'): Router {
  const store = createStore<RouterState>(() => ({ view: initial, data: undefined, history: [initial] }));

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    push(view, data) {
      const { history, view: current } = store.getState();
      if (view === current && data === undefined) return;
      store.setState({ view, data, history: [...history, view] });
    },
    replace(view, data) {
      const { history } = store.getState();
      store.setState({ view, data, history: [...history.slice(0, -1), view] });
    },
    pop() {
      const { history } = store.getState();
      if (history.length <= 1) return false;
      const next = history.slice(0, -1);
      store.setState({ view: next[next.length - 1] as View, data: undefined, history: next });
      return true;
    },
    reset(view, data) {
      store.setState({ view, data, history: [view] });
    },
    goBackToIndex(index) {
      const { history } = store.getState();
      const target = history[index];
      if (!target) return;
      store.setState({ view: target, data: undefined, history: history.slice(0, index + 1) });
    },
  };
}
