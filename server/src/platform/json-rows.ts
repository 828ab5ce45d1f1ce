import { Column, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgBigInt64, PgJson, PgJsonb, PgNumeric, type PgTable } from 'drizzle-orm/pg-core';

/** A select's fields: columns, and SQL expressions answering JSON-safe values (text, numbers, booleans, JSON). */
type Fields = Record<string, Column | SQL>;

/**
 * A select's fields as one JSON object keyed by the fields' names, for a statement that answers
 * several reads at once (a round trip fewer while a lock is held); `fromJson` reads it back as
 * drizzle would have. Big integers and numerics go as text: JSON numbers cannot hold them exactly.
 */
export function fieldsAsJson(fields: Fields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${is(field, PgBigInt64) || is(field, PgNumeric) ? sql`${field}::text` : field}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The values that `fieldsAsJson` gave, each column's as the column maps it (dates, big integers). */
export function fromJson<Row>(fields: Fields, json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = json[key] ?? null;
    // JSON columns and expressions arrive parsed already.
    row[key] = value === null || !is(field, Column) || is(field, PgJsonb) || is(field, PgJson) ? value : field.mapFromDriverValue(value);
  }
  return row as Row;
}

/** A table's row as one JSON object (see `fieldsAsJson`). */
export function rowAsJson(table: PgTable): SQL {
  return fieldsAsJson(getTableColumns(table));
}

/** The row that `rowAsJson` gave. */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] {
  return fromJson(getTableColumns(table), json);
}
