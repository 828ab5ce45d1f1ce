import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** The signed-in user's cart; every cart call answers the whole cart, so one query holds it. */
export const cartQuery = () =>
  queryOptions({ queryKey: ['cart'], queryFn: () => call(storefrontApi.cart.list, undefined, { overlay: false }) });

/** Keeps the answer of a cart call as the cart (the tab's badge and the Cart screen follow it). */
export function keepCart(client: QueryClient, cart: CartView): CartView {
  client.setQueryData(cartQuery().queryKey, cart);
  return cart;
}

export function addToCart(skuId: number, qty: number) {
  return call(storefrontApi.cart.add, { sku_id: skuId, qty });
}

/** Sets a line's quantity and/or whether it is selected for checkout. */
export function updateCartLine(body: { id: number; qty?: number; selected?: boolean }) {
  return call(storefrontApi.cart.update, body, { overlay: false });
}

export function selectAllCartLines(selected: boolean) {
  return call(storefrontApi.cart.selectAll, { selected }, { overlay: false });
}

export function deleteCartLines(ids: number[]) {
  return call(storefrontApi.cart.delete, { ids });
}
