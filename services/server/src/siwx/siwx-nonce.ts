import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 characters of 62: about 143 bits, well over EIP-4361's 8 alphanumerics. */
export const SIWX_NONCE_LENGTH = 24;
/** The largest multiple of 62 a byte can hold: bytes at or above it are skipped, so every character is equally likely. */
const UNBIASED_BELOW = 248;

/** A fresh nonce of alphanumerics from the system's cryptographic random source. */
export function newSiwxNonce(): string {
  let nonce = '';
  while (nonce.length < SIWX_NONCE_LENGTH) {
    for (const byte of randomBytes(SIWX_NONCE_LENGTH * 2)) {
      if (byte < UNBIASED_BELOW) nonce += ALPHABET[byte % ALPHABET.length];
      if (nonce.length === SIWX_NONCE_LENGTH) break;
    }
  }
  return nonce;
}
