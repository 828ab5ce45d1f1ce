import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, OrderDetail, RefundView, UserInfo } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { buyableSku, newBuyer, storefrontCall } from './support/buyer-api.ts';
import { searchedRow, settled, signInToBackOffice } from './support/admin-page.ts';

/** A filtered list's row holding `text`, once the list shows it. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/** How far the list's table is wider than its box (0 or less: no sideways scrolling). */
const overflow = (page: Page) => page.locator('.ant-table-content').evaluate((element) => element.scrollWidth - element.clientWidth);

async function searchByOrderNo(page: Page, orderNo: string): Promise<void> {
  await page.getByLabel('Order number').fill(orderNo);
  await searchedRow(page, orderNo);
}

describe('back office: an operator runs a customer’s order', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let buyer: Awaited<ReturnType<typeof newBuyer>>;
  let orderNo: string;

  beforeAll(async () => {
    // The customer's side through the API: a paid order of one SKU, waiting for shipping.
    buyer = await newBuyer('journey-admin-orders');
    const admin = await signInAdmin();
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, buyer.email), balance_delta: '5000.00', remark: 'journey wallet money' });
    const { skuId } = await buyableSku();
    ({ order_no: orderNo } = await storefrontCall<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token));
    await storefrontCall('POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, buyer.token);

    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('finds the order by its number, exports the filtered list, and ships it with a carrier from the list; the timeline shows the move', async () => {
    // The dashboard's figure opens the orders it counts (its card links there once the figures arrived); the whole list is one click away.
    await page.goto(`${baseUrl()}/admin/#/dashboard`);
    await page.getByRole('link', { name: /Orders to ship/ }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByText('Only orders with goods waiting to be shipped').waitFor();
    await rowWith(page, orderNo).waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByText('Only orders with goods waiting to be shipped').waitFor({ state: 'detached' });
    await searchByOrderNo(page, orderNo);
    expect(await rowWith(page, orderNo).textContent()).toContain('Pending shipping');
    await screenshot(page, 'admin-orders');
    expect(await overflow(page), 'the order list fits a 1366 px laptop without sideways scrolling').toBeLessThanOrEqual(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^order_no,customer,status,/);
    expect(csv[1]).toMatch(new RegExp(`^${orderNo},${buyer.email},pending_shipping,`));

    await rowWith(page, orderNo).getByRole('link', { name: orderNo }).click();
    await page.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
    await page.getByText(buyer.email).first().waitFor();
    await page.getByText('350 Fifth Avenue').waitFor();
    const detail = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no: orderNo }, buyer.token);
    const subOrderNo = detail.sub_orders[0]!.sub_order_no;

    await page.getByRole('button', { name: `Ship sub-order ${subOrderNo}` }).click();
    const dialog = settled(page.getByRole('dialog'));
    await dialog.getByLabel('Logistics company').click();
    await dialog.getByLabel('Logistics company').fill('DHL');
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: /^DHL$/ }).click();
    await dialog.getByLabel('Tracking number').fill('JRN-ADMIN-0001');
    await screenshot(page, 'admin-order-ship');
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText('Pending shipping → Shipped').first().waitFor();
    expect(await timeline.textContent()).toContain('DHL JRN-ADMIN-0001');
    await page.getByText('JRN-ADMIN-0001', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Ship sub-order ${subOrderNo}` }).count()).toBe(0);
    await screenshot(page, 'admin-order-detail');

    // An internal note stays in the back office; the invoice downloads as the customer's PDF.
    await page.getByLabel('Add a note').fill('Leave at the door');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByTestId('order-note').getByText('Leave at the door').waitFor();
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice' }).click()]);
    expect(invoice.suggestedFilename()).toBe(`invoice-${orderNo}.pdf`);
    expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const shipped = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no: orderNo }, buyer.token);
    expect(shipped).toMatchObject({ status: 'shipped', sub_orders: [{ logistics_company: 'DHL', tracking_no: 'JRN-ADMIN-0001' }] });
  });

  it('approves the customer’s refund request from the refunds page; the money is back in the wallet', async () => {
    const detail = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no: orderNo }, buyer.token);
    const sub = detail.sub_orders[0]!;
    const before = await storefrontCall<UserInfo>('GET', '/user/userInfo', {}, buyer.token);
    const asked = await storefrontCall<RefundView>('POST', '/order/refund', { order_no: sub.sub_order_no, kind: 'refund', reason: 'Arrived damaged', amount: sub.paid_amount }, buyer.token);

    await page.goto(`${baseUrl()}/admin/#/orders/refunds`);
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await searchByOrderNo(page, orderNo);
    const row = rowWith(page, orderNo);
    expect(await row.textContent()).toContain('Arrived damaged');
    expect(await row.textContent()).toContain('Requested');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = settled(page.getByRole('dialog'));
    await dialog.getByText(`Approve the request for ${sub.sub_order_no}`).waitFor();
    await dialog.getByLabel('Remark').fill('Sorry about the damage');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Refunded');
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(page, 'admin-refunds');
    expect(await overflow(page), 'the refund list fits a 1366 px laptop without sideways scrolling').toBeLessThanOrEqual(0);

    const after = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no: orderNo }, buyer.token);
    expect(after.refunds).toEqual([expect.objectContaining({ id: asked.id, status: 'refunded' })]);
    const wallet = await storefrontCall<UserInfo>('GET', '/user/userInfo', {}, buyer.token);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(cents(wallet.balance)).toBe(cents(before.balance) + cents(sub.paid_amount));
  });

  it('refunds a line from the order’s page: the order shows it fully refunded, with the refund in its timeline', async () => {
    const { skuId } = await buyableSku();
    const { order_no } = await storefrontCall<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token);
    await storefrontCall('POST', '/order/pay', { order_no, method: 'wallet' }, buyer.token);
    const sub = (await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no }, buyer.token)).sub_orders[0]!;

    await page.goto(`${baseUrl()}/admin/#/orders/detail?order_no=${order_no}`);
    await page.getByRole('button', { name: `Refund sub-order ${sub.sub_order_no}` }).click();
    const dialog = settled(page.getByRole('dialog'));
    await dialog.getByLabel(`Quantity of ${sub.lines[0]!.name} to refund`).fill('1');
    // The amount follows the line chosen; the shipping makes up the rest of what was paid.
    await expect.poll(() => dialog.getByLabel('Amount').inputValue()).not.toBe('');
    await dialog.getByLabel('Amount').fill(sub.paid_amount);
    await dialog.getByLabel('Reason').fill('Out of stock at the warehouse');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Fully refunded').first().waitFor();
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText('Refund requested').waitFor();
    expect(await timeline.textContent()).toContain('Out of stock at the warehouse');
    expect(await timeline.textContent()).toContain('Refund: Requested → Refunded');
  });

  it('adds a carrier with its tracking page on the Carriers page, ships with it, and the parcel links to that page', async () => {
    const carrier = `Journey Post ${randomBytes(3).toString('hex')}`;
    const { skuId } = await buyableSku();
    const { order_no } = await storefrontCall<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token);
    await storefrontCall('POST', '/order/pay', { order_no, method: 'wallet' }, buyer.token);
    const subOrderNo = (await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no }, buyer.token)).sub_orders[0]!.sub_order_no;

    await page.goto(`${baseUrl()}/admin/#/orders/carriers`);
    await page.getByRole('heading', { name: 'Carriers' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const editor = settled(page.getByRole('dialog'));
    await editor.getByLabel('Carrier name').fill(carrier);
    await editor.getByLabel('Tracking page').fill('track.example.com/{no}');
    await editor.getByText('Enter a web address starting with https:// or http:// that holds {no} where the tracking number goes').waitFor();
    await editor.getByLabel('Tracking page').fill('https://track.example.com/journey?n={no}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: carrier }).waitFor();
    await screenshot(page, 'admin-carriers');

    await page.goto(`${baseUrl()}/admin/#/orders/detail?order_no=${order_no}`);
    await page.getByRole('button', { name: `Ship sub-order ${subOrderNo}` }).click();
    const dialog = settled(page.getByRole('dialog'));
    await dialog.getByLabel('Logistics company').click();
    await dialog.getByLabel('Logistics company').fill(carrier);
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: carrier }).click();
    await dialog.getByLabel('Tracking number').fill('JRN-CARRIER-1');
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const link = page.getByTestId('parcel').getByRole('link', { name: 'JRN-CARRIER-1' });
    expect(await link.getAttribute('href')).toBe('https://track.example.com/journey?n=JRN-CARRIER-1');
    const shipped = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no }, buyer.token);
    expect(shipped.sub_orders[0]).toMatchObject({ logistics_company: carrier, tracking_url: 'https://track.example.com/journey?n=JRN-CARRIER-1' });
  });

  it('opens an agent’s rebate ledger from the agents page', async () => {
    await page.goto(`${baseUrl()}/admin/#/agents`);
    const row = rowWith(page, 'WELCOME');
    await row.getByRole('button', { name: 'Rebates' }).click();
    await page.getByRole('heading', { name: 'Agent rebates' }).waitFor();
    // The seeded agent earns nothing (its ratio is 0): an empty ledger whose total is zero.
    await page.getByText('Ledger total').waitFor();
    expect(await page.getByRole('combobox', { name: 'Agent' }).count()).toBe(1);
    await page.getByText('$0.00').waitFor();
    await screenshot(page, 'admin-agent-rebates');
  });
});
