/**
 * The demo's strict CSP: no inline script or style, no eval; RPC only to the configured chains; frames only from the
 * wallet frame; images only from the page itself and the Airlock server (which serves NFT images).
 */
export function contentSecurityPolicy(
  connectOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${[...new Set(imageOrigins)].join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${[...new Set(connectOrigins)].join(' ')}`.trim(),
    frameOrigins.length > 0 ? `frame-src ${[...new Set(frameOrigins)].join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
