import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { faucetGrants } from '../storage/schema';

const HOUR_MS = 60 * 60_000;

// Advisory lock classes (the first key of the two-key form), taken in this order by every claim,
// so two claims never wait on each other's lock in opposite orders.
const ADDRESS_LOCK_CLASS = 1;
const CLIENT_IP_LOCK_CLASS = 2;

export interface FaucetClaim {
  address: string;
  /** CAIP-2 id, e.g. eip155:31337. */
  chainId: string;
  /** As `clientAddress` gives it (IPv6 by /64). */
  clientIp: string;
}

export interface FaucetLimits {
  /** Grants per address and chain per hour. */
  perAddress: number;
  /** Grants per client IP per hour, over every address and chain. */
  perClientIp: number;
}

export type FaucetClaimResult = { granted: true; id: string } | { granted: false; retryAfterSeconds: number };

export interface FaucetGrants {
  /** Records a grant unless a limit of the last hour is used up; then says when the next one fits. */
  claim(claim: FaucetClaim, limits: FaucetLimits): Promise<FaucetClaimResult>;
  /** Forgets a grant whose funds could not be sent, giving its place back to the address and the IP. */
  release(id: string): Promise<void>;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createFaucetGrants(db: Database, now: () => number = Date.now): FaucetGrants {
  /** Seconds until fewer than `limit` grants matching `where` lie within the last hour; undefined when already fewer. */
  const secondsUntilBelow = async (tx: Transaction, where: SQL | undefined, limit: number): Promise<number | undefined> => {
    if (limit <= 0) return HOUR_MS / 1000;
    const [limiting] = await tx
      .select({ grantedAt: faucetGrants.grantedAt })
      .from(faucetGrants)
      .where(and(where, gt(faucetGrants.grantedAt, new Date(now() - HOUR_MS))))
      .orderBy(desc(faucetGrants.grantedAt))
      .offset(limit - 1)
      .limit(1);
    if (!limiting) return undefined;
    return Math.max(1, Math.ceil((limiting.grantedAt.getTime() + HOUR_MS - now()) / 1000));
  };

  return {
    async claim({ address: rawAddress, chainId, clientIp }, limits) {
      const address = rawAddress.toLowerCase();
      return db.transaction(async (tx) => {
        // Serialises claims for one address and chain, and for one IP, across processes, so concurrent ones cannot all fit under a limit.
        await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, hashtext(${`${chainId}:${address}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_IP_LOCK_CLASS}::int, hashtext(${clientIp}))`);
        const addressWait = await secondsUntilBelow(
          tx,
          and(eq(faucetGrants.address, address), eq(faucetGrants.chainId, chainId)),
          limits.perAddress,
        );
        const clientIpWait = await secondsUntilBelow(tx, eq(faucetGrants.clientIp, clientIp), limits.perClientIp);
        if (addressWait !== undefined || clientIpWait !== undefined) {
          return { granted: false, retryAfterSeconds: Math.max(addressWait ?? 0, clientIpWait ?? 0) };
        }
        const id = randomUUID();
        await tx.insert(faucetGrants).values({ id, address, chainId, clientIp, grantedAt: new Date(now()) });
        return { granted: true, id };
      });
    },
    async release(id) {
      await db.delete(faucetGrants).where(eq(faucetGrants.id, id));
    },
  };
}
