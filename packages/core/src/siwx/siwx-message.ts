import { formatSiwxMessage, type SiwxMessageFields } from '@airlock/protocol';

/** A sign-in message (spec §3, "SIWX message"): its fields, and its text as the wallet signs it. */
export interface SiwxMessage extends SiwxMessageFields {
  /** The text `toString()` gives, kept for a store that built it another way. */
  serializedMessage?: string;
  toString(): string;
}

/** Fields with their text: `toString()` is EIP-4361's text for eip155, CAIP-122's elsewhere (checked on creation). */
export function createSiwxMessage(fields: SiwxMessageFields): SiwxMessage {
  const serializedMessage = formatSiwxMessage(fields);
  return { ...fields, serializedMessage, toString: () => serializedMessage };
}
