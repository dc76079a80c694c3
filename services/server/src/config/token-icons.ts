function letterIcon(letter: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/>` +
    `<text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Self-contained token icons (data: URIs), so no image is fetched from a third party. */
export const TOKEN_ICONS = {
  ETH: letterIcon('Ξ', '#627eea'),
  WETH: letterIcon('W', '#7a5cff'),
  USDC: letterIcon('$', '#2775ca'),
  DAI: letterIcon('◈', '#f5ac37'),
} as const;

const FALLBACK_COLOR = '#6b7280';

/** The icon of a token the chains file gives none for: a known one by symbol, else the symbol's first letter. */
export function tokenIconFor(symbol: string): string {
  return (
    (TOKEN_ICONS as Record<string, string>)[symbol.toUpperCase()] ?? letterIcon(Array.from(symbol)[0]?.toUpperCase() ?? '?', FALLBACK_COLOR)
  );
}
