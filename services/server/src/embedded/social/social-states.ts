import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { embeddedSocialStates } from '../../storage/schema';
import { hashState } from './pkce';

export type SocialStateRow = typeof embeddedSocialStates.$inferSelect;

/** Login attempts between the authorization URL and the callback (table embedded_social_states). */
export function createSocialStates(db: Database, now: () => number = Date.now) {
  return {
    async insert(row: Omit<SocialStateRow, 'stateHash'> & { state: string }): Promise<void> {
      const { state, ...rest } = row;
      await db.insert(embeddedSocialStates).values({ ...rest, stateHash: hashState(state) });
    },
    /** Takes the attempt out, so a state completes one login at most; expired ones are not returned. */
    async consume(state: string): Promise<SocialStateRow | undefined> {
      const [row] = await db
        .delete(embeddedSocialStates)
        .where(eq(embeddedSocialStates.stateHash, hashState(state)))
        .returning();
      return row && row.expiresAt.getTime() > now() ? row : undefined;
    },
    /** Attempts this client started since `since`. */
    async countSince(clientIp: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(embeddedSocialStates)
        .where(and(eq(embeddedSocialStates.clientIp, clientIp), gt(embeddedSocialStates.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    async deleteExpired(): Promise<number> {
      const deleted = await db
        .delete(embeddedSocialStates)
        .where(lt(embeddedSocialStates.expiresAt, new Date(now())))
        .returning({ stateHash: embeddedSocialStates.stateHash });
      return deleted.length;
    },
  };
}

export type SocialStates = ReturnType<typeof createSocialStates>;
