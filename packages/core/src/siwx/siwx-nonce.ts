const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric nonce (EIP-4361 asks for at least 8) from the platform's CSPRNG, unbiased. */
export function generateSiwxNonce(length = 17): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && nonce.length < length) nonce += ALPHANUMERIC[byte % 62];
    }
  }
  return nonce;
}
