import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A list's ORDER BY from its `sort` / `order` query (contracts' `sortParams`): the whitelisted
 * column asked for, then `tiebreak` the same way so rows with equal values keep one order across
 * pages; the list's own `fallback` order when no `sort` is asked.
 */
export function sortedBy<Field extends string>(
  query: { sort?: Field; order: 'asc' | 'desc' },
  columns: Record<Field, AnyColumn | SQL>,
  tiebreak: AnyColumn,
  fallback: SQL[],
): SQL[] {
  if (!query.sort) return fallback;
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(columns[query.sort]), direction(tiebreak)];
}
