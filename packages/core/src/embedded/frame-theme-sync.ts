import type { FrameRequests } from '@airlock/protocol';
import type { ThemeState, ThemeVariables } from '../theme/theme';
import type { FrameClient } from '../frame/frame-client';

/** The theme variables the frame draws with; the modal's width and z-index are not its business. */
const FRAME_THEME_VARIABLES = ['--airlock-accent', '--airlock-font-family', '--airlock-border-radius'] as const satisfies ReadonlyArray<
  keyof ThemeVariables
>;

/** The SYNC_THEME payload for a theme: its mode and the variables the frame uses, as set. */
export function frameThemeOf(theme: ThemeState): FrameRequests['SYNC_THEME'] {
  const themeVariables: Record<string, string | number> = {};
  for (const name of FRAME_THEME_VARIABLES) {
    const value = theme.themeVariables[name];
    if (value !== undefined) themeVariables[name] = value;
  }
  return { themeMode: theme.themeMode, themeVariables };
}

/**
 * Spec §7 sync theme: the frame gets the modal's theme once it is ready, and again on every change
 * of what it draws with, so its code form and approval screen match the modal around them.
 */
export function syncFrameTheme(
  theme: { getState(): ThemeState; subscribe(listener: (state: ThemeState) => void): () => void },
  frame: FrameClient,
): () => void {
  let sent = '';
  const send = (state: ThemeState) => {
    const payload = frameThemeOf(state);
    const key = JSON.stringify(payload);
    if (key === sent) return;
    sent = key;
    void frame.request('SYNC_THEME', payload).catch(() => undefined);
  };
  send(theme.getState());
  return theme.subscribe(send);
}
