import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../storage/database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A column's default where the schema gives it as a plain value (not SQL such as now()). */
const fallback = (column: Column): unknown => (column.default !== undefined && (typeof column.default !== 'object' || column.default === null) ? column.default : null);

/** Rows per statement: bounds one JSON parameter (a row is a few hundred bytes). */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts `rows` (drizzle insert shapes of `table`), skipping those already stored. The rows go to
 * the database as one JSON parameter read by json_to_recordset: a statement of thousands of rows
 * costs about a third of a multi-row VALUES with a parameter per field, on PostgreSQL and PGlite.
 * Columns no row sets are left out (their database default applies); a row without a column
 * others set gets the column's default value as the schema gives it (as drizzle's insert does), else null.
 */
export async function insertIgnoringDuplicates(tx: Transaction | Database, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const record = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const target = sql.raw(`"${getTableName(table)}"`);
  for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(index, index + ROWS_PER_STATEMENT).map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? fallback(column)]))),
    );
    await tx.execute(sql`INSERT INTO ${target} (${names}) SELECT ${names} FROM json_to_recordset(${json}::json) AS rows(${record}) ON CONFLICT DO NOTHING`);
  }
}
