import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { embeddedEmailUpdates, embeddedUsers } from '../storage/schema';
import { errorCauses } from '../http/error-causes';

/** An email change in progress (table embedded_email_updates): at most one per user. */
export interface PendingEmailUpdate {
  userId: string;
  projectId: string;
  newEmail: string;
  primaryVerifiedAt: Date | null;
  expiresAt: Date;
}

export interface EmailUpdateStore {
  /** Whether another user of the project already has this (lowercased) address. */
  emailTaken(projectId: string, email: string, exceptUserId: string): Promise<boolean>;
  /** Starts a change, replacing any other the user had (its primary check included). */
  start(update: Omit<PendingEmailUpdate, 'primaryVerifiedAt'>): Promise<void>;
  /** The user's change, or undefined when there is none or it has expired. */
  pending(userId: string, now: Date): Promise<PendingEmailUpdate | undefined>;
  /** The code to the current address checked out; the change now waits for the new address's code until `expiresAt`. */
  markPrimaryVerified(userId: string, at: Date, expiresAt: Date): Promise<void>;
  /**
   * Gives the user the new address and ends the change, in one transaction. Resolves false when the
   * address was taken meanwhile (the unique index refused it).
   */
  complete(userId: string, newEmail: string): Promise<boolean>;
}

/** Postgres' unique_violation, anywhere in the cause chain (drizzle wraps the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  return errorCauses(error).some((cause) => (cause as { code?: unknown }).code === '23505');
}

export function createEmailUpdateStore(db: Database): EmailUpdateStore {
  return {
    async emailTaken(projectId, email, exceptUserId) {
      const rows = await db
        .select({ id: embeddedUsers.id })
        .from(embeddedUsers)
        .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email), ne(embeddedUsers.id, exceptUserId)))
        .limit(1);
      return rows.length > 0;
    },

    async start({ userId, projectId, newEmail, expiresAt }) {
      const values = { userId, projectId, newEmail, primaryVerifiedAt: null, createdAt: new Date(), expiresAt };
      await db.insert(embeddedEmailUpdates).values(values).onConflictDoUpdate({ target: embeddedEmailUpdates.userId, set: values });
    },

    async pending(userId, now) {
      const [row] = await db.select().from(embeddedEmailUpdates).where(eq(embeddedEmailUpdates.userId, userId)).limit(1);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
      return {
        userId: row.userId,
        projectId: row.projectId,
        newEmail: row.newEmail,
        primaryVerifiedAt: row.primaryVerifiedAt,
        expiresAt: row.expiresAt,
      };
    },

    async markPrimaryVerified(userId, at, expiresAt) {
      await db.update(embeddedEmailUpdates).set({ primaryVerifiedAt: at, expiresAt }).where(eq(embeddedEmailUpdates.userId, userId));
    },

    async complete(userId, newEmail) {
      try {
        await db.transaction(async (tx) => {
          await tx.update(embeddedUsers).set({ email: newEmail }).where(eq(embeddedUsers.id, userId));
          await tx.delete(embeddedEmailUpdates).where(eq(embeddedEmailUpdates.userId, userId));
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
