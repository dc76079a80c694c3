import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { faucetGrants } from '../storage/schema';

const HOUR_MS = 60 * 60_000;

export interface FaucetGrants {
  /** Records a grant unless `limit` grants were made in the last hour; returns its id, or undefined when over. */
  claim(address: string, chainId: string, limit: number): Promise<string | undefined>;
  /** Forgets a grant whose funds could not be sent. */
  release(id: string): Promise<void>;
}

export function createFaucetGrants(db: Database, now: () => number = Date.now): FaucetGrants {
  return {
    async claim(rawAddress, chainId, limit) {
      const address = rawAddress.toLowerCase();
      return db.transaction(async (tx) => {
        // Serialises claims for one address and chain across processes, so concurrent ones cannot all fit under the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`faucet:${chainId}:${address}`}))`);
        const [row] = await tx
          .select({ n: count() })
          .from(faucetGrants)
          .where(and(eq(faucetGrants.address, address), eq(faucetGrants.chainId, chainId), gt(faucetGrants.grantedAt, new Date(now() - HOUR_MS))));
        if ((row?.n ?? 0) >= limit) return undefined;
        const id = randomUUID();
        await tx.insert(faucetGrants).values({ id, address, chainId, grantedAt: new Date(now()) });
        return id;
      });
    },
    async release(id) {
      await db.delete(faucetGrants).where(eq(faucetGrants.id, id));
    },
  };
}
