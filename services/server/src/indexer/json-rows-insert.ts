import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../storage/database';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per statement: bounds one JSON parameter (a row is a few hundred bytes). */
const ROWS_PER_STATEMENT = 5_000;

/** A column's default as an SQL literal, where the schema gives it as a plain number or boolean (not SQL such as now()). */
function literalDefault(column: Column): string | undefined {
  const value = column.default;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts `rows` (drizzle insert shapes of `table`), skipping those already stored. The rows go to
 * the database as they are, one JSON parameter read by json_to_recordset under their property
 * names: a statement of thousands of rows costs about a third of a multi-row VALUES with a
 * parameter per field, on PostgreSQL and PGlite. Columns no row sets are left out (their database
 * default applies); a row without a column others set gets the column's default where the schema
 * gives it as a plain value (as drizzle's insert does), else null.
 */
export async function insertIgnoringDuplicates(tx: Transaction | Database, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set<string>();
  for (const row of rows) for (const key in row) if ((row as Record<string, unknown>)[key] !== undefined) present.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = sql.raw(columns.map(([, column]) => quoted(column.name)).join(', '));
  const values = sql.raw(
    columns
      .map(([key, column]) => {
        const fallback = literalDefault(column);
        return fallback === undefined ? quoted(key) : `coalesce(${quoted(key)}, ${fallback})`;
      })
      .join(', '),
  );
  const record = sql.raw(columns.map(([key, column]) => `${quoted(key)} ${column.getSQLType()}`).join(', '));
  const target = sql.raw(quoted(getTableName(table)));
  for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.length <= ROWS_PER_STATEMENT ? rows : rows.slice(index, index + ROWS_PER_STATEMENT));
    await tx.execute(
      sql`INSERT INTO ${target} (${names})
        SELECT ${values} FROM json_to_recordset(${json}::json) AS rows(${record}) ON CONFLICT DO NOTHING`,
    );
  }
}
