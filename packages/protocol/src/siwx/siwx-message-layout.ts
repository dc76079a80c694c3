import type { SiwxMessageFields } from '../siwx-message-fields';
import type { SiwxNamespace } from './siwx-namespaces';

export type SiwxTaggedKey = 'uri' | 'version' | 'chainId' | 'nonce' | 'issuedAt' | 'expirationTime' | 'notBefore' | 'requestId';

export interface SiwxTaggedLine {
  key: SiwxTaggedKey & keyof SiwxMessageFields;
  label: string;
  required: boolean;
}

const URI: SiwxTaggedLine = { key: 'uri', label: 'URI', required: true };
const VERSION: SiwxTaggedLine = { key: 'version', label: 'Version', required: true };
const CHAIN_ID: SiwxTaggedLine = { key: 'chainId', label: 'Chain ID', required: true };
const NONCE: SiwxTaggedLine = { key: 'nonce', label: 'Nonce', required: true };
const ISSUED_AT: SiwxTaggedLine = { key: 'issuedAt', label: 'Issued At', required: true };
const EXPIRATION_TIME: SiwxTaggedLine = { key: 'expirationTime', label: 'Expiration Time', required: false };
const NOT_BEFORE: SiwxTaggedLine = { key: 'notBefore', label: 'Not Before', required: false };
const REQUEST_ID: SiwxTaggedLine = { key: 'requestId', label: 'Request ID', required: false };

/** EIP-4361's order, Chain ID after Version. */
const EIP4361_ORDER = [URI, VERSION, CHAIN_ID, NONCE, ISSUED_AT, EXPIRATION_TIME, NOT_BEFORE, REQUEST_ID] as const;
/** CAIP-122's string representation, Chain ID after Request ID. */
const CAIP122_ORDER = [URI, VERSION, NONCE, ISSUED_AT, EXPIRATION_TIME, NOT_BEFORE, REQUEST_ID, CHAIN_ID] as const;

/**
 * The `Label: value` lines between the statement and `Resources:`, in the order the namespace's text uses.
 * Every line after the header is: the address, a blank line, the statement and a blank line when there
 * is one (else one more blank line), these lines, then `Resources:` and one `- URI` line per resource.
 */
export function siwxTaggedLines(namespace: SiwxNamespace): readonly SiwxTaggedLine[] {
  return namespace === 'eip155' ? EIP4361_ORDER : CAIP122_ORDER;
}

export const SIWX_HEADER_MIDDLE = ' wants you to sign in with your ';
export const SIWX_HEADER_END = ' account:';
export const SIWX_RESOURCES_LINE = 'Resources:';
export const SIWX_RESOURCE_PREFIX = '- ';
