import type { EmbeddedKeyStore } from './embedded-key-store';
import type { KeyVault } from './key-vault';
import type { SealedKey } from './sealed-key';

/** The user's key, made on first use; when two requests make one at once, both get the one stored. */
export async function ensureUserKey(keys: EmbeddedKeyStore, vault: KeyVault, userId: string): Promise<SealedKey> {
  return (await keys.get(userId)) ?? keys.insertIfAbsent(await vault.createKey(userId));
}
