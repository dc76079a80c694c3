import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { WalletEntry } from '@airlock/protocol';
import type { Database } from '../storage/database';
import { projectWallets } from '../storage/schema';

/** One row of a project's changes: a registry wallet it hid, or a wallet it added (maybe hidden too). */
export interface ProjectWalletRow {
  walletId: string;
  hidden: boolean;
  wallet: WalletEntry | null;
  createdAt: string;
}

/** Storage of the per-project changes to the wallet registry (table project_wallets). */
export interface ProjectWalletStore {
  /** Oldest first. */
  list(projectId: string): Promise<ProjectWalletRow[]>;
  get(projectId: string, walletId: string): Promise<ProjectWalletRow | undefined>;
  countAdded(projectId: string): Promise<number>;
  /** Adds the wallet unless the project already has a row with its id; false when it has. */
  add(projectId: string, wallet: WalletEntry): Promise<boolean>;
  /** Marks the wallet hidden, adding a row for a registry wallet the project has not changed yet. */
  hide(projectId: string, walletId: string): Promise<void>;
  /** Sets `hidden` on an existing row; false when there is none. */
  setHidden(projectId: string, walletId: string, hidden: boolean): Promise<boolean>;
  /** Deletes the row; false when there was none. */
  remove(projectId: string, walletId: string): Promise<boolean>;
}

type Row = typeof projectWallets.$inferSelect;

const toRow = (row: Row): ProjectWalletRow => ({
  walletId: row.walletId,
  hidden: row.hidden,
  wallet: row.wallet as WalletEntry | null,
  createdAt: row.createdAt.toISOString(),
});

const key = (projectId: string, walletId: string) => and(eq(projectWallets.projectId, projectId), eq(projectWallets.walletId, walletId));

export function createProjectWalletStore(db: Database): ProjectWalletStore {
  return {
    async list(projectId) {
      const rows = await db
        .select()
        .from(projectWallets)
        .where(eq(projectWallets.projectId, projectId))
        .orderBy(asc(projectWallets.createdAt), asc(projectWallets.walletId));
      return rows.map(toRow);
    },
    async get(projectId, walletId) {
      const [row] = await db.select().from(projectWallets).where(key(projectId, walletId)).limit(1);
      return row ? toRow(row) : undefined;
    },
    async countAdded(projectId) {
      const [row] = await db
        .select({ added: count() })
        .from(projectWallets)
        .where(and(eq(projectWallets.projectId, projectId), isNotNull(projectWallets.wallet)));
      return Number(row?.added ?? 0);
    },
    async add(projectId, wallet) {
      const inserted = await db
        .insert(projectWallets)
        .values({ projectId, walletId: wallet.id, hidden: false, wallet: { ...wallet } })
        .onConflictDoNothing()
        .returning({ walletId: projectWallets.walletId });
      return inserted.length > 0;
    },
    async hide(projectId, walletId) {
      await db
        .insert(projectWallets)
        .values({ projectId, walletId, hidden: true, wallet: null })
        .onConflictDoUpdate({ target: [projectWallets.projectId, projectWallets.walletId], set: { hidden: true } });
    },
    async setHidden(projectId, walletId, hidden) {
      const updated = await db
        .update(projectWallets)
        .set({ hidden })
        .where(key(projectId, walletId))
        .returning({ walletId: projectWallets.walletId });
      return updated.length > 0;
    },
    async remove(projectId, walletId) {
      const deleted = await db.delete(projectWallets).where(key(projectId, walletId)).returning({ walletId: projectWallets.walletId });
      return deleted.length > 0;
    },
  };
}
