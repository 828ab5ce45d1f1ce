import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRow, CouponTemplateRow } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';
import { baseUrl, launchBrowser, mailedCode, screenshot } from './support/browser.ts';
import { addAddress, buyableGoods, dollars, orderNoIn, shown } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

describe('coupons and points', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends a coupon to the customers matching a filter, showing how many first', async () => {
    // One customer of a new agent: the group the operator sends to.
    const admin = await signInAdmin();
    const run = Date.now().toString(36).toUpperCase();
    const agent = await admin.post<AgentRow>('/agents/save', { name: `Journey agent ${run}`, rebate_ratio: '1', invite_code: `J${run}` });
    const email = uniqueEmail('journey-coupon-group');
    const register = async (path: string, body: unknown) => {
      const response = await fetch(`${baseUrl()}/app_index${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(((await response.json()) as { code: number }).code).toBe(200);
    };
    await register('/common/send_email_code', { email, scene: 'register' });
    await register('/user/register', { email, code: await mailedCode(email), password: 'secret-123', password_confirm: 'secret-123', invite_code: agent.invite_code });
    const title = `Journey group send ${run}`;
    await admin.post<CouponTemplateRow>('/coupons/save', { title: { en: title }, kind: 'amount', amount: '2.00', validity: 'days', valid_days: 7, total: 10, give_out: 'send' });

    const office = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', bypassCSP: true });
    const desk = await office.newPage();
    await signInToBackOffice(desk);
    await desk.goto(`${baseUrl()}/admin/#/marketing/coupons`);
    await desk.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Send' }).click();
    const dialog = settled(desk.getByRole('dialog'));
    await dialog.getByRole('radio', { name: 'Customers matching' }).check();
    await dialog.getByLabel('Agent').click();
    await settled(desk.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: agent.name }).first().click();
    await dialog.getByText('Customers matching now: 1').waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await desk.getByText('Sent: 1, passed over: 0').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await desk.getByRole('row').filter({ hasText: title }).getByText('1 / 10').waitFor();
    await office.close();
  });

  it('keeps coupons ticked on two pages of the list, exports them with their titles in the interface language, and clears them after a bulk delete or new filters', async () => {
    // Three coupons of this run, titled in English and Chinese; the list shows one a page, the newest first.
    const admin = await signInAdmin();
    const run = `Kept ${Date.now().toString(36)}`;
    const [first, second, third] = [`${run} first`, `${run} second`, `${run} third`];
    const save = (title: string) => admin.post<CouponTemplateRow>('/coupons/save', { title: { en: title, 'zh-CN': `${title} 优惠券` }, kind: 'amount', amount: '1.00', validity: 'days', valid_days: 7, total: 10, give_out: 'send' });
    const untouched = await save(first);
    await save(second);
    await save(third);

    const office = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', bypassCSP: true });
    const desk = await office.newPage();
    await signInToBackOffice(desk);
    await desk.goto(`${baseUrl()}/admin/#/marketing/coupons?keyword=${encodeURIComponent(run)}&limit=1`);
    const row = (title: string) => desk.getByRole('row').filter({ hasText: title });
    const bar = desk.getByRole('alert').filter({ hasText: 'selected' });
    const keyword = desk.getByLabel('Keyword');

    // New filters drop the selection, and going back to the earlier ones does not bring it back.
    await row(third).getByRole('checkbox').check();
    await bar.getByText('1 selected').waitFor();
    await keyword.fill(first);
    await desk.getByRole('button', { name: 'Search' }).click();
    await row(first).waitFor();
    await bar.waitFor({ state: 'detached' });
    await keyword.fill(run);
    await desk.getByRole('button', { name: 'Search' }).click();
    await row(third).waitFor();
    await expect.poll(() => row(third).getByRole('checkbox').isChecked()).toBe(false);
    expect(await bar.count()).toBe(0);

    // One ticked on page 1, one on page 2: the bar counts both, and the export has both under their English titles.
    await row(third).getByRole('checkbox').check();
    await desk.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await row(second).getByRole('checkbox').check();
    await bar.getByText('2 selected').waitFor();
    const [download] = await Promise.all([desk.waitForEvent('download'), bar.getByRole('button', { name: 'Export selected (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('coupons.csv');
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(header).toBe('Title,Status');
    expect(lines.sort()).toEqual([`${second},active`, `${third},active`]);

    // A bulk delete takes both, and leaves nothing ticked.
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    await settled(desk.locator('.ant-popconfirm')).getByText('Delete the 2 selected?').waitFor();
    await settled(desk.locator('.ant-popconfirm')).getByRole('button', { name: 'Confirm' }).click();
    await desk.getByText('Done for all 2').waitFor();
    await bar.waitFor({ state: 'detached' });
    await office.close();
    await admin.post('/coupons/bulk_delete', { ids: [untouched.id] });
  });

  it('claims a coupon in the coupon centre, orders with it and points, and sees the saving on the order and in the points log', async () => {
    // The operator sets up a coupon in the back office: 3.00 off anything, five of them, claimable in the coupon centre.
    const title = `Journey $3 off ${Date.now()}`;
    const office = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', bypassCSP: true });
    const desk = await office.newPage();
    await signInToBackOffice(desk);
    await desk.goto(`${baseUrl()}/admin/#/marketing/coupons`);
    await desk.getByRole('heading', { name: 'Coupons' }).waitFor();
    await desk.getByRole('button', { name: 'New' }).click();
    const editor = settled(desk.getByRole('dialog'));
    await editor.getByLabel('Title (English)').fill(title);
    await editor.getByLabel('Discount amount').fill('3.00');
    await editor.getByLabel('Quantity').fill('5');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = desk.getByRole('row').filter({ hasText: title });
    await row.getByText('0 / 5').waitFor();
    await screenshot(desk, 'admin-coupons');
    await office.close();

    const admin = await signInAdmin();
    const { goods, values } = await buyableGoods();
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-coupons');
    await registerThroughUi(page, email, 'secret-123');
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), points_delta: 400, remark: 'journey points' });
    await addAddress(page);

    // Me: 100 points for the verified email plus 400; no coupon yet. The coupon centre from there.
    await openRoute(page, '/mine');
    // The back office's adjustment is news to the app: a fresh start asks for the account again.
    await page.reload();
    await expect.poll(() => shown(page).getByTestId('mine-points').textContent()).toBe('500');
    await expect.poll(() => shown(page).getByTestId('mine-coupons').textContent()).toBe('0');
    await shown(page).getByRole('link', { name: 'Coupon centre' }).click();
    await waitForRoute(page, '/couponcenter');
    const card = shown(page).getByTestId('center-coupon').filter({ hasText: title });
    await card.getByText('5 left').waitFor();
    await card.getByRole('button', { name: `Claim ${title}` }).click();
    await page.getByText('Coupon claimed').waitFor();
    await card.getByText('4 left').waitFor();
    await card.getByText('Claimed', { exact: true }).waitFor();
    await screenshot(page, 'coupon-centre');
    expect(await seriousViolations(page)).toEqual([]);

    // Confirm order: the coupon is applied by itself; the points switch takes off what points may pay.
    await openRoute(page, `/goodsdetail?id=${goods.id}`);
    await page.getByRole('heading', { name: goods.name, level: 2 }).waitFor();
    for (const value of values) await page.getByRole('button', { name: value, exact: true }).click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await waitForRoute(page, '/confirmorder');
    await expect.poll(() => shown(page).getByTestId('coupon-applied').textContent()).toBe(`${title}: -$3.00`);
    const totals = shown(page).getByRole('region', { name: 'Totals' });
    await expect.poll(() => totals.getByTestId('order-coupon-discount').textContent()).toBe('-$3.00');
    const dueWithCoupon = dollars((await totals.getByTestId('order-amount-due').textContent()) ?? '');
    await shown(page).getByRole('switch').check();
    const pointsOff = totals.getByTestId('order-points-discount');
    await pointsOff.waitFor();
    const pointsSaving = -dollars((await pointsOff.textContent()) ?? '');
    expect(pointsSaving).toBeGreaterThan(0);
    await expect.poll(async () => dollars((await totals.getByTestId('order-amount-due').textContent()) ?? '')).toBeCloseTo(dueWithCoupon - pointsSaving, 2);
    const due = (await totals.getByTestId('order-amount-due').textContent()) ?? '';
    await screenshot(page, 'coupon-confirm-order');
    expect(await seriousViolations(page)).toEqual([]);

    // The picker lists the coupon with its saving, and lets the buyer take none; the best comes back when chosen again.
    await shown(page).getByTestId('coupon-applied').click();
    const picker = page.getByRole('dialog', { name: 'Choose a coupon' });
    await picker.getByTestId('picker-coupon').filter({ hasText: title }).getByText('Saves $3.00 on this order').waitFor();
    await picker.getByRole('button', { name: 'Use no coupon' }).click();
    await expect.poll(() => shown(page).getByTestId('coupon-applied').textContent()).toBe('1 usable');
    await shown(page).getByTestId('coupon-applied').click();
    await picker.getByTestId('picker-coupon').filter({ hasText: title }).click();
    await expect.poll(() => totals.getByTestId('order-amount-due').textContent()).toBe(due);

    await page.getByRole('button', { name: 'Place order' }).click();
    await waitForRoute(page, '/payorder');
    const orderNo = orderNoIn(page);
    expect(await shown(page).getByTestId('pay-amount').textContent()).toBe(due);

    // The order's details tell the saving apart; My coupons has the coupon as used; the points log has the spend.
    await openRoute(page, `/orderdetails?order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('order-coupon-discount').textContent()).toBe('-$3.00');
    expect(-dollars((await shown(page).getByTestId('order-points-discount').textContent()) ?? '')).toBe(pointsSaving);
    await openRoute(page, '/mycoupons');
    await page.getByRole('tab', { name: 'Used' }).click();
    await shown(page).getByTestId('my-coupon').filter({ hasText: title }).getByText(orderNo).waitFor();
    await openRoute(page, '/pointslog');
    const spend = shown(page).getByTestId('log-line').filter({ hasText: 'Paid part of an order' }).filter({ hasText: orderNo });
    await spend.waitFor();
    const spent = Math.round(pointsSaving * 100);
    expect(await spend.locator('.log-amount').textContent()).toBe(`-${spent}`);
    await screenshot(page, 'points-log');
    expect(await seriousViolations(page)).toEqual([]);
    await openRoute(page, '/mine');
    await expect.poll(() => shown(page).getByTestId('mine-points').textContent()).toBe(String(500 - spent));
    await context.close();
  });
});
