import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgBigInt64, PgJson, PgJsonb, PgNumeric, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row as one JSON object keyed by the columns' names in code, for a statement that
 * answers several reads at once (a round trip fewer while a lock is held); `rowFromJson` reads it
 * back as drizzle would have. Big integers and numerics go as text: JSON numbers cannot hold them exactly.
 */
export function rowAsJson(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${is(column, PgBigInt64) || is(column, PgNumeric) ? sql`${column}::text` : column}`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The row that `rowAsJson` gave, with each value as its column maps it (dates, big integers). */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key] ?? null;
    // JSON columns arrive parsed already.
    row[key] = value === null || is(column, PgJsonb) || is(column, PgJson) ? value : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}
