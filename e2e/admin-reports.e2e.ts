import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, DashboardCharts, GoodsCard, GoodsDetail, GoodsReviewPage, OrderCreated, ReportSummary } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { baseUrl, launchBrowser, mailedCode, screenshot } from './support/browser.ts';
import { INVITE_CODE, uniqueEmail } from './support/storefront.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';

const reviewText = `Too loud for a bedroom ${randomBytes(3).toString('hex')}`;

/** The storefront API as the app calls it, with the customer's token once signed in. */
async function appIndex<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, token?: string): Promise<T> {
  const url = new URL(`${baseUrl()}/app_index${path}`);
  url.searchParams.set('lang', 'en');
  if (method === 'GET') for (const [name, value] of Object.entries(body ?? {})) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', 'Client-Type': 'AppIndex', ...(token ? { Authorization: token } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** A demo goods with a SKU in stock. */
async function goodsInStock(): Promise<{ goods: GoodsDetail; skuId: number }> {
  const { list } = await appIndex<{ list: GoodsCard[] }>('GET', '/goods/list', { limit: 50, page: 1 });
  for (const card of list) {
    const goods = await appIndex<GoodsDetail>('GET', '/goods/detail', { id: card.id });
    const sku = goods.skus.find((candidate) => candidate.stock >= 1);
    if (sku) return { goods, skuId: sku.id };
  }
  throw new Error('the demo catalogue has no goods in stock');
}

/**
 * A customer who bought the goods today, paid from the wallet, got it and reviewed it: the order
 * the sales report counts and the review to hide, through the real calls of both apps.
 */
async function reviewedPurchase(admin: AdminApi, goods: GoodsDetail, skuId: number): Promise<void> {
  const email = uniqueEmail('report-buyer');
  await appIndex('POST', '/common/send_email_code', { email, scene: 'register' });
  const code = await mailedCode(email);
  const { token } = await appIndex<{ token: string }>('POST', '/user/register', { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: INVITE_CODE });
  const address = await appIndex<Address>(
    'POST',
    '/address/save',
    { name: 'Jane Roe', tel: '(212) 555-0134', country: 'US', province: 'NY', city: 'New York', postal_code: '10001', address_detail: '350 Fifth Avenue' },
    token,
  );
  await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), balance_delta: '100000', remark: 'Journey money' });
  const { order_no } = await appIndex<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: address.id }, token);
  await appIndex('POST', '/order/pay', { order_no, method: 'wallet' }, token);
  await admin.post('/orders/ship', { order_no, logistics_company: 'DHL', tracking_no: 'E2E-REPORT' });
  await appIndex('POST', '/order/confirm_receipt', { order_no }, token);
  await appIndex('POST', '/order/review', { order_no, reviews: [{ sku_id: skuId, rating: 2, content: reviewText }] }, token);
  expect((await appIndex<GoodsReviewPage>('GET', '/goods/reviews', { goods_id: goods.id, limit: 100 })).list.map((review) => review.content)).toContain(reviewText);
}

describe('back office: sales report and reviews moderation', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let admin: AdminApi;
  let goods: GoodsDetail;

  beforeAll(async () => {
    admin = await signInAdmin();
    const found = await goodsInStock();
    goods = found.goods;
    await reviewedPurchase(admin, goods, found.skuId);
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens the sales report from the menu: totals of the last 30 days and the chart', async () => {
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await settled(page.getByRole('menuitem', { name: 'Sales report' })).click();
    await page.getByRole('heading', { name: 'Sales report' }).waitFor();
    const chart = page.getByRole('img', { name: 'Revenue, refunds and orders per day' });
    await chart.locator('canvas').waitFor();

    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 29 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const { totals } = await admin.get<ReportSummary>('/reports/summary', { start, end: today });
    expect(totals.sales.orders).toBeGreaterThanOrEqual(1);
    const statistic = (title: string) => page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
    await expect.poll(() => statistic('Orders placed').locator('.ant-statistic-content').textContent()).toBe(new Intl.NumberFormat('en').format(totals.sales.orders));
    const revenue = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(totals.sales.revenue));
    expect(await statistic('Revenue').locator('.ant-statistic-content').textContent()).toContain(revenue);
    await page.getByRole('cell', { name: /^[A-Z][a-z]{2}\s\d{1,2},\s\d{4}$/ }).first().waitFor();
    await screenshot(page, 'admin-sales-report');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('draws the dashboard’s charts: sales of the last 30 days, the goods sold most and the queues', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('img', { name: 'Sales and orders, last 30 days' }).locator('canvas').waitFor();
    await page.getByRole('img', { name: 'Top goods, last 30 days' }).locator('canvas').waitFor();
    await page.getByRole('img', { name: 'Waiting for an operator' }).locator('canvas').waitFor();
    const charts = await admin.get<DashboardCharts>('/dashboard/charts');
    expect(charts.days).toHaveLength(30);
    expect(charts.top_goods.map((top) => top.goods_id)).toContain(goods.id);
    await screenshot(page, 'admin-dashboard-charts');
  });

  it('hides the review: it leaves the goods page and shows as hidden in the list', async () => {
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await settled(page.getByRole('menuitem', { name: 'Reviews' })).click();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: reviewText });
    await row.getByRole('button', { name: 'Hide' }).click();
    await page.getByText('Review hidden').waitFor();
    await row.getByText('Hidden', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Show' }).waitFor();
    await screenshot(page, 'admin-reviews');

    const reviews = await appIndex<GoodsReviewPage>('GET', '/goods/reviews', { goods_id: goods.id, limit: 100 });
    expect(reviews.list.map((review) => review.content)).not.toContain(reviewText);
  });
});
