import type { SiwxMessageFields } from '@airlock/protocol';
import { toChecksumAddress } from '../address/eip55-checksum';
import { AirlockError } from '../errors/airlock-error';
import type { SiwxMessageInput } from './siwx-config';

/** What the built-in stores put in every message besides the account, network and nonce. */
export interface SiwxMessageOptions {
  /** The asking site's host[:port]. Default: the page's `location.host`. */
  domain?: string;
  /** The resource signing in to. Default: the page's `location.origin`. */
  uri?: string;
  /** A line for the visitor, e.g. 'Sign in to Acme.' None by default. */
  statement?: string;
  resources?: string[];
  /** How long the signed message stays valid (Expiration Time = issue + this). None by default: the store's own limit applies. */
  expiresInMs?: number;
  /**
   * One signature for every network: a session signed on one network of a namespace counts on its others too, so a
   * multi-chain dApp asks once per account (its backend sees the network it was signed on). Default false: each
   * network asks for its own.
   */
  anyNetwork?: boolean;
}

/** The fields of a message for this account and network; eip155 addresses in EIP-55 case, as EIP-4361 requires. */
export function siwxMessageFieldsFor(
  input: SiwxMessageInput,
  nonce: string,
  options: SiwxMessageOptions,
  now = Date.now(),
): SiwxMessageFields {
  const page = (globalThis as { location?: { host?: string; origin?: string } }).location;
  const domain = options.domain ?? page?.host;
  const uri = options.uri ?? page?.origin;
  if (!domain || !uri) throw new AirlockError('SIWX needs `domain` and `uri` outside a browser page', { code: 'INVALID_OPTIONS' });
  const eip155 = input.chainId.startsWith('eip155:') && /^0x[0-9a-fA-F]{40}$/.test(input.accountAddress);
  return {
    domain,
    accountAddress: eip155 ? toChecksumAddress(input.accountAddress) : input.accountAddress,
    chainId: input.chainId,
    uri,
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    ...(options.statement !== undefined && { statement: options.statement }),
    ...(options.expiresInMs !== undefined && { expirationTime: new Date(now + options.expiresInMs).toISOString() }),
    ...(options.resources !== undefined && { resources: options.resources }),
  };
}
