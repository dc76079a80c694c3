import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import type { AccountType } from './smart-account/account-type';
import { embeddedUsers } from '../storage/schema';

export interface EmbeddedUser {
  id: string;
  projectId: string;
  email: string | null;
  socialProvider: string | null;
  socialSubject: string | null;
  /** The provider's username and email at the last social login, for display. */
  socialUsername: string | null;
  socialEmail: string | null;
  /** 'eoa' or 'smartAccount' (a CHECK constraint); read it with preferredAccountType(). */
  preferredAccountType: string;
  createdAt: Date;
}

/** Storage of embedded-wallet users (table embedded_users). Emails are compared lowercased. */
export interface EmbeddedUserStore {
  get(userId: string): Promise<EmbeddedUser | undefined>;
  /** The project's user with this email, if there is one. */
  findByEmail(projectId: string, email: string): Promise<EmbeddedUser | undefined>;
  /** The project's user with this email, made now when there is none. */
  findOrCreateByEmail(projectId: string, email: string): Promise<EmbeddedUser>;
  /** The project's user with this provider's subject, made now when there is none. */
  findOrCreateBySocial(projectId: string, provider: string, subject: string): Promise<EmbeddedUser>;
  /** Spec §6: eoa or smartAccount, kept for the user's next sessions. */
  setPreferredAccountType(userId: string, type: AccountType): Promise<void>;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createEmbeddedUserStore(db: Database): EmbeddedUserStore {
  async function findOrCreate(values: typeof embeddedUsers.$inferInsert, where: ReturnType<typeof and>): Promise<EmbeddedUser> {
    // Two logins at once both insert; the unique index keeps one row, and both read it.
    await db.insert(embeddedUsers).values(values).onConflictDoNothing();
    const [row] = await db.select().from(embeddedUsers).where(where).limit(1);
    return row!;
  }
  return {
    async get(userId) {
      const [row] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.id, userId)).limit(1);
      return row;
    },
    async findByEmail(projectId, email) {
      const [row] = await db
        .select()
        .from(embeddedUsers)
        .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, normalizeEmail(email))))
        .limit(1);
      return row;
    },
    findOrCreateByEmail(projectId, email) {
      const normalized = normalizeEmail(email);
      return findOrCreate(
        { id: randomUUID(), projectId, email: normalized },
        and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, normalized)),
      );
    },
    findOrCreateBySocial(projectId, provider, subject) {
      return findOrCreate(
        { id: randomUUID(), projectId, socialProvider: provider, socialSubject: subject },
        and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.socialProvider, provider), eq(embeddedUsers.socialSubject, subject)),
      );
    },
    async setPreferredAccountType(userId, type) {
      await db.update(embeddedUsers).set({ preferredAccountType: type }).where(eq(embeddedUsers.id, userId));
    },
  };
}
