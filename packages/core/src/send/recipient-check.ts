import { formatMessage } from '@airlock/protocol';
import { isEip155Address } from '../address/address-format';
import { hasWrongChecksum } from '../address/eip55-checksum';
import type { SendMessages } from '../i18n/catalogue-types';
import { send as enSend } from '../i18n/locales/en/send';
import { isRecipientName, type RecipientNameResolution } from '../names/recipient-name';

export interface RecipientCheck {
  /** Why the recipient cannot be sent to; none for an empty field. */
  error?: string;
  /** What the visitor should know but may go ahead with. */
  warning?: string;
  /** Set when it can be sent to: 0x-prefixed, as typed otherwise (a name: the address it resolved to). */
  recipient?: string;
  /** Set when the recipient was typed as a name that resolved: the name, shown beside its address. */
  name?: string;
  /** A name still being looked up: no recipient yet, and nothing wrong. */
  resolving?: boolean;
}

const ZERO_ADDRESS = /^(0x)?0{40}$/i;

function checkAddress(trimmed: string, from: string | undefined, messages: SendMessages): RecipientCheck {
  if (!isEip155Address(trimmed)) return { error: messages.invalidRecipientAddress };
  if (hasWrongChecksum(trimmed)) return { error: messages.recipientChecksumMismatch };
  if (ZERO_ADDRESS.test(trimmed)) return { error: messages.recipientZeroAddress };
  const recipient = trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`;
  const own = from !== undefined && from.toLowerCase() === recipient.toLowerCase();
  return own ? { recipient, warning: messages.recipientIsOwnAddress } : { recipient };
}

/** A name typed as recipient, by what its lookup (`resolution`, when it is of this name) found. */
function checkName(name: string, from: string | undefined, messages: SendMessages, resolution?: RecipientNameResolution): RecipientCheck {
  if (!resolution || resolution.name.toLowerCase() !== name.toLowerCase() || resolution.status === 'resolving') return { resolving: true };
  if (resolution.status === 'failed') return { error: messages.names.resolveFailed };
  if (resolution.status === 'unsupported') return { error: formatMessage(messages.names.unsupported, { suffix: resolution.suffix ?? '' }) };
  if (resolution.status === 'none' || !resolution.address) return { error: formatMessage(messages.names.noAddress, { name }) };
  const check = checkAddress(resolution.address, from, messages);
  return check.recipient ? { ...check, name: resolution.name } : check;
}

/**
 * The Send form's recipient (spec §5: eip155, 40 hex digits, 0x optional), with a mixed case that
 * breaks its EIP-55 checksum refused (a typo the case would have caught), the zero address refused
 * (the token contract would revert, or the native currency be burnt), and the account itself allowed with a warning.
 * A name (anything with a dot that is not an address) is sent to the address its lookup found.
 */
export function checkRecipient(
  text: string,
  from: string | undefined,
  messages: SendMessages = enSend,
  resolution?: RecipientNameResolution,
): RecipientCheck {
  const trimmed = text.trim();
  if (!trimmed) return {};
  if (isRecipientName(trimmed)) return checkName(trimmed, from, messages, resolution);
  return checkAddress(trimmed, from, messages);
}
