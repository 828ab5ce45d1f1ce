import type { Address, OrderCreated } from '@roamcart/contracts';
import { adminCall, type AdminBrowser } from './admin-client.ts';
import { call, registerCustomer, type CallOptions, type TestApp } from './test-app.ts';

export const NEW_YORK_ADDRESS = { name: 'Jane Roe', tel: '(212) 555-0134', country: 'US', province: 'NY', city: 'New York', postal_code: '10001', address_detail: '350 Fifth Avenue' };

/** A signed-in customer with a delivery address, and the credentials a browser signs in with. */
export interface Buyer {
  token: string;
  userId: number;
  addressId: number;
  email: string;
  password: string;
}

/** A new customer with an address, and `balance` (base major units) in the wallet when given, credited by the back office. */
export async function newBuyer(t: TestApp, admin: AdminBrowser, balance?: string): Promise<Buyer> {
  const { token, userId, email, password } = await registerCustomer(t);
  const saved = await call<Address>(t.app, 'POST', '/address/save', NEW_YORK_ADDRESS, { token });
  if (balance) await adminCall(t.app, admin, 'POST', '/users/adjust', { user_id: userId, balance_delta: balance, remark: 'Test money' });
  return { token, userId, addressId: saved.data.id, email, password };
}

/** A "buy now" order of `items` to the buyer's address. */
export function placeOrder(t: TestApp, buyer: Buyer, items: { sku_id: number; qty: number }[], options: CallOptions = {}) {
  return call<OrderCreated>(t.app, 'POST', '/order/create', { items, address_id: buyer.addressId }, { token: buyer.token, ...options });
}
