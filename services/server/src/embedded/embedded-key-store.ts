import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Database } from '../storage/database';
import { embeddedKeys } from '../storage/schema';
import type { SealedKey } from './sealed-key';

/** Storage of the users' encrypted keys (table embedded_keys): one key per user. */
export interface EmbeddedKeyStore {
  get(userId: string): Promise<SealedKey | undefined>;
  /** Stores the key unless the user has one; returns the user's key either way. */
  insertIfAbsent(key: SealedKey): Promise<SealedKey>;
}

type Row = typeof embeddedKeys.$inferSelect;

const toSealedKey = (row: Row): SealedKey => ({
  userId: row.userId,
  address: row.address as Address,
  ciphertext: row.ciphertext,
  iv: row.iv,
  tag: row.tag,
  keyVersion: row.keyVersion,
  masterKeyId: row.masterKeyId,
});

export function createEmbeddedKeyStore(db: Database): EmbeddedKeyStore {
  const get = async (userId: string) => {
    const [row] = await db.select().from(embeddedKeys).where(eq(embeddedKeys.userId, userId)).limit(1);
    return row ? toSealedKey(row) : undefined;
  };
  return {
    get,
    async insertIfAbsent(key) {
      await db.insert(embeddedKeys).values(key).onConflictDoNothing();
      return (await get(key.userId))!;
    },
  };
}
