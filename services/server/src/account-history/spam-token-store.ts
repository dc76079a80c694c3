import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { spamTokens } from '../storage/schema';

export interface SpamToken {
  chainId: number;
  /** Lowercase 0x. */
  address: string;
  reason: string;
  createdAt: string;
}

const toSpamToken = (row: typeof spamTokens.$inferSelect): SpamToken => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The operator's spam list (spam_tokens): token contracts whose transfers history flags `is_spam`. */
export function createSpamTokenStore(db: Database) {
  return {
    async list(chainId?: number): Promise<SpamToken[]> {
      const rows = await db
        .select()
        .from(spamTokens)
        .where(chainId === undefined ? undefined : eq(spamTokens.chainId, chainId))
        .orderBy(asc(spamTokens.chainId), asc(spamTokens.address));
      return rows.map(toSpamToken);
    },
    /** Adds the token; `added` is false when it was listed already (its reason is kept). */
    async add(token: { chainId: number; address: string; reason: string }): Promise<{ token: SpamToken; added: boolean }> {
      const [inserted] = await db.insert(spamTokens).values(token).onConflictDoNothing().returning();
      if (inserted) return { token: toSpamToken(inserted), added: true };
      const [existing] = await db
        .select()
        .from(spamTokens)
        .where(and(eq(spamTokens.chainId, token.chainId), eq(spamTokens.address, token.address)));
      return { token: toSpamToken(existing!), added: false };
    },
    /** Whether it was listed. */
    async remove(chainId: number, address: string): Promise<boolean> {
      const removed = await db
        .delete(spamTokens)
        .where(and(eq(spamTokens.chainId, chainId), eq(spamTokens.address, address)))
        .returning({ address: spamTokens.address });
      return removed.length > 0;
    },
  };
}

export type SpamTokenStore = ReturnType<typeof createSpamTokenStore>;
