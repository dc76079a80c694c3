/** Where the frame's theme is set: the page's root element (document.documentElement). */
export interface ThemeRoot {
  dataset: { theme?: string };
  style: { colorScheme: string; setProperty(name: string, value: string): void; removeProperty(name: string): string };
}

/**
 * The modal's theme variables the frame takes (SYNC_THEME), each as the frame-card.css variable it
 * sets and the only shape of value accepted: nothing that could load a resource (url()) or end the
 * declaration. A value refused or left out falls back to the stylesheet's own.
 */
const ACCEPTED_VARIABLES: ReadonlyArray<{ from: string; to: string; value: RegExp }> = [
  { from: '--airlock-accent', to: '--frame-accent', value: /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i },
  { from: '--airlock-font-family', to: '--frame-font', value: /^[\w\s,'"-]{1,200}$/ },
  { from: '--airlock-border-radius', to: '--frame-radius', value: /^\d{1,3}(?:\.\d{1,2})?(?:px|rem|em|%)?$/ },
];

/**
 * SYNC_THEME's payload applied to the frame's page: light or dark (data-theme, color-scheme) and the accepted variables. Anything else is
 * ignored.
 */
export function applyFrameTheme(root: ThemeRoot, theme: unknown): void {
  if (typeof theme !== 'object' || theme === null) return;
  const { themeMode, themeVariables } = theme as { themeMode?: unknown; themeVariables?: unknown };
  if (themeMode !== 'light' && themeMode !== 'dark') return;
  root.dataset.theme = themeMode;
  root.style.colorScheme = themeMode;
  const variables = typeof themeVariables === 'object' && themeVariables !== null ? (themeVariables as Record<string, unknown>) : {};
  for (const { from, to, value } of ACCEPTED_VARIABLES) {
    const given = variables[from];
    const text = typeof given === 'number' ? String(given) : typeof given === 'string' ? given.trim() : '';
    if (value.test(text)) root.style.setProperty(to, text);
    else root.style.removeProperty(to);
  }
}
