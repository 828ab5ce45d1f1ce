import { describe, expect, it } from 'vitest';
import type { GoodsCard, PageResult } from '@roamcart/contracts';
import { flattenPages, nextPageOf } from './paging.ts';

function goods(id: number): GoodsCard {
  return { id, name: `Goods ${id}`, subtitle: '', image: '/uploads/a.webp', price: '1.00', market_price: '2.00', sales_volume: 0, stock: 1, is_new: false, rating: null, rating_count: 0 };
}

function page(number: number, ids: number[], total: number): PageResult<GoodsCard> {
  return { list: ids.map(goods), total, page: number, limit: 2 };
}

describe('paging', () => {
  it('asks for the next page while goods remain, and stops after the last one', () => {
    expect(nextPageOf(page(1, [1, 2], 3))).toBe(2);
    expect(nextPageOf(page(2, [3], 3))).toBeUndefined();
    expect(nextPageOf(page(1, [], 0))).toBeUndefined();
  });

  it('shows a goods that moved onto the next page between two fetches once', () => {
    const data = { pages: [page(1, [1, 2], 4), page(2, [2, 3], 4)], pageParams: [1, 2] };
    expect(flattenPages(data)).toEqual({ list: [goods(1), goods(2), goods(3)], total: 4 });
  });
});
