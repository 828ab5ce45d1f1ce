import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GoodsDetail } from '@roamcart/contracts';
import { formatAmount } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { addAddress, buyableGoods, orderNoIn, shown } from './support/shop.ts';
import { currentRoute, newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

/** Opens the goods, chooses the SKU and adds it to the cart; ends back on Home, where the tab bar is. */
async function addToCart(page: Page, goods: GoodsDetail, values: string[]): Promise<void> {
  await openRoute(page, `/goodsdetail?id=${goods.id}`);
  await page.getByRole('heading', { name: goods.name, level: 2 }).waitFor();
  for (const value of values) await page.getByRole('button', { name: value, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to cart').waitFor();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await waitForRoute(page, '/');
}

const cartBadge = (page: Page) => page.locator('[data-testid="cart-badge"] [aria-hidden="true"]');

describe('shop checkout', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('buys goods from the cart with wallet money, follows the order to shipping and confirms receipt; the cart reads right to left in Arabic; no serious WCAG violation', async () => {
    const { goods, sku, values } = await buyableGoods();
    // A phone, with the page's CSP relaxed so that axe can be injected.
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-shop');
    await registerThroughUi(page, email, 'secret-123');

    const admin = await signInAdmin();
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), balance_delta: '5000.00', remark: 'journey wallet money' });

    await addAddress(page);

    // Goods detail: the SKU to the cart; the Cart tab counts the line.
    await addToCart(page, goods, values);
    await expect.poll(() => cartBadge(page).textContent()).toBe('1');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await waitForRoute(page, '/cart');
    const line = shown(page).getByTestId('cart-line').filter({ hasText: goods.name });
    await line.waitFor();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => line.getByRole('textbox').inputValue()).toBe('2');
    const lineTotal = formatAmount((Number(sku.price) * 2).toFixed(2), 'USD', 'en');
    await expect.poll(() => shown(page).getByTestId('cart-total').textContent()).toBe(lineTotal);
    await screenshot(page, 'shop-cart');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Checkout (2)' }).click();

    // Confirm order: the default address, the sub-order and the amount due, then Place order.
    await waitForRoute(page, '/confirmorder');
    await shown(page).getByText('350 Fifth Avenue, Apt 12B, New York, NY, 10001, United States of America').waitFor();
    await shown(page).getByTestId('order-line').filter({ hasText: goods.name }).first().waitFor();
    const due = (await shown(page).getByTestId('order-amount-due').last().textContent()) ?? '';
    expect(due).not.toBe('');
    await shown(page).getByLabel('Remark').fill('Leave it at the door');
    await page.getByRole('button', { name: 'Place order' }).click();

    // Pay order: the same amount, paid from the wallet.
    await waitForRoute(page, '/payorder');
    const orderNo = orderNoIn(page);
    expect(orderNo).toMatch(/^\d+$/);
    expect(await shown(page).getByTestId('pay-amount').textContent()).toBe(due);
    await expect.poll(() => shown(page).getByTestId('pay-balance').textContent()).toBe(formatAmount('5000.00', 'USD', 'en'));
    await shown(page).getByTestId('countdown').waitFor();
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    await waitForRoute(page, '/completed');
    await shown(page).getByText('Thank you! Your order is paid.').waitFor();

    // My orders, from Me: the order is there; its details say it waits for shipping.
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await waitForRoute(page, '/');
    expect(await cartBadge(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Me', exact: true }).click();
    await page.getByRole('link', { name: 'My orders' }).click();
    await waitForRoute(page, '/myorders');
    const card = shown(page).getByTestId('order-card').filter({ hasText: orderNo });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pending shipping');
    await card.getByRole('link').first().click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => shown(page).getByTestId('order-status').textContent()).toBe('Pending shipping');
    await shown(page).getByText('Leave it at the door').waitFor();
    await shown(page).getByTestId('order-timeline').getByText('Pending payment → Paid').waitFor();
    await screenshot(page, 'shop-order-details');
    expect(await seriousViolations(page)).toEqual([]);

    // The operator ships it; the buyer sees the tracking number and confirms receipt.
    await admin.post('/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'JRN123456789' });
    await page.reload();
    await expect.poll(() => shown(page).getByTestId('order-status').textContent()).toBe('Shipped');
    expect(await shown(page).getByTestId('order-tracking').textContent()).toBe('JRN123456789');
    await shown(page).getByRole('button', { name: 'Confirm receipt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => shown(page).getByTestId('order-status').textContent()).toBe('Received');
    await shown(page).getByTestId('order-timeline').getByText('Shipped → Received').waitFor();

    // In Arabic the cart reads right to left: the line's check box sits on the right of its picture.
    await addToCart(page, goods, values);
    // The language is read when the app starts: a second tab of the same session opens in Arabic.
    const arabicPage = await newPhonePage(context);
    await openRoute(arabicPage, '/cart?lang=ar');
    await expect.poll(() => arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shown(arabicPage).getByText('تحديد الكل').waitFor();
    const arabicLine = shown(arabicPage).getByTestId('cart-line').first();
    const check = await arabicLine.getByRole('checkbox').boundingBox();
    const picture = await arabicLine.locator('img').boundingBox();
    expect(check && picture && check.x > picture.x).toBe(true);
    await screenshot(arabicPage, 'shop-cart-ar');
    expect(await seriousViolations(arabicPage)).toEqual([]);
    expect(currentRoute(arabicPage)).toBe('/cart');
    await context.close();
  });

  it('buys now from goods detail and, with an empty wallet, is told the balance is short and may pay later from My orders', async () => {
    const { goods, values } = await buyableGoods();
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-shop-short'), 'secret-123');
    await addAddress(page);

    await openRoute(page, `/goodsdetail?id=${goods.id}`);
    await page.getByRole('heading', { name: goods.name, level: 2 }).waitFor();
    for (const value of values) await page.getByRole('button', { name: value, exact: true }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await waitForRoute(page, '/confirmorder');
    await shown(page).getByTestId('order-line').filter({ hasText: goods.name }).first().waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();

    await waitForRoute(page, '/payorder');
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    await expect.poll(() => shown(page).getByTestId('pay-refusal').textContent()).toBe('Insufficient balance');
    expect(currentRoute(page)).toBe('/payorder');

    await openRoute(page, '/myorders');
    await page.getByRole('tab', { name: 'Pending payment' }).click();
    const card = shown(page).getByTestId('order-card').filter({ hasText: 'Pending payment' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Pay' }).waitFor();
    await context.close();
  });
});
