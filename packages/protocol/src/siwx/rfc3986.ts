// RFC 3986 character classes, as the ABNF of EIP-4361 uses them.
const UNRESERVED = 'A-Za-z0-9\\-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const PCT_ENCODED = '%[0-9A-Fa-f]{2}';

/** `authority` without userinfo: reg-name, IPv4 or an IP literal, and an optional port. */
const AUTHORITY = new RegExp(`^(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})+)(?::[0-9]{1,5})?$`);

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`, checked for its scheme and characters. */
const URI = new RegExp(`^[A-Za-z][A-Za-z0-9+.\\-]*:(?:[${UNRESERVED}${SUB_DELIMS}:@/?#\\[\\]]|${PCT_ENCODED})*$`);

/** `*pchar`. */
const PCHARS = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})*$`);

/** `reserved / unreserved / " "`, EIP-4361's statement characters. */
const RESERVED_UNRESERVED_SPACE = new RegExp(`^[${UNRESERVED}${SUB_DELIMS}:/?#\\[\\]@ ]+$`);

export function isAuthority(value: string): boolean {
  return AUTHORITY.test(value);
}

export function isUri(value: string): boolean {
  return URI.test(value);
}

export function isPchars(value: string): boolean {
  return PCHARS.test(value);
}

export function isReservedOrUnreservedText(value: string): boolean {
  return RESERVED_UNRESERVED_SPACE.test(value);
}
