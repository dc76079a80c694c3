import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { siwxNonces } from '../storage/schema';
import { newSiwxNonce } from './siwx-nonce';

/** How long a nonce may wait for its sign-in. */
export const SIWX_NONCE_TTL_MINUTES = 10;
/** Used and expired nonces are deleted this long after they expire, by the nonce requests that come later. */
const KEEP_EXPIRED_HOURS = 24;
/** About one nonce request in this many also deletes old ones, so no request pays for it every time. */
const SWEEP_EVERY = 100;

export interface SiwxNonceStore {
  /** A new single-use nonce for `projectId`, expiring SIWX_NONCE_TTL_MINUTES from now by the database's clock. */
  create(projectId: string): Promise<{ nonce: string; expiresAt: Date }>;
  /** Whether the nonce is the project's, unused and unexpired now; only SiwxSessionStore.createWithNonce takes it. */
  isUsable(nonce: string, projectId: string): Promise<boolean>;
}

export function createSiwxNonceStore(db: Database): SiwxNonceStore {
  return {
    async create(projectId) {
      const nonce = newSiwxNonce();
      const [row] = await db
        .insert(siwxNonces)
        .values({ nonce, projectId, expiresAt: sql`now() + make_interval(mins => ${SIWX_NONCE_TTL_MINUTES})` })
        .returning({ expiresAt: siwxNonces.expiresAt });
      if (Math.random() < 1 / SWEEP_EVERY) {
        await db.delete(siwxNonces).where(sql`${siwxNonces.expiresAt} < now() - make_interval(hours => ${KEEP_EXPIRED_HOURS})`);
      }
      return { nonce, expiresAt: row!.expiresAt };
    },
    async isUsable(nonce, projectId) {
      const rows = await db
        .select({ nonce: siwxNonces.nonce })
        .from(siwxNonces)
        .where(
          and(
            eq(siwxNonces.nonce, nonce),
            eq(siwxNonces.projectId, projectId),
            isNull(siwxNonces.usedAt),
            gt(siwxNonces.expiresAt, sql`now()`),
          ),
        );
      return rows.length === 1;
    },
  };
}
