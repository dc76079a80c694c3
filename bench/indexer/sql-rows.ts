import type { Database } from '../../services/server/src/storage/database';

/** Runs raw SQL (the bench cannot import drizzle-orm itself) and returns its rows, from PGlite or node-postgres alike. */
export async function sqlRows<T>(db: Database, text: string): Promise<T[]> {
  const result: unknown = await db.execute(text);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
