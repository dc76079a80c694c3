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

/** issuedAt not ahead of now (beyond the skew), notBefore reached, expirationTime not passed. */
export function checkSiwxTimes(fields: SiwxMessageFields, now: number): void {
  if (Date.parse(fields.issuedAt) > now + SIWX_CLOCK_SKEW_MS) throw SIWX_ERRORS.issuedInFuture();
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now) throw SIWX_ERRORS.expired();
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now + SIWX_CLOCK_SKEW_MS) throw SIWX_ERRORS.notYetValid();
}
