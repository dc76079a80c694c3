import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { desc, lt, and, isNull, sql } from 'drizzle-orm';
import type { MasterKey } from '../embedded/master-key';
import type { Database } from '../storage/database';
import { siwxSigningKeys } from '../storage/schema';
import { sealSigningKey, unsealSigningKey } from './sealed-signing-key';

export const SIWX_TOKEN_ALG = 'ES256';
/** How long this process trusts its copy of the current key before asking the database again (another process may have rotated). */
const CURRENT_KEY_RECHECK_MS = 60_000;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: typeof SIWX_TOKEN_ALG;
  use: 'sig';
}

export interface SiwxSigningKeys {
  /** The key that signs new tokens: made on first need, replaced once older than the rotation period. */
  current(): Promise<SigningKey>;
  /** The current key and every retired one that signed a session not yet ended. */
  publicKeys(): Promise<PublicJwk[]>;
}

type KeyRow = typeof siwxSigningKeys.$inferSelect;

export function createSiwxSigningKeys(options: {
  db: Database;
  masterKey: MasterKey;
  rotationDays: number;
  now?: () => number;
}): SiwxSigningKeys {
  const { db, masterKey } = options;
  const now = options.now ?? Date.now;
  const rotationMs = options.rotationDays * 24 * 60 * 60_000;
  let cached: { key: SigningKey; createdAt: number; checkedAt: number } | undefined;
  let loading: Promise<SigningKey> | undefined;

  const newest = async (): Promise<KeyRow | undefined> =>
    (await db.select().from(siwxSigningKeys).orderBy(desc(siwxSigningKeys.generation)).limit(1))[0];

  // The generation is unique: of processes rotating at once, one inserts and the others take its key.
  const createGeneration = async (generation: number): Promise<void> => {
    const kid = randomBytes(16).toString('base64url');
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' }) as Record<string, string>;
    await db
      .insert(siwxSigningKeys)
      .values({ kid, generation, publicJwk: { kty: kty!, crv: crv!, x: x!, y: y! }, ...sealSigningKey(masterKey, kid, privateKey) })
      .onConflictDoNothing({ target: siwxSigningKeys.generation });
    await db
      .update(siwxSigningKeys)
      .set({ retiredAt: sql`now()` })
      .where(and(lt(siwxSigningKeys.generation, generation), isNull(siwxSigningKeys.retiredAt)));
  };

  const load = async (): Promise<SigningKey> => {
    let row = await newest();
    if (!row || now() - row.createdAt.getTime() >= rotationMs) {
      await createGeneration((row?.generation ?? 0) + 1);
      row = (await newest())!;
    }
    const key = { kid: row.kid, privateKey: unsealSigningKey(masterKey, row.kid, row) };
    cached = { key, createdAt: row.createdAt.getTime(), checkedAt: now() };
    return key;
  };

  return {
    async current() {
      if (cached && now() - cached.checkedAt < CURRENT_KEY_RECHECK_MS && now() - cached.createdAt < rotationMs) return cached.key;
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return loading;
    },
    async publicKeys() {
      const rows = await db
        .select({ kid: siwxSigningKeys.kid, publicJwk: siwxSigningKeys.publicJwk })
        .from(siwxSigningKeys)
        .where(
          sql`${siwxSigningKeys.retiredAt} IS NULL OR EXISTS (
            SELECT 1 FROM siwx_sessions s WHERE s.signing_key_id = ${siwxSigningKeys.kid} AND s.expires_at > now()
          )`,
        )
        .orderBy(desc(siwxSigningKeys.generation));
      return rows.map(({ kid, publicJwk }) => ({
        kty: publicJwk.kty!,
        crv: publicJwk.crv!,
        x: publicJwk.x!,
        y: publicJwk.y!,
        kid,
        alg: SIWX_TOKEN_ALG,
        use: 'sig' as const,
      }));
    },
  };
}
