import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_MODAL_WIDTH, DEFAULT_THEME_MODE, DEFAULT_Z_INDEX } from '../constants/defaults';

export type ThemeMode = 'light' | 'dark';

/** CSS custom properties a dApp may override; each maps to `--airlock-*`. */
export interface ThemeVariables {
  '--airlock-accent'?: string;
  '--airlock-font-family'?: string;
  '--airlock-border-radius'?: string;
  '--airlock-modal-width'?: string;
  '--airlock-z-index'?: string | number;
  [variable: `--airlock-${string}`]: string | number | undefined;
}

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

export type ThemeStore = StoreApi<ThemeState>;

export function createThemeStore(initial: Partial<ThemeState> = {}): ThemeStore {
  return createStore<ThemeState>(() => ({
    themeMode: initial.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: {
      '--airlock-modal-width': DEFAULT_MODAL_WIDTH,
      '--airlock-z-index': DEFAULT_Z_INDEX,
      ...initial.themeVariables,
    },
  }));
}
