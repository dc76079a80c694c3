import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { embeddedNonces, embeddedSessions } from '../storage/schema';

export type EmbeddedSessionRow = typeof embeddedSessions.$inferSelect;

/** Storage of frame sessions (embedded_sessions) and of the nonces their requests used (embedded_nonces). */
export interface EmbeddedSessionStore {
  insert(session: typeof embeddedSessions.$inferInsert): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<EmbeddedSessionRow | undefined>;
  /** Marks the session revoked (once); false when there is no such session still active. */
  revoke(sessionId: string, at: Date): Promise<boolean>;
  /** Marks every active session of the user but one revoked; returns how many. */
  revokeOthers(userId: string, keptSessionId: string, at: Date): Promise<number>;
  /** Records a nonce for the session; false when the session already used it. */
  useNonce(sessionId: string, nonce: string, expiresAt: Date): Promise<boolean>;
  /** Deletes nonces that can no longer be replayed, and sessions expired before `before`; returns how many rows went. */
  deleteExpired(now: Date, sessionsExpiredBefore: Date): Promise<{ nonces: number; sessions: number }>;
}

export function createEmbeddedSessionStore(db: Database): EmbeddedSessionStore {
  return {
    async insert(session) {
      await db.insert(embeddedSessions).values(session);
    },
    async findByTokenHash(tokenHash) {
      const [row] = await db.select().from(embeddedSessions).where(eq(embeddedSessions.tokenHash, tokenHash)).limit(1);
      return row;
    },
    async revoke(sessionId, at) {
      const updated = await db
        .update(embeddedSessions)
        .set({ revokedAt: at })
        .where(and(eq(embeddedSessions.id, sessionId), isNull(embeddedSessions.revokedAt)))
        .returning({ id: embeddedSessions.id });
      return updated.length > 0;
    },
    async revokeOthers(userId, keptSessionId, at) {
      const updated = await db
        .update(embeddedSessions)
        .set({ revokedAt: at })
        .where(and(eq(embeddedSessions.userId, userId), ne(embeddedSessions.id, keptSessionId), isNull(embeddedSessions.revokedAt)))
        .returning({ id: embeddedSessions.id });
      return updated.length;
    },
    async useNonce(sessionId, nonce, expiresAt) {
      // The primary key (session_id, nonce) decides, so two servers racing on one nonce accept it once.
      const inserted = await db
        .insert(embeddedNonces)
        .values({ sessionId, nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: embeddedNonces.nonce });
      return inserted.length > 0;
    },
    async deleteExpired(now, sessionsExpiredBefore) {
      const nonces = await db.delete(embeddedNonces).where(lt(embeddedNonces.expiresAt, now)).returning({ nonce: embeddedNonces.nonce });
      const sessions = await db
        .delete(embeddedSessions)
        .where(lt(embeddedSessions.expiresAt, sessionsExpiredBefore))
        .returning({ id: embeddedSessions.id });
      return { nonces: nonces.length, sessions: sessions.length };
    },
  };
}
