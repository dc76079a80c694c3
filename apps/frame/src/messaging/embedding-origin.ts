export interface EmbeddingClues {
  /** `location.ancestorOrigins` (Chromium, WebKit): the parent's origin first. */
  ancestorOrigins?: ArrayLike<string>;
  /** `document.referrer`: the parent's address, where the browser has no ancestorOrigins. */
  referrer: string;
}

/** The origin of the page that embeds the frame, or undefined when the browser does not tell. */
export function embeddingOrigin({ ancestorOrigins, referrer }: EmbeddingClues): string | undefined {
  if (ancestorOrigins && ancestorOrigins.length > 0) {
    const first = ancestorOrigins[0];
    return first && first !== 'null' ? first : undefined;
  }
  if (!referrer) return undefined;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
