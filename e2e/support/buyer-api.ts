import type { Address, AuthResult, GoodsCard, GoodsDetail } from '@roamcart/contracts';
import { baseUrl, mailedCode } from './browser.ts';
import { INVITE_CODE, uniqueEmail } from './storefront.ts';

type Query = Record<string, string | number>;

/** Calls the storefront API as the customer holding `token` (or as a guest), in English and dollars unless `locale` says otherwise; anything but code 200 throws. */
export async function storefrontCall<T>(method: 'GET' | 'POST', path: string, input: Query | object = {}, token?: string, locale = { lang: 'en', currency: 'USD' }): Promise<T> {
  const search = new URLSearchParams({ ...locale, ...(method === 'GET' ? Object.fromEntries(Object.entries(input).map(([name, value]) => [name, String(value)])) : {}) });
  const response = await fetch(`${baseUrl()}/app_index${path}?${search.toString()}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Client-Type': 'AppIndex', ...(token ? { Authorization: token } : {}) },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 200) throw new Error(`${method} ${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** A storefront write that takes an Idempotency-Key (booking, paying), as the traveller holding `token`; anything but 200 throws with the answer's data. */
export async function storefrontWrite<T>(path: string, body: object, token: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/app_index${path}?lang=en&currency=USD`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Client-Type': 'AppIndex', Authorization: token, 'Idempotency-Key': `journey-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 200) throw new Error(`POST ${path} answered ${envelope.code}: ${envelope.msg} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

/** A customer registered through the API with the mailed code, signed in, with a New York delivery address. */
export async function newBuyer(label: string): Promise<{ email: string; token: string; userId: number; addressId: number }> {
  const email = uniqueEmail(label);
  await storefrontCall('POST', '/common/send_email_code', { email, scene: 'register' });
  const code = await mailedCode(email);
  const { token, user_info } = await storefrontCall<AuthResult>('POST', '/user/register', { email, code, password: 'secret-123', password_confirm: 'secret-123', invite_code: INVITE_CODE });
  const address = await storefrontCall<Address>(
    'POST',
    '/address/save',
    { name: 'Jane Roe', tel: '(212) 555-0134', country: 'US', province: 'NY', city: 'New York', postal_code: '10001', address_detail: '350 Fifth Avenue' },
    token,
  );
  return { email, token, userId: user_info.id, addressId: address.id };
}

/** A SKU of the demo catalogue on sale with at least `qty` in stock and no purchase limit below it. */
export async function buyableSku(qty = 1): Promise<{ goods: GoodsDetail; skuId: number }> {
  const { list } = await storefrontCall<{ list: GoodsCard[] }>('GET', '/goods/list', { page: 1, limit: 50 });
  for (const card of list) {
    if (card.stock < qty) continue;
    const goods = await storefrontCall<GoodsDetail>('GET', '/goods/detail', { id: card.id });
    const sku = goods.skus.find((candidate) => candidate.stock >= qty);
    if (sku && (goods.purchase_limit === 0 || goods.purchase_limit >= qty)) return { goods, skuId: sku.id };
  }
  throw new Error('the demo catalogue has no goods to buy');
}

/** An adult with a valid passport, as the flight booking form takes one. */
export function adultPassenger(first: string, last: string) {
  return {
    type: 'adult',
    first_name: first,
    last_name: last,
    gender: 'female',
    nationality: 'GB',
    doc_type: 'passport',
    doc_number: `P${Math.floor(Math.random() * 1e8)}`,
    doc_expiry: `${new Date().getFullYear() + 5}-01-31`,
    birth_date: '1986-05-14',
  };
}
