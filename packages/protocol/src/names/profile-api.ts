/**
 * Shapes of the name routes (spec §7). Names are full (`alice.airlock.id`); addresses are keyed by ENSIP-11 coin
 * type as a decimal string (`"60"`, `"2147514985"`).
 */

/** Spec §3: a name suggestion; `registered` tells whether it is taken. */
export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/** GET /v1/profile/suggestions/{name}?zone=: the name asked for first, then free alternatives. */
export interface NameSuggestionsResponse {
  suggestions: NameSuggestion[];
}

/** POST /v1/profile/account. `message` is formatNameRegistrationMessage's text, `signature` its personal_sign. */
export interface RegisterNameRequest {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

/** A registered name: GET /v1/profile/account/{name}, an entry of the reverse list, and the POST's answer. */
export interface AccountNameRecord {
  name: string;
  /** ISO 8601 time of registration. */
  registered: string;
  addresses: Record<string, { address: string }>;
  attributes: Record<string, string>;
}

/** GET /v1/profile/reverse/{address}: the names pointing at an address, primary first (may be empty). */
export type ReverseNamesResponse = AccountNameRecord[];

/** GET /v1/profile/gateway: where an ENS offchain resolver for the suffix should send CCIP-read requests. */
export interface NameGatewayInfo {
  suffix: string;
  /** EIP-3668 URL template with {sender} and {data}. */
  url: string;
  /** The address whose signatures the resolver must accept. */
  signer: string;
}
