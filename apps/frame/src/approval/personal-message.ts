import { hexToBytes, isHex } from 'viem';

/** A message to sign as the user reads it: UTF-8 text when it is printable, else its hex. */
export interface ReadableMessage {
  encoding: 'text' | 'hex';
  text: string;
}

// Control characters other than tab, line feed and carriage return make text unreadable or misleading.
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** personal_sign's first parameter: 0x hex is the bytes signed (as the server reads it), anything else the text itself. */
export function readPersonalMessage(message: unknown): ReadableMessage {
  if (typeof message !== 'string') return { encoding: 'hex', text: JSON.stringify(message) ?? String(message) };
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0) return { encoding: 'text', text: message };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message));
    if (text.length > 0 && !UNPRINTABLE.test(text)) return { encoding: 'text', text };
  } catch {
    // Not UTF-8: shown as hex.
  }
  return { encoding: 'hex', text: message };
}
