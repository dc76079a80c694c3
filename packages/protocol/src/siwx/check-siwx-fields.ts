import type { SiwxMessageFields } from '../siwx-message-fields';
import { isAuthority, isPchars, isReservedOrUnreservedText, isUri } from './rfc3986';
import { isRfc3339DateTime } from './rfc3339-date-time';
import { invalidSiwxField } from './siwx-message-error';
import { isSiwxNamespace, SIWX_NAMESPACES, type SiwxNamespace } from './siwx-namespaces';

const NONCE = /^[A-Za-z0-9]{8,}$/;
/** CAIP-2 references: eip155's are the decimal chain id, the others' up to 32 of `[-_a-zA-Z0-9]`. */
const EIP155_REFERENCE = /^[1-9][0-9]{0,31}$/;
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

export interface SiwxChain {
  namespace: SiwxNamespace;
  reference: string;
}

/** Splits a CAIP-2 id into a known namespace and a reference of that namespace's form. */
export function checkSiwxChainId(chainId: string): SiwxChain {
  const [namespace, reference, ...rest] = chainId.split(':');
  if (namespace === undefined || reference === undefined || rest.length > 0 || !isSiwxNamespace(namespace)) {
    throw invalidSiwxField('chainId', `Chain ID must be a CAIP-2 id of ${Object.keys(SIWX_NAMESPACES).join(', ')} (got '${chainId}')`);
  }
  checkChainReference(namespace, reference);
  return { namespace, reference };
}

export function checkChainReference(namespace: SiwxNamespace, reference: string): void {
  if (namespace === 'eip155' && !EIP155_REFERENCE.test(reference)) {
    throw invalidSiwxField('chainId', `Chain ID must be a decimal chain id (got '${reference}')`);
  }
  if (!CAIP2_REFERENCE.test(reference)) {
    throw invalidSiwxField('chainId', `Chain ID must be a CAIP-2 reference, 1 to 32 of a-z, A-Z, 0-9, - and _ (got '${reference}')`);
  }
}

/**
 * Checks every field's form, for the message's namespace; throws a SiwxMessageError naming the first bad one.
 * An eip155 address is checked for 0x and 40 hex digits only, not for its EIP-55 checksum: that needs keccak-256,
 * which this dependency-free package does not carry; the server checks the checksum (with viem) when it verifies.
 */
export function checkSiwxFields(fields: SiwxMessageFields): SiwxChain {
  const chain = checkSiwxChainId(fields.chainId);
  if (!isAuthority(fields.domain)) {
    throw invalidSiwxField('domain', 'domain must be an RFC 3986 authority (host and optional port, no scheme)');
  }
  const { address, addressForm, accountName } = SIWX_NAMESPACES[chain.namespace];
  if (!address.test(fields.accountAddress)) {
    throw invalidSiwxField('accountAddress', `address must be ${accountName}'s form, ${addressForm}`);
  }
  if (fields.statement !== undefined) checkStatement(chain.namespace, fields.statement);
  if (!isUri(fields.uri)) throw invalidSiwxField('uri', 'URI must be an RFC 3986 URI');
  if (fields.version !== '1') throw invalidSiwxField('version', 'Version must be 1');
  if (!NONCE.test(fields.nonce)) throw invalidSiwxField('nonce', 'Nonce must be at least 8 alphanumeric characters');
  if (!isRfc3339DateTime(fields.issuedAt)) throw invalidSiwxField('issuedAt', 'Issued At must be an ISO 8601 date-time');
  if (fields.expirationTime !== undefined && !isRfc3339DateTime(fields.expirationTime)) {
    throw invalidSiwxField('expirationTime', 'Expiration Time must be an ISO 8601 date-time');
  }
  if (fields.notBefore !== undefined && !isRfc3339DateTime(fields.notBefore)) {
    throw invalidSiwxField('notBefore', 'Not Before must be an ISO 8601 date-time');
  }
  if (fields.requestId !== undefined && !isPchars(fields.requestId)) {
    throw invalidSiwxField('requestId', 'Request ID must be RFC 3986 path characters (pchar)');
  }
  for (const resource of fields.resources ?? []) {
    if (!isUri(resource)) throw invalidSiwxField('resources', `Resources must be RFC 3986 URIs (got '${resource}')`);
  }
  return chain;
}

/** EIP-4361 allows RFC 3986's reserved and unreserved characters and spaces; CAIP-122 printable ASCII; neither a line break. */
function checkStatement(namespace: SiwxNamespace, statement: string): void {
  if (statement === '') throw invalidSiwxField('statement', 'statement must not be empty (leave it out instead)');
  if (/[\r\n]/.test(statement)) throw invalidSiwxField('statement', 'statement must not contain a line break');
  if (namespace === 'eip155' ? !isReservedOrUnreservedText(statement) : !PRINTABLE_ASCII.test(statement)) {
    const allowed = namespace === 'eip155' ? "RFC 3986's reserved and unreserved characters and spaces" : 'printable ASCII';
    throw invalidSiwxField('statement', `statement must be ${allowed}`);
  }
}
