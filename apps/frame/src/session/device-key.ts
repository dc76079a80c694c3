import type { FrameVault } from './frame-vault';

/**
 * The frame's device key: ECDSA P-256, the private half non-extractable, so no script (the frame's
 * own included) can read it out; only this origin can ask it to sign.
 */
export function createDeviceKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
}

/** The public half as the server takes it (`devicePublicKey`, a P-256 JWK). */
export function devicePublicJwk(pair: CryptoKeyPair): Promise<JsonWebKey> {
  return crypto.subtle.exportKey('jwk', pair.publicKey);
}

/** This frame's device key from the vault, made and kept there on first use. */
export async function keptDeviceKey(vault: FrameVault, create: () => Promise<CryptoKeyPair> = createDeviceKey): Promise<CryptoKeyPair> {
  let pair = await vault.getDeviceKey();
  if (!pair) {
    pair = await create();
    await vault.putDeviceKey(pair);
  }
  return pair;
}
