const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[^:/*\s]+(:(\*|\d{1,5}))?$/;
export const MAX_ORIGIN_PATTERN_LENGTH = 300;

/** Why `pattern` cannot go on an allowlist, said to whoever typed it. */
export const ORIGIN_PATTERN_RULE = 'use scheme://host[:port] with no path or trailing slash, *. subdomains, :* ports, or *';

/**
 * Whether `pattern` is one the allowlist understands (see origin-match.ts). Catches the usual
 * slips, such as a trailing slash or a path, that would silently never match.
 */
export function isOriginPattern(pattern: string): boolean {
  return pattern === '*' || (pattern.length <= MAX_ORIGIN_PATTERN_LENGTH && ORIGIN_PATTERN.test(pattern));
}
