import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { GoodsReviewPage, OrderAdminDetail, PageResult, RefundAdminRow } from '@roamcart/contracts';
import { formatAmount } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { addAddress, buyableGoods, dollars, orderNoIn, payFromWallet, shown, storefrontGet, type BuyableGoods } from './support/shop.ts';
import { currentRoute, newPhonePage, openRoute, registerThroughApi, shownValue, signInThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

const PASSWORD = 'secret-123';
const usd = (amount: number) => formatAmount(amount.toFixed(2), 'USD', 'en');

/** A customer signed in on `page`, with `balance` dollars in the wallet when given. */
async function signedInCustomer(page: Page, admin: AdminApi, label: string, balance?: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerThroughApi(email, PASSWORD);
  if (balance) await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), balance_delta: balance, remark: 'journey wallet money' });
  await openRoute(page, '/login');
  await signInThroughUi(page, email, PASSWORD);
  await waitForRoute(page, '/');
  return email;
}

/** From Confirm order (its lines on show): places the order and pays it from the wallet; answers the order number and the amount paid. */
async function placeAndPay(page: Page, name: string): Promise<{ orderNo: string; paid: number }> {
  await waitForRoute(page, '/confirmorder');
  await shown(page).getByTestId('order-line').filter({ hasText: name }).first().waitFor();
  await page.getByRole('button', { name: 'Place order' }).click();
  await waitForRoute(page, '/payorder');
  const orderNo = orderNoIn(page);
  const paid = dollars((await shown(page).getByTestId('pay-amount').textContent()) ?? '');
  await payFromWallet(page);
  await waitForRoute(page, '/completed');
  return { orderNo, paid };
}

/** Buys now from /choosegoods (the screen a list's buy button opens, on show or opened here), and pays. */
async function buyFromList(page: Page, { goods, values }: BuyableGoods) {
  if (currentRoute(page) !== '/choosegoods') await openRoute(page, `/choosegoods?id=${goods.id}`);
  await page.getByRole('link', { name: goods.name }).waitFor();
  for (const value of values) await page.getByRole('button', { name: value, exact: true }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  return placeAndPay(page, goods.name);
}

const orderStatus = (page: Page) => shown(page).getByTestId('order-status').textContent();

/** A small real PNG, as a phone's camera roll would give one. */
const photo = () => sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2410c' } }).png().toBuffer();

describe('shop after the sale', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: AdminApi;
  beforeAll(async () => {
    session = await launchBrowser();
    admin = await signInAdmin();
  });
  afterAll(async () => {
    await session.close();
  });

  it('buys from the favourites, confirms receipt and reviews the goods (shown on goods detail), sends part back as a return; a second order is refunded and the wallet has the money back', async () => {
    const bought = await buyableGoods();
    // CSP relaxed so that axe can be injected.
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    await signedInCustomer(page, admin, 'journey-after-sale', '5000.00');
    await addAddress(page);

    // Bought from a list, the favourites: its buy button opens /choosegoods for the SKU and quantity.
    await openRoute(page, `/goodsdetail?id=${bought.goods.id}`);
    // The heart takes a tap once it knows whether the goods is a favourite already (busy until then).
    const heart = page.getByRole('button', { name: 'Favourite' });
    await expect.poll(() => heart.getAttribute('aria-busy')).toBeNull();
    await heart.click();
    await page.getByText('Added to favourites').waitFor();
    await openRoute(page, '/wishlist');
    // The button's name isolates the goods name (FSI…PDI), for sentences read right to left.
    await shown(page).getByRole('button', { name: `Buy \u2068${bought.goods.name}\u2069` }).click();
    await waitForRoute(page, '/choosegoods');
    const first = await buyFromList(page, bought);

    // The operator ships it and enters what the carrier reports; the buyer follows the parcel, then confirms receipt.
    await admin.post('/orders/ship', { order_no: first.orderNo, logistics_company: 'DHL', tracking_no: 'JRN-REVIEW-1' });
    const [parcel] = (await admin.get<OrderAdminDetail>('/orders/detail', { order_no: first.orderNo })).sub_orders;
    await admin.post('/orders/shipment_event', { sub_order_no: parcel!.sub_order_no, occurred_at: new Date().toISOString(), status: 'out_for_delivery', location: 'Brooklyn depot', description: 'With the courier' });
    // Screens keep what they fetched for 30 s: a reload asks again.
    await openRoute(page, `/orderdetails?order_no=${first.orderNo}`);
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('Shipped');
    await shown(page).getByTestId('parcel-latest').getByText('Out for delivery · Brooklyn depot').waitFor();
    const carrierPage = shown(page).getByRole('link', { name: 'Tracking number JRN-REVIEW-1 on the carrier\'s website' });
    expect(await carrierPage.getAttribute('href')).toContain('dhl.com');
    await shown(page).getByRole('link', { name: 'Track parcel' }).click();
    await waitForRoute(page, '/ordertracking');
    const events = shown(page).getByTestId('parcel-event');
    await events.first().waitFor();
    expect(await events.count()).toBe(1);
    expect(await events.first().textContent()).toContain('With the courier');
    await screenshot(page, 'after-sale-parcel-tracking');
    expect(await seriousViolations(page)).toEqual([]);
    await openRoute(page, `/orderdetails?order_no=${first.orderNo}`);
    await shown(page).getByRole('button', { name: 'Confirm receipt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => orderStatus(page)).toBe('Received');

    // The review: four stars, a few words and a picture for the line.
    await shown(page).getByRole('link', { name: 'Review', exact: true }).click();
    await waitForRoute(page, '/orderreview');
    const line = shown(page).getByTestId('review-line').filter({ hasText: bought.goods.name });
    const fourStars = line.getByRole('radio', { name: '4 of 5 stars' });
    await fourStars.check();
    expect(await fourStars.isChecked()).toBe(true);
    const words = `Sturdy and as pictured ${Date.now()}`;
    await line.getByLabel('What you think').fill(words);
    await line.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photo() });
    await line.getByRole('img', { name: 'Picture 1' }).waitFor();
    await screenshot(page, 'after-sale-review');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send review' }).click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => orderStatus(page)).toBe('Completed');

    // Goods detail shows it, with the average rating of the goods' reviews.
    const reviews = await storefrontGet<GoodsReviewPage>(`/goods/reviews?lang=en&goods_id=${bought.goods.id}`);
    await openRoute(page, `/goodsdetail?id=${bought.goods.id}`);
    await shown(page).getByRole('heading', { name: bought.goods.name, level: 2 }).waitFor();
    // The reviews load once scrolled near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const section = shown(page).getByTestId('goods-reviews');
    const review = section.getByTestId('goods-review').filter({ hasText: words });
    await review.waitFor();
    await review.getByRole('img', { name: '4 of 5 stars' }).waitFor();
    await review.getByRole('button', { name: 'Open picture 1 of 1' }).waitFor();
    expect(await section.getByTestId('goods-rating').textContent()).toBe(String(Number(reviews.rating)));
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'after-sale-goods-reviews');

    // Part of the first order's price back for goods sent back: a return, approved, shipped back by the buyer.
    await openRoute(page, `/orderdetails?order_no=${first.orderNo}`);
    await shown(page).getByRole('link', { name: 'Refund or return' }).click();
    await waitForRoute(page, '/orderrefund');
    expect(await shown(page).getByRole('radio', { name: 'Return and refund' }).isChecked()).toBe(true);
    await shown(page).getByRole('radio', { name: 'Damaged or faulty' }).check();
    await shown(page).getByLabel('Amount (USD)').fill('1.50');
    await page.getByRole('button', { name: 'Send request' }).click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => shown(page).getByTestId('refund-state').textContent()).toBe('Return and refund requested');
    // Approved: the buyer is shown where to send the goods (the return address of the source they shipped from).
    const returnAddress = { source: bought.goods.shipping_source, name: 'Roamcart Returns', phone: '+1 212 555 0199', country: 'US', line1: `${Date.now()} Return Lane`, line2: 'Newark, NJ 07102' };
    await admin.post('/return_addresses/save', returnAddress);
    const [returned] = (await admin.get<PageResult<RefundAdminRow>>('/refunds', { order_no: first.orderNo })).list;
    await admin.post('/review/refund', { id: returned!.id, approve: true, remark: 'send it back' });
    await page.reload();
    await shown(page).getByTestId('order-refund').getByTestId('return-address').getByText(returnAddress.line1).waitFor();
    await shown(page).getByRole('link', { name: 'Send the goods back' }).click();
    await waitForRoute(page, '/returnshipping');
    await shown(page).getByTestId('return-address').getByText(returnAddress.line1).waitFor();
    await shown(page).getByLabel('Carrier').fill('UPS');
    await shown(page).getByLabel('Tracking number').fill('1Z-RETURN-42');
    await page.getByRole('button', { name: 'Send the goods back' }).click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => shown(page).getByTestId('refund-state').textContent()).toBe('Return in transit');
    await shown(page).getByTestId('order-refund').getByText('1Z-RETURN-42').waitFor();

    // A second order, paid and not shipped yet, is refunded in full.
    const second = await buyFromList(page, bought);
    await openRoute(page, '/mine');
    const balanceBefore = dollars(await shownValue(page, 'mine-balance'));
    await openRoute(page, `/orderdetails?order_no=${second.orderNo}`);
    await expect.poll(() => orderStatus(page)).toBe('Pending shipping');
    await shown(page).getByRole('link', { name: 'Refund', exact: true }).click();
    await waitForRoute(page, '/orderrefund');
    const amount = shown(page).getByLabel('Amount (USD)');
    expect(dollars(await amount.inputValue())).toBe(second.paid);
    await amount.fill((second.paid + 1).toFixed(2));
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => shown(page).getByRole('alert').allTextContents()).toEqual(['Choose a reason', `Up to ${usd(second.paid)}`]);
    await screenshot(page, 'after-sale-refund-form');
    expect(await seriousViolations(page)).toEqual([]);
    await amount.fill(second.paid.toFixed(2));
    await shown(page).getByRole('radio', { name: 'No longer needed' }).check();
    await shown(page).getByLabel('Details (optional)').fill('Bought it twice');
    await page.getByRole('button', { name: 'Send request' }).click();
    await waitForRoute(page, '/orderdetails');
    await expect.poll(() => shown(page).getByTestId('refund-state').textContent()).toBe('Refund requested');
    await shown(page).getByText('No longer needed: Bought it twice').waitFor();

    const { list } = await admin.get<PageResult<RefundAdminRow>>('/refunds', { order_no: second.orderNo });
    expect(list).toHaveLength(1);
    await admin.post('/review/refund', { id: list[0]!.id, approve: true, remark: 'journey refund' });
    await page.reload();
    await expect.poll(() => shown(page).getByTestId('refund-state').textContent()).toBe('Refund successful');
    await expect.poll(() => orderStatus(page)).toBe('Cancelled');
    // The totals say what was paid and what came back, not an amount due.
    const totals = shown(page).getByRole('region', { name: 'Totals' });
    expect(await totals.getByText('Amount due').count()).toBe(0);
    expect(await totals.getByTestId('order-amount-due').textContent()).toBe(usd(second.paid));
    expect(await totals.getByTestId('order-amount-refunded').textContent()).toBe(`-${usd(second.paid)}`);
    await screenshot(page, 'after-sale-refunded');

    await openRoute(page, '/mine');
    await expect.poll(() => shown(page).getByTestId('mine-balance').textContent()).toBe(usd(balanceBefore + second.paid));
    await context.close();
  });

  it('shares an unpaid order with two shipments; a visitor opens the link in another browser, signs in when asked and pays the shipment chosen', async () => {
    const fromWarehouse = await buyableGoods((goods) => goods.shipping_source === 'warehouse');
    const fromMerchant = await buyableGoods((goods) => goods.shipping_source === 'merchant');
    const buyerContext = await phoneContext(session.browser);
    await buyerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const buyer = await newPhonePage(buyerContext);
    await signedInCustomer(buyer, admin, 'journey-share-buyer');
    await addAddress(buyer);

    // The buyer orders goods from both sources and shares the order instead of paying it.
    await openRoute(buyer, `/confirmorder?items=${fromWarehouse.sku.id}:1,${fromMerchant.sku.id}:1`);
    await shown(buyer).getByTestId('order-line').nth(1).waitFor();
    await buyer.getByRole('button', { name: 'Place order' }).click();
    await waitForRoute(buyer, '/payorder');
    const orderNo = orderNoIn(buyer);
    await openRoute(buyer, `/orderdetails?order_no=${orderNo}`);
    await shown(buyer).getByRole('button', { name: 'Share' }).click();
    const link = await buyer.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/#\/shareorder\?token=[\w-]{20,}$/);
    await buyer.getByRole('button', { name: 'Copy link' }).click();
    await buyer.getByText('Link copied').waitFor();
    expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(buyer, 'after-sale-share-link');

    // A visitor in another browser sees the goods and the city, nothing closer.
    const visitorContext: BrowserContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const visitor = await newPhonePage(visitorContext);
    const visitorEmail = uniqueEmail('journey-share-visitor');
    await registerThroughApi(visitorEmail, PASSWORD);
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, visitorEmail), balance_delta: '5000.00', remark: 'journey wallet money' });
    await visitor.goto(link);
    await shown(visitor).getByTestId('shared-destination').filter({ hasText: 'Ships to New York, United States of America' }).waitFor();
    expect(await shown(visitor).getByTestId('shared-sub-order').count()).toBe(2);
    const sharedText = (await shown(visitor).textContent()) ?? '';
    // The address's own texts, and the phone as written (not bare digits, which an order number may hold).
    for (const personal of ['Jane Roe', '350 Fifth Avenue', 'Apt 12B', '+12125550134', '555-0134']) expect(sharedText).not.toContain(personal);
    await shown(visitor).getByRole('link', { name: 'Choose what to pay' }).click();
    await waitForRoute(visitor, '/choosesuborder');

    // Both shipments start chosen; paying asks a guest to sign in, and comes back here.
    const choices = shown(visitor).getByTestId('choose-sub-order');
    await expect.poll(() => choices.count()).toBe(2);
    await visitor.getByRole('button', { name: 'Sign in to pay' }).click();
    await waitForRoute(visitor, '/login');
    await signInThroughUi(visitor, visitorEmail, PASSWORD);
    await waitForRoute(visitor, '/choosesuborder');

    const warehouseChoice = choices.filter({ hasText: 'Ships from the Roamcart warehouse' });
    const merchantChoice = choices.filter({ hasText: 'Ships from the merchant' });
    const warehouseDue = dollars((await warehouseChoice.locator('.choose-sub-amount').textContent()) ?? '');
    const merchantDue = dollars((await merchantChoice.locator('.choose-sub-amount').textContent()) ?? '');
    await expect.poll(() => shown(visitor).getByTestId('choose-total').textContent()).toBe(usd(warehouseDue + merchantDue));
    await merchantChoice.getByRole('checkbox').uncheck();
    await expect.poll(() => shown(visitor).getByTestId('choose-total').textContent()).toBe(usd(warehouseDue));
    await shown(visitor).getByText('Total for 1 shipment:').waitFor();
    await expect.poll(() => shown(visitor).getByTestId('pay-balance').textContent()).toBe(usd(5000));
    await screenshot(visitor, 'after-sale-choose-sub-order');
    expect(await seriousViolations(visitor)).toEqual([]);
    await payFromWallet(visitor);

    // Back on the shared order: the chosen shipment is paid, the other one still waits.
    await waitForRoute(visitor, '/shareorder');
    await visitor.getByText('Paid. Thank you!').waitFor();
    const shipments = shown(visitor).getByTestId('shared-sub-order');
    await expect.poll(() => shipments.filter({ hasText: 'Ships from the Roamcart warehouse' }).textContent()).toContain('Pending shipping');
    expect(await shipments.filter({ hasText: 'Ships from the merchant' }).textContent()).toContain('Pending payment');
    await shown(visitor).getByRole('link', { name: 'Choose what to pay' }).waitFor();

    // In Arabic the shared order reads right to left.
    const arabic = await newPhonePage(visitorContext);
    await arabic.goto(`${link}&lang=ar`);
    await expect.poll(() => arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shown(arabic).getByRole('link', { name: 'اختر ما تريد دفعه' }).waitFor();
    await screenshot(arabic, 'after-sale-share-ar');

    // The buyer's order details follow.
    await buyer.reload();
    const buyerShipments = shown(buyer).locator('.order-sub');
    await expect.poll(() => buyerShipments.filter({ hasText: 'Ships from the Roamcart warehouse' }).locator('h2').textContent()).toContain('Pending shipping');
    await buyerContext.close();
    await visitorContext.close();
  });
});
