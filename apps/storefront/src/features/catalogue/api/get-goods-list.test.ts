import { describe, expect, it } from 'vitest';
import { goodsListInfiniteQuery } from './get-goods-list.ts';

describe('goods list query', () => {
  it('gives equal filters one query key, whatever was left unset', () => {
    const typed = goodsListInfiniteQuery({ keyword: 'lamp', price_min: '', is_new: undefined, sort: 'default' }).queryKey;
    expect(typed).toEqual(goodsListInfiniteQuery({ sort: 'default', keyword: 'lamp' }).queryKey);
  });
});
