import { isEip155Address } from '../address/address-format';
import { hasWrongChecksum } from '../address/eip55-checksum';
import type { SendMessages } from '../i18n/catalogue-types';
import { send as enSend } from '../i18n/locales/en/send';

export interface RecipientCheck {
  /** Why the recipient cannot be sent to; none for an empty field. */
  error?: string;
  /** What the visitor should know but may go ahead with. */
  warning?: string;
  /** Set when it can be sent to: 0x-prefixed, as typed otherwise. */
  recipient?: string;
}

const ZERO_ADDRESS = /^(0x)?0{40}$/i;

/**
 * The Send form's recipient (spec §5: eip155, 40 hex digits, 0x optional), with a mixed case that
 * breaks its EIP-55 checksum refused (a typo the case would have caught), the zero address refused
 * (the token contract would revert, or the native currency be burnt), and the account itself allowed with a warning.
 */
export function checkRecipient(text: string, from: string | undefined, messages: SendMessages = enSend): RecipientCheck {
  const trimmed = text.trim();
  if (!trimmed) return {};
  if (!isEip155Address(trimmed)) return { error: messages.invalidRecipientAddress };
  if (hasWrongChecksum(trimmed)) return { error: messages.recipientChecksumMismatch };
  if (ZERO_ADDRESS.test(trimmed)) return { error: messages.recipientZeroAddress };
  const recipient = trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`;
  const own = from !== undefined && from.toLowerCase() === recipient.toLowerCase();
  return own ? { recipient, warning: messages.recipientIsOwnAddress } : { recipient };
}
