import {
  type AccountNameRecord,
  chainOfCoinType,
  labelUnderSuffix,
  nameLabelProblem,
  type NameRegistrationMessage,
  parseNameRegistrationMessage,
  type RegisterNameRequest,
} from '@airlock/protocol';
import { getAddress, isAddress } from 'viem';
import type { ChainClients } from '../blockchain/chain-clients';
import { isSignatureHex, messageSignerKind } from '../signatures/message-signature';
import type { SignerRecovery } from '../signatures/signer-recovery';
import type { NameRegistry } from './name-registry';
import { PROFILE_ERRORS } from './profile-errors';

/** A signed message older than this is refused: a registration is signed right before it is sent. */
export const REGISTRATION_MAX_AGE_MS = 5 * 60_000;
/** Clocks disagree a little: a timestamp this far ahead of the server's is still taken. */
export const REGISTRATION_CLOCK_SKEW_MS = 30_000;
/** The message: a name, a few text records and a timestamp; an avatar data: URI is the largest thing in it. */
export const REGISTRATION_MESSAGE_MAX_BYTES = 16 * 1024;
const MAX_ATTRIBUTES = 16;
const ATTRIBUTE_KEY = /^[A-Za-z0-9._-]{1,64}$/;

export interface NameRegistrar {
  /** Verifies the request (message, name rules, coin type, chain, time, signature) and registers the name. */
  register(request: RegisterNameRequest): Promise<AccountNameRecord>;
}

function readMessage(text: string): NameRegistrationMessage {
  if (Buffer.byteLength(text, 'utf8') > REGISTRATION_MESSAGE_MAX_BYTES)
    throw PROFILE_ERRORS.messageTooLarge(REGISTRATION_MESSAGE_MAX_BYTES);
  const message = parseNameRegistrationMessage(text);
  if (!message) throw PROFILE_ERRORS.malformedMessage();
  return message;
}

function checkAttributes(attributes: Record<string, string>): void {
  const keys = Object.keys(attributes);
  if (keys.length > MAX_ATTRIBUTES) throw PROFILE_ERRORS.badAttributes(`at most ${MAX_ATTRIBUTES} of them`);
  const bad = keys.find((key) => !ATTRIBUTE_KEY.test(key));
  if (bad !== undefined) throw PROFILE_ERRORS.badAttributes(`"${bad.slice(0, 64)}" is not a key of letters, digits, dots, dashes`);
}

function checkTime(timestampSeconds: number, now: number): void {
  const at = timestampSeconds * 1000;
  if (at < now - REGISTRATION_MAX_AGE_MS) throw PROFILE_ERRORS.expired();
  if (at > now + REGISTRATION_CLOCK_SKEW_MS) throw PROFILE_ERRORS.fromTheFuture();
}

export function createNameRegistrar(options: {
  registry: NameRegistry;
  chains: ChainClients;
  recovery: SignerRecovery;
  now?: () => number;
}): NameRegistrar {
  const { registry, chains, recovery } = options;
  const now = options.now ?? Date.now;
  return {
    async register({ coin_type: coinType, address: rawAddress, message: text, signature }) {
      const message = readMessage(text);
      const label = labelUnderSuffix(message.name, registry.suffix);
      if (label === undefined) throw PROFILE_ERRORS.notUnderSuffix(registry.suffix);
      const problem = nameLabelProblem(label);
      if (problem) throw PROFILE_ERRORS.invalidLabel(problem);
      checkAttributes(message.attributes);
      const chainId = chainOfCoinType(coinType);
      if (chainId === undefined) throw PROFILE_ERRORS.notEvmCoinType(coinType);
      const chain = chains.find(String(chainId));
      if (!chain) throw PROFILE_ERRORS.chainNotServed(chainId);
      if (!isAddress(rawAddress, { strict: false })) throw PROFILE_ERRORS.badAddress();
      const address = getAddress(rawAddress);
      checkTime(message.timestamp, now());
      if (!isSignatureHex(signature)) throw PROFILE_ERRORS.malformedSignature();
      const signer = await messageSignerKind(recovery, chain, address, text, signature);
      if (!signer) throw PROFILE_ERRORS.signatureMismatch();
      return registry.register({ label, coinType, address, attributes: message.attributes, everyEvmChain: signer === 'eoa' });
    },
  };
}
