import type { OrderPreviewBody } from '@roamcart/contracts';

/** What the query string asks to buy: `cart_ids=3,4` (cart lines) or `items=12:2,15:1` (SKU and quantity). */
export function itemsFrom(params: URLSearchParams): Pick<OrderPreviewBody, 'cart_ids' | 'items'> | null {
  const cartIds = params.get('cart_ids');
  if (cartIds) {
    const ids = cartIds.split(',').filter((id) => /^[1-9]\d{0,9}$/.test(id)).map(Number);
    return ids.length > 0 ? { cart_ids: ids } : null;
  }
  const items = (params.get('items') ?? '')
    .split(',')
    .map((pair) => /^([1-9]\d{0,9}):([1-9]\d{0,3})$/.exec(pair))
    .filter((match) => match !== null)
    .map((match) => ({ sku_id: Number(match[1]), qty: Number(match[2]) }));
  return items.length > 0 ? { items } : null;
}
