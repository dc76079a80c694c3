import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../storage/database';
import { embeddedDevices, embeddedUsers } from '../../storage/schema';

/** A device waiting for approval, as its link's page shows it. */
export interface PendingDevice {
  userId: string;
  projectId: string;
  email: string | null;
  expiresAt: Date;
}

/** Storage of the devices each email user approved (table embedded_devices); approval tokens by their sha256 only. */
export interface EmbeddedDeviceStore {
  /** Approved, and not longer ago than the approvals' lifetime (AIRLOCK_DEVICE_APPROVAL_DAYS). */
  isApproved(userId: string, deviceKeyId: string): Promise<boolean>;
  /** Approved now (a verified login code), any pending link dropped. */
  approve(userId: string, deviceKeyId: string): Promise<void>;
  /** Records a new approval link for the device, replacing any earlier one; an approval it had stays. */
  requestApproval(input: { userId: string; deviceKeyId: string; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** The device's state: approved, waiting (until when), or unknown. */
  state(userId: string, deviceKeyId: string): Promise<{ approved: boolean; approvalExpiresAt: Date | null } | undefined>;
  /** The unexpired pending approval a link's token names. */
  pendingByToken(tokenHash: string, now: Date): Promise<PendingDevice | undefined>;
  /** Uses the link's token up and approves its device; undefined when it is unknown, used or expired. */
  approveByToken(tokenHash: string, now: Date): Promise<PendingDevice | undefined>;
  /** Forgets the device's approval (an explicit sign-out). */
  forget(userId: string, deviceKeyId: string): Promise<void>;
  /** Forgets every device of the user but this one (the email address changed). */
  forgetAllBut(userId: string, deviceKeyId: string): Promise<void>;
}

export function createEmbeddedDeviceStore(db: Database, options: { approvalMaxAgeMs: number; now?: () => number }): EmbeddedDeviceStore {
  const now = options.now ?? Date.now;
  const stillApproved = (approvedAt: Date | null) => approvedAt !== null && approvedAt.getTime() > now() - options.approvalMaxAgeMs;
  const byKey = (userId: string, deviceKeyId: string) =>
    and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceKeyId, deviceKeyId));
  const pendingWhere = (tokenHash: string, now: Date) =>
    and(eq(embeddedDevices.approvalTokenHash, tokenHash), isNull(embeddedDevices.approvedAt), gt(embeddedDevices.approvalExpiresAt, now));
  const withUser = async (userId: string, expiresAt: Date | null): Promise<PendingDevice | undefined> => {
    const [user] = await db
      .select({ projectId: embeddedUsers.projectId, email: embeddedUsers.email })
      .from(embeddedUsers)
      .where(eq(embeddedUsers.id, userId))
      .limit(1);
    return user && expiresAt ? { userId, projectId: user.projectId, email: user.email, expiresAt } : undefined;
  };

  const state = async (userId: string, deviceKeyId: string) => {
    const [row] = await db.select().from(embeddedDevices).where(byKey(userId, deviceKeyId)).limit(1);
    return row ? { approved: stillApproved(row.approvedAt), approvalExpiresAt: row.approvalExpiresAt } : undefined;
  };

  return {
    state,
    async isApproved(userId, deviceKeyId) {
      return (await state(userId, deviceKeyId))?.approved ?? false;
    },
    async approve(userId, deviceKeyId) {
      const approvedAt = new Date();
      await db
        .insert(embeddedDevices)
        .values({ id: randomUUID(), userId, deviceKeyId, approvedAt })
        .onConflictDoUpdate({
          target: [embeddedDevices.userId, embeddedDevices.deviceKeyId],
          set: { approvedAt, approvalTokenHash: null, approvalExpiresAt: null },
        });
    },
    async requestApproval({ userId, deviceKeyId, tokenHash, expiresAt }) {
      await db
        .insert(embeddedDevices)
        .values({ id: randomUUID(), userId, deviceKeyId, approvalTokenHash: tokenHash, approvalExpiresAt: expiresAt })
        .onConflictDoUpdate({
          target: [embeddedDevices.userId, embeddedDevices.deviceKeyId],
          set: { approvalTokenHash: tokenHash, approvalExpiresAt: expiresAt },
        });
    },
    async pendingByToken(tokenHash, now) {
      const [row] = await db.select().from(embeddedDevices).where(pendingWhere(tokenHash, now)).limit(1);
      return row ? withUser(row.userId, row.approvalExpiresAt) : undefined;
    },
    async approveByToken(tokenHash, now) {
      // One statement: of two presses of the same link, one approves and the other finds nothing.
      const [row] = await db
        .update(embeddedDevices)
        .set({ approvedAt: now, approvalTokenHash: null })
        .where(pendingWhere(tokenHash, now))
        .returning({ userId: embeddedDevices.userId, expiresAt: embeddedDevices.approvalExpiresAt });
      return row ? withUser(row.userId, row.expiresAt) : undefined;
    },
    async forget(userId, deviceKeyId) {
      await db.delete(embeddedDevices).where(byKey(userId, deviceKeyId));
    },
    async forgetAllBut(userId, deviceKeyId) {
      await db.delete(embeddedDevices).where(and(eq(embeddedDevices.userId, userId), ne(embeddedDevices.deviceKeyId, deviceKeyId)));
    },
  };
}
