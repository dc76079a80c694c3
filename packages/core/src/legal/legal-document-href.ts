/**
 * A legal document's link as the Connect view may show it: only http(s). A `javascript:` URL in the dApp's config must not
 * become a clickable script; such a document is named without a link, and the console says why.
 */
export function legalDocumentHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not a URL at all; reported below like any other refused link.
  }
  console.warn(`[airlock] not linking legal document "${value}": only http(s) URLs are shown`);
  return undefined;
}
