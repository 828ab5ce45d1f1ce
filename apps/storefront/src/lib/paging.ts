import type { InfiniteData } from '@tanstack/react-query';
import type { PageResult } from '@roamcart/contracts';

/** The next page to ask for, or undefined once every item is loaded. */
export function nextPageOf(last: PageResult<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list. Pages are fetched by offset, so an item that moved between two
 * fetches (a sale changed a goods' rank) may come twice; it is shown once.
 */
export function flattenPages<T extends { id: number }>(data: InfiniteData<PageResult<T>>): { list: T[]; total: number } {
  const byId = new Map<number, T>();
  for (const item of data.pages.flatMap((page) => page.list)) if (!byId.has(item.id)) byId.set(item.id, item);
  return { list: [...byId.values()], total: data.pages[0]?.total ?? 0 };
}
