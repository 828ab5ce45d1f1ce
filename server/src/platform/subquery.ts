import { sql, type SQL } from 'drizzle-orm';

/**
 * `query` as a scalar subquery, a column another module's select can embed (a typed query part).
 * Nested in a SQL of its own: drizzle writes the columns of a select from one table without their
 * table's name, so a part written straight into such a select could read its own table's column
 * where it meant the outer one; it leaves nested SQL as written.
 */
export function scalarSubquery<Value>(query: SQL): SQL<Value> {
  return sql<Value>`(${query})`;
}
