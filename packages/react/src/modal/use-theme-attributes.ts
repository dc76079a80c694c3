import { useLayoutEffect, type RefObject } from 'react';
import type { ThemeState } from '@airlock/core';
import { useAirlock } from '../context/airlock-context';
import { useExternalState } from '../hooks/use-external-state';

const selectTheme = (state: ThemeState) => state;

/** Puts the theme on an element: `data-theme` and the dApp's `--airlock-*` variables, set through CSSOM (CSP-safe). */
export function useThemeAttributes(element: RefObject<HTMLElement | null>): ThemeState['themeMode'] {
  const theme = useExternalState(useAirlock().theme, selectTheme);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    for (const [name, value] of Object.entries(theme.themeVariables)) {
      if (value !== undefined) target.style.setProperty(name, String(value));
    }
  });
  return theme.themeMode;
}
