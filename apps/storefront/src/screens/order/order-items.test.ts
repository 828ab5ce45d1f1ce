import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../components/countdown.tsx';
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

describe('the time left to pay', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('counts minutes and seconds, hours once there are any, and stops at zero', () => {
    expect(timeLeft('2026-01-01T10:29:05Z', now)).toBe('29:05');
    expect(timeLeft('2026-01-01T11:00:01Z', now)).toBe('1:00:01');
    expect(timeLeft('2026-01-01T09:59:00Z', now)).toBe('00:00');
  });
});
