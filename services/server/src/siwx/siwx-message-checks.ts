import type { SiwxMessageFields } from '@airlock/protocol';
import { getAddress, isAddress } from 'viem';
import type { ChainClient, ChainClients } from '../blockchain/chain-clients';
import { isOriginAllowed } from '../projects/origin-match';
import { SIWX_ERRORS } from './siwx-errors';

/** How far ahead of this server's clock a wallet's issuedAt or notBefore may be. */
export const SIWX_CLOCK_SKEW_MS = 60_000;

/** The origin the message's domain stands for: its uri's scheme when that is http(s), else https. */
function originOfDomain(fields: SiwxMessageFields): string {
  let scheme = 'https:';
  try {
    const { protocol } = new URL(fields.uri);
    if (protocol === 'http:' || protocol === 'https:') scheme = protocol;
  } catch {
    // The parser checked the uri's form; a uri URL cannot read keeps the https default.
  }
  return `${scheme}//${fields.domain}`;
}

/** The message's domain is one of the project's allowed origins. */
export function checkSiwxDomain(fields: SiwxMessageFields, allowedOrigins: readonly string[]): void {
  if (!isOriginAllowed(originOfDomain(fields), allowedOrigins)) throw SIWX_ERRORS.domainNotAllowed(fields.domain);
}

/** The chain this server reads, which verifies the signature (EOA, EIP-1271, ERC-6492). */
export function servedChainOf(fields: SiwxMessageFields, chains: ChainClients): ChainClient {
  const chain = fields.chainId.startsWith('eip155:') ? chains.find(fields.chainId) : undefined;
  if (!chain) throw SIWX_ERRORS.chainNotServed(fields.chainId);
  return chain;
}

/** An eip155 address written in its EIP-55 checksum form, as EIP-4361 asks. */
export function checkSiwxAddress(fields: SiwxMessageFields): `0x${string}` {
  const address = fields.accountAddress;
  if (!isAddress(address, { strict: false }) || getAddress(address) !== address) throw SIWX_ERRORS.addressNotChecksummed(address);
  return address;
}

/** A leap second (`…:60Z`, which RFC 3339 allows and Date.parse does not read) counts as the second before it. */
const LEAP_SECOND = /:60(?=(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$)/;

function instantOf(value: string): number {
  const instant = Date.parse(value.replace(LEAP_SECOND, ':59'));
  if (Number.isNaN(instant)) throw SIWX_ERRORS.malformedMessage(`'${value}' is not a date-time this server reads`);
  return instant;
}

export interface SiwxInstants {
  issuedAt: number;
  expirationTime?: number;
  notBefore?: number;
}

/**
 * The message's times in milliseconds, once checked: issuedAt not ahead of now (beyond the skew),
 * notBefore reached, expirationTime not passed.
 */
export function checkSiwxTimes(fields: SiwxMessageFields, now: number): SiwxInstants {
  const instants: SiwxInstants = { issuedAt: instantOf(fields.issuedAt) };
  if (fields.expirationTime !== undefined) instants.expirationTime = instantOf(fields.expirationTime);
  if (fields.notBefore !== undefined) instants.notBefore = instantOf(fields.notBefore);
  if (instants.issuedAt > now + SIWX_CLOCK_SKEW_MS) throw SIWX_ERRORS.issuedInFuture();
  if (instants.expirationTime !== undefined && instants.expirationTime <= now) throw SIWX_ERRORS.expired();
  if (instants.notBefore !== undefined && instants.notBefore > now + SIWX_CLOCK_SKEW_MS) throw SIWX_ERRORS.notYetValid();
  return instants;
}
