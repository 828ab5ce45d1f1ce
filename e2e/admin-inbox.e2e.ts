import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@roamcart/contracts/date';
import { ticketBookings } from '../server/src/modules/flights/tables.ts';
import { travelOrders } from '../server/src/modules/travel/tables.ts';
import { operatorMessages } from '../server/src/modules/operator-messages/tables.ts';
import { flagLateTicketingJob } from '../server/src/modules/flights/index.ts';
import { createAdmin, signedInAdmin, type AdminBrowser } from '../server/src/test/admin-client.ts';
import { newBuyer, type Buyer } from '../server/src/test/buyer-fixture.ts';
import { runJobAt } from '../server/src/test/jobs.ts';
import { createTestApp, type TestApp } from '../server/src/test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare } from '../server/src/test/ticket-orders-fixture.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

/**
 * The late-ticketing job runs on the server's clock, two hours after a payment. This journey runs
 * its own server (the same app, in this process, serving the built back office) on a database it
 * can reach, so it moves a paid order's ticketing deadline into the past, as two hours would, and
 * runs the job then; everything else goes through the API and the browser.
 */
const MINUTE = 60_000;
/** The bell asks again every 30 s: a message written while the page is open shows once they pass. */
const BELL_POLL_MS = 30_000;

describe('back office: a late ticket order reaches the ticketing clerk under the bell', () => {
  let t: TestApp;
  let serverUrl: string;
  let root: AdminBrowser;
  let buyer: Buyer;
  let clerk: { username: string; password: string };
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  /** A paid order whose ticketing deadline passed a minute ago, found late by the job; with its flight's day. */
  async function lateOrder(name: string): Promise<{ orderNo: string; date: string }> {
    const fare = await freshTicketFare(t, 9);
    const orderNo = await bookTicketOrder(t, buyer, fare, [name]);
    await approveAndPayTicketOrder(t, root, buyer, orderNo);
    // This journey follows the late message alone: the queues' own (to review, to ticket) are checked by review-queues.test.ts.
    await t.db.delete(operatorMessages).where(and(eq(operatorMessages.subject, orderNo), ne(operatorMessages.kind, 'ticketing_late')));
    const order = t.db.select({ id: travelOrders.id }).from(travelOrders).where(eq(travelOrders.orderNo, orderNo));
    await t.db.update(ticketBookings).set({ ticketingDeadline: new Date(Date.now() - MINUTE) }).where(inArray(ticketBookings.travelOrderId, order));
    await runJobAt(t, flagLateTicketingJob, new Date());
    return { orderNo, date: fare.date };
  }

  const bell = () => page.getByRole('button', { name: /^Notifications · Unread: \d+$/ });
  const unreadShown = (count: number) => page.getByRole('button', { name: `Notifications · Unread: ${count}` }).waitFor();
  const drawer = () => settled(page.getByRole('dialog').filter({ hasText: 'Notifications' }));

  beforeAll(async () => {
    t = await createTestApp({}, { template: 'flights', overrides: { adminDist: path.resolve(import.meta.dirname, '../apps/admin/dist') } });
    serverUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    root = await signedInAdmin(t, 'super');
    buyer = await newBuyer(t, root, '20000');
    // A clerk of the ticketing desk: the ticket orders page, and issuing.
    clerk = await createAdmin(t, { permissions: ['menu:travel', 'page:ticket_orders', 'ticket_orders:list', 'ticket_orders:issue'] });

    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    // The page's clock, to move it past the bell's next poll rather than wait for it.
    await context.clock.install();
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await session?.close();
    await t?.close();
  });

  it('shows the message with its time, opens the ticketing queue on the order, and marks it read', async () => {
    const { orderNo, date } = await lateOrder('Ann');
    await signInToBackOffice(page, clerk.username, clerk.password, serverUrl);
    await unreadShown(1);

    await bell().click();
    const message = drawer().getByRole('button', { name: new RegExp(`Ticket order ${orderNo} is late`) });
    await message.waitFor();
    // The flight's day and the message's time are written as the back office's pages write dates, not as ISO.
    const text = ((await message.textContent()) ?? '').replace(/\s/g, ' ');
    expect(text).toMatch(/Paid, but still without tickets past its ticketing deadline: flight \w+, [A-Z]{3} → [A-Z]{3}, departing /);
    expect(text).toContain(`departing ${formatDate(date, 'en-US')}.`);
    expect(text).not.toContain(date);
    expect((await message.locator('time').textContent())?.replace(/\s/g, ' ')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}$/);
    await screenshot(page, 'admin-inbox');

    await message.click();
    await page.getByRole('heading', { name: 'Ticket orders' }).waitFor();
    expect(page.url()).toContain(`#/flights/ticket-orders?tab=ticketing&order_no=${orderNo}`);
    await page.getByText(`Only order ${orderNo}`).waitFor();
    const queue = page.getByTestId('ticketing-queue');
    await queue.locator('.ant-table-row').filter({ hasText: orderNo }).getByText(/^Late by \(minutes\): \d+$/).waitFor();
    await expect.poll(() => queue.locator('.ant-table-row').count()).toBe(1);
    await unreadShown(0);
    await screenshot(page, 'admin-inbox-ticketing-queue');

    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByText(`Only order ${orderNo}`).waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('order_no=');
  });

  it('picks up a message written while the page is open, and marks all read', async () => {
    const { orderNo } = await lateOrder('Bob');
    await page.clock.fastForward(BELL_POLL_MS);
    await unreadShown(1);
    await bell().click();
    await drawer().getByRole('button', { name: new RegExp(`Ticket order ${orderNo} is late`) }).waitFor();
    await drawer().getByRole('button', { name: 'Mark all read' }).click();
    await unreadShown(0);
    await drawer().getByText('Unread: 0').waitFor();
    expect(await drawer().getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
  });

  it('reads the bell and the drawer right to left in Arabic, the flight’s day written in Arabic', async () => {
    const { orderNo, date } = await lateOrder('Cid');
    await page.evaluate(() => localStorage.setItem('roamcart.admin.lang', 'ar'));
    await page.reload();
    const arabicBell = page.getByRole('button', { name: 'الإشعارات · غير المقروءة: 1' });
    await arabicBell.waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await arabicBell.click();

    const arabicDrawer = settled(page.getByRole('dialog').filter({ hasText: 'الإشعارات' }));
    await arabicDrawer.getByText('غير المقروءة: 1').waitFor();
    expect(await arabicDrawer.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await arabicDrawer.getByRole('button', { name: 'تعليم الكل كمقروء' }).waitFor();
    await arabicDrawer.getByText('غير المقروءة أولاً').waitFor();
    await arabicDrawer.getByText('الأحدث أولاً').waitFor();
    const message = arabicDrawer.getByRole('button', { name: new RegExp(`طلب التذاكر ${orderNo} متأخر`) });
    await message.waitFor();
    const text = ((await message.textContent()) ?? '').replace(/\s/g, ' ');
    expect(text).toContain('مدفوع، لكن دون تذاكر بعد انقضاء موعد الإصدار: الرحلة ');
    // The day as the browser writes it in Arabic, the way every date of the back office is written.
    const arabicDay = await page.evaluate((day) => new Intl.DateTimeFormat('ar', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00`)), date);
    expect(text).toContain(`المغادرة في ${arabicDay.replace(/\s/g, ' ')}.`);
    expect(text).not.toContain(date);
    expect(await message.locator('time').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}|[A-Za-z]/);
    await screenshot(page, 'admin-inbox-ar');
  });
});
