const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[^:/*\s]+(:(\*|\d{1,5}))?$/;

/**
 * Whether `pattern` is one the allowlist understands (see projects/origin-match.ts). Catches the
 * usual slips, such as a trailing slash or a path, that would silently never match.
 */
export function isOriginPattern(pattern: string): boolean {
  return pattern === '*' || ORIGIN_PATTERN.test(pattern);
}
