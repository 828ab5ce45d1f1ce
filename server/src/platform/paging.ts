import { sql } from 'drizzle-orm';
import type { PageResult } from '@roamcart/contracts';

/** The select list of a list's count query: `db.select(countAll).from(table).where(where)`. */
export const countAll = { total: sql<number>`count(*)::int` };

/**
 * One page of a list (DESIGN.md §4): `count` counts every match, `rows` reads the rows from
 * `offset`, `toItem` shapes each for the wire.
 */
export async function pageOf<Row, Item>(
  paging: { page: number; limit: number },
  count: PromiseLike<{ total: number }[]>,
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item | Promise<Item>,
): Promise<PageResult<Item>> {
  const [counted] = await count;
  const found = await rows(paging.limit, (paging.page - 1) * paging.limit);
  return { list: await Promise.all(found.map(toItem)), total: counted?.total ?? 0, page: paging.page, limit: paging.limit };
}
