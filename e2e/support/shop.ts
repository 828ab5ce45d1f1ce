import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { GoodsCard, GoodsDetail } from '@roamcart/contracts';
import { baseUrl } from './browser.ts';
import { openRoute, waitForRoute } from './storefront.ts';

/** A public storefront call, answered 200. */
export async function storefrontGet<T>(path: string): Promise<T> {
  const envelope = (await (await fetch(`${baseUrl()}/app_index${path}`)).json()) as { code: number; data: T };
  expect(envelope.code, path).toBe(200);
  return envelope.data;
}

export interface BuyableGoods {
  goods: GoodsDetail;
  sku: GoodsDetail['skus'][number];
  /** The spec values to press to choose `sku` (specs with one value come chosen already). */
  values: string[];
}

/** A demo goods on sale with a SKU of which two units can be bought; `accept` narrows which goods. */
export async function buyableGoods(accept: (goods: GoodsDetail) => boolean = () => true): Promise<BuyableGoods> {
  const { list } = await storefrontGet<{ list: GoodsCard[] }>('/goods/list?lang=en&limit=50&page=1');
  for (const card of list) {
    if (card.stock < 2) continue;
    const goods = await storefrontGet<GoodsDetail>(`/goods/detail?lang=en&id=${card.id}`);
    const sku = goods.skus.find((candidate) => candidate.stock >= 2);
    if (!sku || (goods.purchase_limit > 0 && goods.purchase_limit < 2) || !accept(goods)) continue;
    // Specs with one value come chosen already; pressing them would clear the choice.
    const values = goods.specs.flatMap((spec, index) => (spec.values.length > 1 ? spec.values.filter((value) => value.id === sku.spec_values[index]).map((value) => value.value) : []));
    return { goods, sku, values };
  }
  throw new Error('the demo catalogue has no goods to buy');
}

/** Pays from the wallet on a payment screen, confirming the amount in the dialog that asks first. */
export async function payFromWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay from wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
}

/** Fills the open address form with a New York address and saves it. */
export async function saveNewYorkAddress(page: Page): Promise<void> {
  await page.getByLabel('Consignee').fill('Jane Roe');
  await page.getByLabel('Phone').fill('(212) 555-0134');
  await page.getByLabel('Address', { exact: true }).fill('350 Fifth Avenue, Apt 12B');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Adds a New York address through the address book (the first one is the default). */
export async function addAddress(page: Page): Promise<void> {
  await openRoute(page, '/myaddress');
  await page.getByRole('link', { name: 'Add address' }).click();
  await waitForRoute(page, '/addaddress');
  await saveNewYorkAddress(page);
  await waitForRoute(page, '/myaddress');
}

/** The screen on show: the keep-alive cache keeps the last few screens in the page, hidden. */
export const shown = (page: Page) => page.locator('.keep-alive-pane:not([hidden])');

/** The order number in the address bar (`?order_no=`). */
export function orderNoIn(page: Page): string {
  return new URL(page.url().replace('#', '')).searchParams.get('order_no') ?? '';
}

/** "$5,012.40" -> 5012.4: an amount as the English screens write US dollars. */
export function dollars(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}
