import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResult, CartView, GoodsDetail, OrderPreview } from '@roamcart/contracts';
import { formatAmount } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, mailedCode, phoneContext, screenshot } from './support/browser.ts';
import { storefrontCall } from './support/buyer-api.ts';
import { addAddress, buyableGoods, dollars, orderNoIn, payFromWallet, saveNewYorkAddress, shown } from './support/shop.ts';
import { currentRoute, INVITE_CODE, newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

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
    // The bar at the bottom tells the total to pay beside Place order.
    expect(await shown(page).getByTestId('order-bar-total').textContent()).toBe(due);
    await shown(page).getByLabel('Remark').fill('Leave it at the door');
    await page.getByRole('button', { name: 'Place order' }).click();

    // Pay order: the same amount, paid from the wallet.
    await waitForRoute(page, '/payorder');
    const orderNo = orderNoIn(page);
    expect(orderNo).toMatch(/^\d+$/);
    expect(await shown(page).getByTestId('pay-amount').textContent()).toBe(due);
    await expect.poll(() => shown(page).getByTestId('pay-balance').textContent()).toBe(formatAmount('5000.00', 'USD', 'en'));
    await shown(page).getByTestId('countdown').waitFor();
    // The wallet asks first: the amount and the balance after it.
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.getByTestId('wallet-confirm-amount').textContent()).toBe(due);
    expect(await confirm.getByTestId('wallet-confirm-after').textContent()).toBe(formatAmount((5000 - dollars(due)).toFixed(2), 'USD', 'en'));
    await confirm.getByRole('button', { name: 'Pay now' }).click();
    await waitForRoute(page, '/completed');
    await shown(page).getByText('Thank you! Your order is paid.').waitFor();

    // Me's To ship shortcut counts the order and opens My orders on that tab; its details say it waits for shipping.
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await waitForRoute(page, '/');
    expect(await cartBadge(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Me', exact: true }).click();
    const toShip = shown(page).getByRole('link', { name: /^To ship\s*1 order$/ });
    await toShip.waitFor();
    expect(await shown(page).getByRole('link', { name: /^My orders$/ }).count()).toBe(0);
    await toShip.click();
    await waitForRoute(page, '/myorders');
    expect(await shown(page).getByRole('tab', { name: 'Pending shipping' }).getAttribute('aria-selected')).toBe('true');
    const card = shown(page).getByTestId('order-card').filter({ hasText: orderNo });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pending shipping');
    await card.getByRole('link').first().click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => shown(page).getByTestId('order-status').textContent()).toBe('Pending shipping');
    await shown(page).getByText('Leave it at the door').waitFor();
    // The timeline says what the buyer cares about: ordered and paid once, not each internal move of the payment.
    await expect.poll(() => shown(page).getByTestId('order-timeline').locator('.order-timeline-move').allTextContents()).toEqual(['Paid', 'Ordered']);
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
    await expect.poll(() => shown(page).getByTestId('order-timeline').locator('.order-timeline-move').allTextContents()).toEqual(['Received', 'Shipped', 'Paid', 'Ordered']);
    // The same timeline read in Chinese, the parcel's carrier and number as entered.
    const chinesePage = await newPhonePage(context);
    await openRoute(chinesePage, `/orderdetails?order_no=${orderNo}&lang=zh-CN`);
    await expect.poll(() => shown(chinesePage).getByTestId('order-timeline').locator('.order-timeline-move').allTextContents()).toEqual(['已收货', '已发货', '已支付', '已下单']);
    await shown(chinesePage).getByTestId('order-timeline').getByText('DHL JRN123456789').waitFor();
    await chinesePage.close();

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
    // Me in Arabic: the received order waits to be reviewed.
    await openRoute(arabicPage, '/mine');
    await shown(arabicPage).getByRole('link', { name: /^بانتظار التقييم\s*عدد الطلبات: 1$/ }).waitFor();
    await context.close();
  });

  it('buys now with an empty wallet: the card is chosen, the wallet is short with a Top up that comes back to the payment, which the wallet then pays', async () => {
    const { goods, values } = await buyableGoods((candidate) => candidate.skus.every((sku) => Number(sku.price) < 200));
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
    const orderNo = orderNoIn(page);
    await shown(page).getByTestId('pay-wallet-short').waitFor();
    const wallet = shown(page).getByRole('radio', { name: /^Wallet/ });
    expect(await wallet.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Pay with Card' }).waitFor();
    // Chosen all the same, the short wallet is refused by the server.
    await wallet.check();
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    await expect.poll(() => shown(page).getByTestId('pay-refusal').textContent()).toBe('Insufficient balance');

    // Top up by card, and back to the same payment, which the wallet now covers.
    await shown(page).getByRole('link', { name: 'Top up' }).click();
    await waitForRoute(page, '/recharge');
    await shown(page).getByRole('radio', { name: /^Card/ }).check();
    await shown(page).getByLabel('Amount (USD)').fill('300');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-gateway\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await waitForRoute(page, '/rechagerpayment');
    await shown(page).getByRole('link', { name: 'Back to payment' }).click({ timeout: 15_000 });
    await waitForRoute(page, '/payorder');
    expect(orderNoIn(page)).toBe(orderNo);
    await payFromWallet(page);
    await waitForRoute(page, '/completed');
    await context.close();
  });

  it('confirms an order before any address: items and totals with the total to pay, Add address, and back to the same order with it; the cart tells how much more ships free, in dollars and in yen', async () => {
    const { goods, sku } = await buyableGoods((candidate) => candidate.skus.every((one) => Number(one.price) < 45));
    const email = uniqueEmail('journey-no-address');
    await storefrontCall('POST', '/common/send_email_code', { email, scene: 'register' });
    const { token } = await storefrontCall<AuthResult>('POST', '/user/register', { email, code: await mailedCode(email), password: 'secret-123', password_confirm: 'secret-123', invite_code: INVITE_CODE });
    await storefrontCall('POST', '/cart/add', { sku_id: sku.id, qty: 1 }, token);
    const context = await phoneContext(session.browser);
    await context.addInitScript((value) => localStorage.setItem('token', JSON.stringify({ token: value })), token);

    // The cart: one parcel short of free shipping, by what the server says, in dollars; in Chinese and yen on a second tab.
    const page = await newPhonePage(context);
    await openRoute(page, '/cart');
    const [dollarGap] = (await storefrontCall<CartView>('GET', '/cart/list', {}, token)).free_shipping_gaps;
    await expect.poll(() => shown(page).getByTestId('cart-free-shipping').textContent()).toBe(`Add ${formatAmount(dollarGap!.missing, 'USD', 'en')} more for free shipping`);
    const chinese = await newPhonePage(context);
    await openRoute(chinese, '/cart?lang=zh-CN&currency=JPY');
    const [yenGap] = (await storefrontCall<CartView>('GET', '/cart/list', {}, token, { lang: 'zh-CN', currency: 'JPY' })).free_shipping_gaps;
    await expect.poll(() => shown(chinese).getByTestId('cart-free-shipping').textContent()).toBe(`再买 ${formatAmount(yenGap!.missing, 'JPY', 'zh-CN', 'JP¥')} 即可免运费`);
    await chinese.close();

    // Confirm order with no address yet: the goods and the amounts, the total in the bar, and Add address as the step to take.
    await page.getByRole('button', { name: 'Checkout (1)' }).click();
    await waitForRoute(page, '/confirmorder');
    await shown(page).getByTestId('order-add-address').waitFor();
    await shown(page).getByTestId('order-line').filter({ hasText: goods.name }).first().waitFor();
    const cartIds = new URL(page.url().replace('#', '')).searchParams.get('cart_ids') ?? '';
    const priced = await storefrontCall<OrderPreview>('POST', '/order/preview', { cart_ids: cartIds.split(',').map(Number) }, token);
    const total = formatAmount(priced.pay_amount, 'USD', 'en');
    await expect.poll(() => shown(page).getByTestId('order-bar-total').textContent()).toBe(total);
    expect(await shown(page).getByTestId('order-amount-due').last().textContent()).toBe(total);
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    await screenshot(page, 'shop-confirm-no-address');

    await shown(page).locator('.place-order-bar').getByRole('link', { name: 'Add address' }).click();
    await waitForRoute(page, '/addaddress');
    await saveNewYorkAddress(page);

    // Back on the same order, to the address just added.
    await waitForRoute(page, '/confirmorder');
    expect(new URL(page.url().replace('#', '')).searchParams.get('cart_ids')).toBe(cartIds);
    await shown(page).getByText('350 Fifth Avenue, Apt 12B, New York, NY, 10001, United States of America').waitFor();
    await expect.poll(() => shown(page).getByTestId('order-bar-total').textContent()).toBe(total);
    await page.getByRole('button', { name: 'Place order' }).click();
    await waitForRoute(page, '/payorder');
    await context.close();
  });
});
