import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { siwxSessions } from '../storage/schema';

export interface SiwxSessionRecord {
  id: string;
  projectId: string;
  account: string;
  chainId: string;
  message: string;
  signature: string;
  signingKeyId: string;
  issuedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface SiwxSessionStore {
  /**
   * Uses the nonce and stores the session in one statement: the nonce is taken only if it is the
   * project's, unused and unexpired, and the session is stored only if the nonce was taken. Of
   * parallel sign-ins with one nonce exactly one gets its session; the others get undefined.
   */
  createWithNonce(nonce: string, session: Omit<SiwxSessionRecord, 'revokedAt'>): Promise<SiwxSessionRecord | undefined>;
  get(projectId: string, id: string): Promise<SiwxSessionRecord | undefined>;
  /** Marks the session revoked (the first revocation's time is kept); undefined for an unknown id. */
  revoke(projectId: string, id: string): Promise<SiwxSessionRecord | undefined>;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function createSiwxSessionStore(db: Database): SiwxSessionStore {
  return {
    async createWithNonce(nonce, session) {
      const result = await db.execute(sql`
        WITH used AS (
          UPDATE siwx_nonces SET used_at = now()
          WHERE nonce = ${nonce} AND project_id = ${session.projectId} AND used_at IS NULL AND expires_at > now()
          RETURNING nonce
        )
        INSERT INTO siwx_sessions (id, project_id, account, chain_id, message, signature, signing_key_id, issued_at, expires_at)
        SELECT ${session.id}, ${session.projectId}, ${session.account}, ${session.chainId}, ${session.message}, ${session.signature},
               ${session.signingKeyId}, ${session.issuedAt.toISOString()}::timestamptz, ${session.expiresAt.toISOString()}::timestamptz
        FROM used
        RETURNING id
      `);
      return rowsOf<{ id: string }>(result).length === 1 ? { ...session, revokedAt: null } : undefined;
    },
    async get(projectId, id) {
      const [row] = await db
        .select()
        .from(siwxSessions)
        .where(and(eq(siwxSessions.id, id), eq(siwxSessions.projectId, projectId)));
      return row;
    },
    async revoke(projectId, id) {
      const [row] = await db
        .update(siwxSessions)
        .set({ revokedAt: sql`coalesce(${siwxSessions.revokedAt}, now())` })
        .where(and(eq(siwxSessions.id, id), eq(siwxSessions.projectId, projectId)))
        .returning();
      return row;
    },
  };
}
