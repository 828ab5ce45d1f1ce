import { describe, expect, it } from 'vitest';
import { itemsFrom } from './order-items.ts';

describe('what Confirm order is asked to buy', () => {
  it('reads cart lines, or SKUs with quantities, and nothing else', () => {
    expect(itemsFrom(new URLSearchParams('cart_ids=3,4'))).toEqual({ cart_ids: [3, 4] });
    expect(itemsFrom(new URLSearchParams('items=12:2,15:1'))).toEqual({ items: [{ sku_id: 12, qty: 2 }, { sku_id: 15, qty: 1 }] });
    expect(itemsFrom(new URLSearchParams('items=12:0,x:1,7:-1'))).toBeNull();
    expect(itemsFrom(new URLSearchParams('cart_ids=0,abc'))).toBeNull();
    expect(itemsFrom(new URLSearchParams(''))).toBeNull();
  });
});
