import { randomBytes } from 'node:crypto';
import type { OnrampOrderStatus } from '@airlock/protocol';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { onrampOrders } from '../storage/schema';

export type OnrampOrderRecord = typeof onrampOrders.$inferSelect & { status: OnrampOrderStatus };
export type NewOnrampOrder = Omit<
  OnrampOrderRecord,
  'id' | 'status' | 'rawTransaction' | 'transactionHash' | 'failureReason' | 'createdAt' | 'updatedAt'
>;

/** Order ids are capabilities (the checkout page needs no other credential): 128 random bits. */
export const ORDER_ID = /^ord_[A-Za-z0-9_-]{22}$/;

export interface OnrampOrderStore {
  /** The quote's order: made on the first call, the same one on every later call with that quote. */
  createForQuote(order: NewOnrampOrder): Promise<OnrampOrderRecord>;
  get(id: string): Promise<OnrampOrderRecord | undefined>;
  /** Moves a pending order to processing; undefined when another request claimed it first (or it is not pending). */
  claim(id: string): Promise<OnrampOrderRecord | undefined>;
  /** Stores the signed transfer of a processing order before it is broadcast. */
  recordSigned(id: string, rawTransaction: string, transactionHash: string): Promise<void>;
  /** Forgets a signed transfer that can never be mined (its nonce went to another), so the order is signed again. */
  forgetSigned(id: string): Promise<void>;
  complete(id: string, transactionHash: string): Promise<void>;
  /** Fails a pending order made more than `ageMs` ago with `reason`; the order as it then is. */
  expireIfOlder(id: string, ageMs: number, reason: string): Promise<OnrampOrderRecord | undefined>;
  fail(id: string, reason: string): Promise<void>;
  /**
   * Orders of `provider` left processing and untouched for `idleMs`, each taken for recovery by moving its
   * updated_at to now in the same UPDATE: of several processes looking at once, one takes each.
   */
  leaseIdle(provider: string, idleMs: number): Promise<OnrampOrderRecord[]>;
  /** Takes a provider's report of an order's state. */
  update(id: string, status: OnrampOrderStatus, details: { transactionHash?: string; failureReason?: string }): Promise<void>;
}

const asRecord = (row: typeof onrampOrders.$inferSelect | undefined) => row as OnrampOrderRecord | undefined;

export function createOnrampOrderStore(db: Database): OnrampOrderStore {
  const set = (id: string, values: Partial<typeof onrampOrders.$inferInsert>, status?: OnrampOrderStatus) =>
    db
      .update(onrampOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(status ? and(eq(onrampOrders.id, id), eq(onrampOrders.status, status)) : eq(onrampOrders.id, id));
  const getOrder = async (id: string) => {
    const [row] = await db.select().from(onrampOrders).where(eq(onrampOrders.id, id));
    return asRecord(row);
  };
  return {
    async createForQuote(order) {
      const id = `ord_${randomBytes(16).toString('base64url')}`;
      const [created] = await db
        .insert(onrampOrders)
        .values({ ...order, id, status: 'pending' })
        .onConflictDoNothing({ target: onrampOrders.quoteId })
        .returning();
      if (created) return created as OnrampOrderRecord;
      const [existing] = await db.select().from(onrampOrders).where(eq(onrampOrders.quoteId, order.quoteId));
      return existing as OnrampOrderRecord;
    },
    get: getOrder,
    async claim(id) {
      const [row] = await db
        .update(onrampOrders)
        .set({ status: 'processing', updatedAt: sql`now()` })
        .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'pending')))
        .returning();
      return asRecord(row);
    },
    async recordSigned(id, rawTransaction, transactionHash) {
      await set(id, { rawTransaction, transactionHash }, 'processing');
    },
    async forgetSigned(id) {
      await set(id, { rawTransaction: null, transactionHash: null }, 'processing');
    },
    async complete(id, transactionHash) {
      await set(id, { status: 'completed', transactionHash, failureReason: null }, 'processing');
    },
    async expireIfOlder(id, ageMs, reason) {
      const [expired] = await db
        .update(onrampOrders)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(
          and(
            eq(onrampOrders.id, id),
            eq(onrampOrders.status, 'pending'),
            lte(onrampOrders.createdAt, sql`now() - make_interval(secs => ${ageMs / 1000}::double precision)`),
          ),
        )
        .returning();
      return expired ? (expired as OnrampOrderRecord) : getOrder(id);
    },
    async fail(id, reason) {
      await set(id, { status: 'failed', failureReason: reason }, 'processing');
    },
    async leaseIdle(provider, idleMs) {
      const rows = await db
        .update(onrampOrders)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(onrampOrders.status, 'processing'),
            eq(onrampOrders.provider, provider),
            lte(onrampOrders.updatedAt, sql`now() - make_interval(secs => ${idleMs / 1000}::double precision)`),
          ),
        )
        .returning();
      return rows as OnrampOrderRecord[];
    },
    async update(id, status, details) {
      await set(id, { status, transactionHash: details.transactionHash ?? null, failureReason: details.failureReason ?? null });
    },
  };
}
