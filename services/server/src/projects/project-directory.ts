import type { Database } from '../storage/database';
import { projects } from '../storage/schema';

/** How long the list of ids is trusted; a project made by another process is seen within this time. */
export const DIRECTORY_TTL_MS = 5_000;
/** Beyond this many projects the directory is not kept, and each unknown id costs one query. */
const MAX_DIRECTORY_IDS = 100_000;

export interface ProjectDirectory {
  /**
   * Whether `id` is among the projects: true/false from a list of every id that is at most 5 s
   * old, or undefined when there are too many projects to list. One query serves every caller.
   */
  has(id: string): Promise<boolean | undefined>;
  /** What `has` would answer without waiting: undefined also while the list is missing or stale. */
  hasNow(id: string): boolean | undefined;
  add(id: string): void;
}

/**
 * Every project id in memory, so that requests naming ids that do not exist (random ids sent to
 * dodge rate limits, say) are answered without a database query each. While the database is
 * unreachable, the last list keeps answering.
 */
export function createProjectDirectory(db: Database, now: () => number = Date.now): ProjectDirectory {
  let ids: Set<string> | undefined;
  let tooMany = false;
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  const refresh = async () => {
    try {
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .limit(MAX_DIRECTORY_IDS + 1);
      tooMany = rows.length > MAX_DIRECTORY_IDS;
      ids = tooMany ? undefined : new Set(rows.map((row) => row.id));
      loadedAt = now();
    } catch (error) {
      if (!ids) throw error;
    } finally {
      loading = undefined;
    }
  };

  return {
    async has(id) {
      if (now() - loadedAt > DIRECTORY_TTL_MS) await (loading ??= refresh());
      if (tooMany || !ids) return undefined;
      return ids.has(id);
    },
    hasNow(id) {
      if (tooMany || !ids || now() - loadedAt > DIRECTORY_TTL_MS) return undefined;
      return ids.has(id);
    },
    add(id) {
      ids?.add(id);
    },
  };
}
