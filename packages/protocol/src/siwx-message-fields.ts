/**
 * The fields of a CAIP-122 sign-in message (spec §3, "SIWX message"). For eip155 the text is
 * EIP-4361's; `chainId` is CAIP-2 here (`eip155:1`) and written as its reference (`Chain ID: 1`).
 */
export interface SiwxMessageFields {
  /** RFC 3986 authority of the asking site: host[:port], no scheme. */
  domain: string;
  /** The account's address in its namespace's form (EIP-55 for eip155). */
  accountAddress: string;
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: string;
  /** RFC 3986 URI of the resource signing in to, usually the page's origin. */
  uri: string;
  version: '1';
  /** At least 8 alphanumeric characters, single use (the server's). */
  nonce: string;
  /** A line of text for the user, no line breaks. */
  statement?: string;
  /** ISO 8601 date-times. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  /** RFC 3986 URIs. */
  resources?: string[];
}
