import { getTableColumns, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from './db.ts';

/** A column's name in the database: its key in snake_case unless it was named (the databases are opened with `casing: 'snake_case'`). */
const nameOf = (column: Column): string => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** A value as the JSON parameter carries it: bigints and instants as text (JSON numbers are doubles), the rest as it is (a jsonb column's value as JSON). */
const jsonValue = (value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value);

/**
 * Inserts many rows in one statement that carries them as one JSON parameter, read back into the
 * table's row type by the database (jsonb_populate_recordset): a multi-row VALUES of thousands of
 * values costs the query builder many times what the insert costs the database. Writes the
 * columns the first row names (every row names the same ones; the others take their defaults).
 * With `skipTaken`, a row whose value of that unique column is taken is left out. Answers the
 * `returning` columns of the rows written, as the driver reads them: meant for ids and texts.
 */
export async function insertRows<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { returning?: readonly K[]; skipTaken?: Column } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (rows.length === 0) return [];
  const columns: Record<string, Column> = getTableColumns(table);
  const written = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = sql.join(
    written.map((key) => sql.identifier(nameOf(columns[key]!))),
    sql`, `,
  );
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(written.map((key) => [nameOf(columns[key]!), jsonValue((row as Record<string, unknown>)[key])]))));
  const returning = options.returning ?? [];
  const returned = await rowsOf<Record<string, unknown>>(
    db,
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)
      ${options.skipTaken ? sql`on conflict (${sql.identifier(nameOf(options.skipTaken))}) do nothing` : sql``}
      ${returning.length ? sql`returning ${sql.join(returning.map((key) => sql.identifier(nameOf(columns[key]!))), sql`, `)}` : sql``}`,
  );
  return returned.map((row) => Object.fromEntries(returning.map((key) => [key, row[nameOf(columns[key]!)]])) as Pick<T['$inferSelect'], K>);
}
