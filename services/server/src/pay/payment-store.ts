import { randomBytes } from 'node:crypto';
import type { PaymentReceipt, PaymentToken } from '@airlock/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { payments } from '../storage/schema';

type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  projectId: string;
  chainId: number;
  recipient: `0x${string}`;
  token: PaymentToken;
  amount: string;
  units: bigint;
  createdBlock: bigint;
}

/** A stored payment: the receipt and what the server needs to check it. */
export interface StoredPayment {
  receipt: PaymentReceipt;
  projectId: string;
  units: bigint;
  createdBlock: bigint;
  /** When the transaction was attached (null while open). */
  attachedAt: Date | null;
}

export type AttachResult = { outcome: 'attached' | 'same'; payment: StoredPayment } | { outcome: 'other' | 'missing' | 'used' };

export type Settlement =
  | { status: 'paid'; payer: `0x${string}`; paidAt: Date }
  | { status: 'failed'; payer: `0x${string}` | null; failure: string };

function storedOf(row: PaymentRow): StoredPayment {
  return {
    projectId: row.projectId,
    units: BigInt(row.amountUnits),
    createdBlock: row.createdBlock,
    attachedAt: row.attachedAt,
    receipt: {
      id: row.id,
      status: row.status,
      recipient: row.recipient as `0x${string}`,
      amount: row.amount,
      token: { symbol: row.tokenSymbol, address: row.tokenAddress as PaymentToken['address'], decimals: row.tokenDecimals },
      chainId: row.chainId,
      payer: (row.payer as `0x${string}` | null) ?? null,
      transactionHash: (row.txHash as `0x${string}` | null) ?? null,
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      failure: row.failure ?? null,
    },
  };
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Payments in the server's database (PGlite or PostgreSQL). */
export function createPaymentStore(db: Database) {
  const byId = async (id: string): Promise<StoredPayment | undefined> => {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row && storedOf(row);
  };
  return {
    byId,
    async create(payment: NewPayment): Promise<StoredPayment> {
      const [row] = await db
        .insert(payments)
        .values({
          id: randomBytes(16).toString('hex'),
          projectId: payment.projectId,
          chainId: payment.chainId,
          recipient: payment.recipient,
          tokenAddress: payment.token.address,
          tokenSymbol: payment.token.symbol,
          tokenDecimals: payment.token.decimals,
          amount: payment.amount,
          amountUnits: payment.units.toString(),
          createdBlock: payment.createdBlock,
        })
        .returning();
      return storedOf(row!);
    },
    /** Attaches `hash` if no transaction is attached yet: one statement, so of concurrent attaches exactly one wins. */
    async attach(id: string, hash: `0x${string}`): Promise<AttachResult> {
      try {
        const [row] = await db
          .update(payments)
          .set({ txHash: hash, status: 'pending', attachedAt: new Date() })
          .where(and(eq(payments.id, id), isNull(payments.txHash)))
          .returning();
        if (row) return { outcome: 'attached', payment: storedOf(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'used' };
        throw error;
      }
      const existing = await byId(id);
      if (!existing) return { outcome: 'missing' };
      return existing.receipt.transactionHash === hash ? { outcome: 'same', payment: existing } : { outcome: 'other' };
    },
    /** Records what the chain said, once: only a pending payment settles. */
    async settle(id: string, settlement: Settlement): Promise<StoredPayment | undefined> {
      const [row] = await db
        .update(payments)
        .set(
          settlement.status === 'paid'
            ? { status: 'paid', payer: settlement.payer, paidAt: settlement.paidAt }
            : { status: 'failed', payer: settlement.payer, failure: settlement.failure },
        )
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row ? storedOf(row) : byId(id);
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
