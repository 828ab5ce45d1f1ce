import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRow, FlightAdminRow, FlightSearchResult, HotelAdminRow, OrderCreated, PageResult, PaymentChannelView, RechargeStarted, RoomTypeAdminList } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { adultPassenger, buyableSku, newBuyer, storefrontCall, storefrontWrite } from './support/buyer-api.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';
import { registerThroughApi } from './support/storefront.ts';

const suffix = randomBytes(3).toString('hex');
const roleName = `Support ${suffix}`;
const supportUsername = `support_${suffix}`;
const supportPassword = `pw-${randomBytes(6).toString('hex')}`;

async function pickOption(page: Page, label: string): Promise<void> {
  await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: label }).first().click();
}

/** Side-menu entries as shown, after opening every group. */
async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation');
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) await closed.first().click();
  return (await menu.locator('.ant-menu-title-content').allTextContents()).map((text) => text.trim());
}

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A 1x1 PNG: the smallest image the voucher upload takes. */
const VOUCHER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** A voucher image uploaded as the customer holding `token`; its URL. */
async function uploadVoucher(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([VOUCHER_PNG], { type: 'image/png' }), 'voucher.png');
  const response = await fetch(`${baseUrl()}/app_index/payment/voucher?lang=en`, { method: 'POST', headers: { Authorization: token, 'Client-Type': 'AppIndex' }, body: form });
  const envelope = (await response.json()) as { code: number; data: { url: string }; msg: string };
  if (envelope.code !== 200) throw new Error(`voucher upload answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data.url;
}

/**
 * Something waiting in every review queue the 1,280 px walk looks at: a hotel booking and a ticket
 * order to review, a paid ticket order to ticket, an offline order payment and an offline top-up;
 * and in the action log a refused request, whose message is one of the longest.
 */
async function fillReviewQueues(): Promise<void> {
  const admin = await signInAdmin();
  const self = (await admin.get<PageResult<AdminRow>>('/admins', { page: 1, limit: 100 })).list.find((row) => row.username === 'admin')!;
  await expect(admin.post('/admins/delete', { id: self.id })).rejects.toThrow('4504');
  const buyer = await newBuyer('layout-1280');
  await admin.post('/users/adjust', { user_id: buyer.userId, balance_delta: '5000.00', remark: 'journey wallet money' });

  // The first room of the first hotel with a free three-night stay in the coming weeks (the demo sells some out).
  const [hotel] = (await admin.get<PageResult<HotelAdminRow>>('/hotels', { page: 1, limit: 1 })).list;
  const stays = (await admin.get<RoomTypeAdminList>('/room_types', { hotel_id: hotel!.id })).room_types.flatMap((roomType) => [20, 27, 34].map((start) => ({ roomType, start })));
  const bookStay = ({ roomType, start }: (typeof stays)[number]) =>
    storefrontWrite(
      '/hotel/order/create',
      {
        room_type_id: roomType.id,
        rate_plan_id: roomType.rate_plans[0]!.id,
        check_in: dayFromNow(start),
        check_out: dayFromNow(start + 3),
        rooms: 1,
        adults: 1,
        guests: [{ name: 'Jane Roe' }],
        contact: { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: buyer.email },
      },
      buyer.token,
    ).then(
      () => true,
      () => false,
    );
  let booked = false;
  for (const stay of stays) if (!booked) booked = await bookStay(stay);
  expect(booked).toBe(true);

  const [flight] = (await admin.get<PageResult<FlightAdminRow>>('/flights', { page: 1, limit: 1 })).list;
  const date = Array.from({ length: 7 }, (_, offset) => dayFromNow(14 + offset)).find((day) => flight!.days_of_week.includes(new Date(`${day}T00:00:00Z`).getUTCDay() || 7))!;
  const found = await storefrontCall<FlightSearchResult>('GET', '/ticket/search', { from: flight!.origin, to: flight!.destination, date, adults: 1, children: 0, infants: 0 });
  const fareId = found.flights.find((candidate) => candidate.flight_no === flight!.flight_no)!.fares[0]!.fare_id;
  const book = (first: string) =>
    storefrontWrite<{ order_no: string }>('/ticket/order/create', { fare_id: fareId, date, passengers: [adultPassenger(first, 'Roe')], contact: { name: 'Jane Roe', phone: '+44 20 7946 0958', email: buyer.email } }, buyer.token);
  // Paid first: a traveller may hold only so many unpaid orders at once.
  const { order_no: toTicket } = await book('Bea');
  await admin.post('/review/ticket_order', { order_no: toTicket, approve: true, remark: '' });
  await storefrontWrite('/ticket/order/pay', { order_no: toTicket, method: 'wallet' }, buyer.token);
  await book('Ann');

  const bank = (await storefrontCall<PaymentChannelView[]>('GET', '/payment_channel', { type: 'pay' })).find((channel) => channel.identifier === 'bank_transfer')!;
  const voucher = await uploadVoucher(buyer.token);
  const { skuId } = await buyableSku();
  const order = await storefrontWrite<OrderCreated>('/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token);
  await storefrontWrite('/payment/offline', { biz: 'order', order_no: order.order_no, channel_id: bank.id, voucher_url: voucher, third_party_no: 'BANK-TRANSFER-REFERENCE-0042' }, buyer.token);
  const topUp = await storefrontWrite<RechargeStarted>('/recharge', { channel_id: bank.id, amount: '25.00' }, buyer.token);
  await storefrontWrite('/payment/offline', { biz: 'recharge', order_no: topUp.pay_no, channel_id: bank.id, voucher_url: voucher }, buyer.token);
}

/**
 * What does not fit on the page as shown: sideways scrolling of the page or of a table's body, a
 * row button outside the window or under something else, a cell under the fixed actions column.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page scrolls sideways: ${scrollWidth} > ${clientWidth}`);
    for (const body of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))) {
      if (body.offsetParent && body.scrollWidth > body.clientWidth + 1) problems.push(`a table scrolls sideways: ${body.scrollWidth} > ${body.clientWidth}`);
    }
    for (const row of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-row'))) {
      if (!row.offsetParent) continue;
      row.scrollIntoView({ block: 'center' });
      const actionsStart = row.querySelector('.ant-table-cell-fix-right')?.getBoundingClientRect().left ?? Infinity;
      for (const cell of Array.from(row.querySelectorAll(':scope > td:not(.ant-table-cell-fix-right)'))) {
        if (cell.getBoundingClientRect().right > actionsStart + 1) problems.push(`a cell under the actions column: "${cell.textContent?.slice(0, 30)}"`);
      }
      for (const button of Array.from(row.querySelectorAll('button'))) {
        const box = button.getBoundingClientRect();
        if (box.width === 0) continue;
        const name = button.textContent?.trim().slice(0, 30);
        if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${name}" outside the window at x ${Math.round(box.left)}–${Math.round(box.right)}`);
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && !button.contains(hit)) problems.push(`"${name}" under another element`);
      }
    }
    return problems;
  });
}

describe('back office: roles, permissions and languages', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await session.close();
  });

  it('signs the first admin in and lands on the dashboard', async () => {
    await signInToBackOffice(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Total users').count()).toBe(1);
    await screenshot(page, 'admin-dashboard');
  });

  it('switches the interface to Chinese and back', async () => {
    await page.getByRole('combobox', { name: 'Language' }).click();
    await pickOption(page, '中文');
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await page.getByRole('heading', { name: '首页' }).count()).toBe(1);
    expect(await menuLabels(page)).toContain('用户管理');
    await screenshot(page, 'admin-chinese');

    await page.getByRole('combobox', { name: '语言' }).click();
    await pickOption(page, 'English');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('creates a role that may only list users, and an admin with it', async () => {
    await page.goto(`${baseUrl()}/admin/#/roles`);
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const roleDialog = settled(page.getByRole('dialog'));
    await roleDialog.getByLabel('Name', { exact: true }).fill(roleName);
    await roleDialog.getByText('users:list', { exact: true }).click();
    await screenshot(page, 'admin-role-editor');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: roleName }).waitFor();

    await page.goto(`${baseUrl()}/admin/#/admins`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const adminDialog = settled(page.getByRole('dialog'));
    await adminDialog.getByLabel('Username').fill(supportUsername);
    await adminDialog.getByLabel('Password', { exact: true }).fill(supportPassword);
    await adminDialog.getByLabel('Role').click();
    await pickOption(page, roleName);
    await adminDialog.getByRole('button', { name: 'Save' }).click();
    await adminDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: supportUsername, exact: true }).waitFor();
  });

  it('shows the new admin only what the role allows', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await signInToBackOffice(page, supportUsername, supportPassword);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(await menuLabels(page)).toEqual(['Users & agents', 'Users']);
    // The role has no users:status, users:adjust or users:detail, so no row actions are drawn.
    await page.getByRole('columnheader', { name: 'Email' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await screenshot(page, 'admin-limited-menu');

    await page.goto(`${baseUrl()}/admin/#/admins`);
    await page.getByText('You do not have permission to open this page.').waitFor();
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-forbidden');

    const refusal = await page.evaluate(async () => (await fetch('/admin_api/admins?lang=en')).json());
    expect(refusal).toMatchObject({ code: 4003, msg: 'No permission for this action' });
  });

  it('fits every list at 1,280 px with its row actions in sight: review queues, coupons, channels, parameters, log, hotels, flights', async () => {
    await fillReviewQueues();
    const laptop = await (await session.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
    await signInToBackOffice(laptop);
    /** Each list, with the action a waiting row of it shows. */
    const lists: [path: string, action?: string][] = [
      ['/hotels/orders', 'Approve'],
      ['/flights/ticket-orders', 'Approve'],
      ['/flights/ticket-orders?tab=ticketing', 'Issue tickets'],
      ['/finance/offline-payments', 'Approve'],
      ['/finance/recharges', 'Approve'],
      ['/marketing/coupons'],
      ['/finance/payment-channels'],
      ['/parameters'],
      ['/logs'],
      ['/hotels'],
      ['/flights'],
    ];
    for (const [path, action] of lists) {
      // The address changes only its hash: the last list's rows must be gone before this one's are measured.
      const lastListRow = await laptop.$('.ant-table-row');
      await laptop.goto(`${baseUrl()}/admin/#${path}`);
      await lastListRow?.waitForElementState('hidden');
      const rows = laptop.locator('.ant-table-row:visible');
      await rows.first().waitFor();
      if (action) await rows.getByRole('button', { name: action, exact: true }).first().waitFor();
      expect(await layoutProblems(laptop), path).toEqual([]);
    }
    await screenshot(laptop, 'admin-flights-1280');
    await laptop.context().close();
  });

  it('keeps notes and tags on a customer’s page, finds the customer by tag, and reads the page in Chinese', async () => {
    const email = `journey-customer-${randomBytes(4).toString('hex')}@example.com`;
    await registerThroughApi(email, 'secret-123');
    const userId = await userIdByEmail(await signInAdmin(), email);
    const tag = `VIP${randomBytes(3).toString('hex')}`;
    const desk = await session.browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    await signInToBackOffice(desk);
    await desk.goto(`${baseUrl()}/admin/#/users/detail?id=${userId}`);
    await desk.getByRole('heading', { name: email }).waitFor();
    await desk.getByText('Total spent').waitFor();

    await desk.getByLabel('New note').fill('Prefers a phone call before delivery');
    await desk.getByRole('button', { name: 'Add note' }).click();
    // The note says who wrote it and when.
    await desk.locator('.ant-list-item', { hasText: 'Prefers a phone call before delivery' }).getByText(/\S · \S/).waitFor();
    await desk.getByLabel('New tag').fill(tag);
    await desk.getByLabel('New tag').press('Enter');
    await desk.locator('.ant-tag', { hasText: tag }).waitFor();
    await screenshot(desk, 'admin-customer-page');

    // The list's filters live in the address: a link with the tag shows just this customer.
    await desk.goto(`${baseUrl()}/admin/#/users?tag=${tag}`);
    const rows = desk.locator('.ant-table-row:visible');
    await rows.filter({ hasText: email }).waitFor();
    expect(await rows.count()).toBe(1);
    await rows.getByRole('link', { name: email }).click();
    await desk.getByRole('heading', { name: email }).waitFor();

    await desk.getByRole('combobox', { name: 'Language' }).click();
    await pickOption(desk, '中文');
    await desk.getByRole('button', { name: '添加备注' }).waitFor();
    expect(await desk.getByText('累计消费').count()).toBe(1);
    await desk.getByRole('combobox', { name: '语言' }).click();
    await pickOption(desk, 'English');
    await desk.getByRole('button', { name: 'Add note' }).waitFor();
    await desk.context().close();
  });
});
