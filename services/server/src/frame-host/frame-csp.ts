/**
 * Allowlist patterns that are also valid CSP source expressions, written as stored: `*`,
 * `https://app.example`, `https://*.example.com`, `http://localhost:*`. Anything else (an IDN host,
 * a character CSP would read as syntax) is left out of both `frame-ancestors` and the page's own
 * check, so the two always agree.
 */
const CSP_SAFE_ORIGIN = /^(\*|https?:\/\/(\*\.)?[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})(:(\*|\d{1,5}))?)$/;

export function frameAncestorSources(allowedOrigins: readonly string[]): string[] {
  return [...new Set(allowedOrigins.filter((origin) => CSP_SAFE_ORIGIN.test(origin)))];
}

/**
 * The frame page's policy: its own scripts and styles only, network only to itself and the API,
 * framed only by the project's allowed origins (none: `'none'`).
 */
export function frameContentSecurityPolicy(options: { ancestors: readonly string[]; apiOrigins: readonly string[] }): string {
  const ancestors = options.ancestors.length > 0 ? options.ancestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${[...new Set(options.apiOrigins)].join(' ')}`.trim(),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** For everything the host answers that is not the page (assets, errors): nothing to run, nobody to frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";
