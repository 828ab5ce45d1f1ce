import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketBookings, travelOrders } from '../server/src/db/schema/index.ts';
import { flagLateTicketingJob } from '../server/src/modules/flights/index.ts';
import { createAdmin, signedInAdmin, type AdminBrowser } from '../server/src/test/admin-client.ts';
import { newBuyer, type Buyer } from '../server/src/test/buyer-fixture.ts';
import { seedFlightNetwork } from '../server/src/test/flights-fixture.ts';
import { runJobAt } from '../server/src/test/jobs.ts';
import { createTestApp, type TestApp } from '../server/src/test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare } from '../server/src/test/ticket-orders-fixture.ts';
import { signInToBackOffice } from './support/admin-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

/**
 * The late-ticketing job runs on the server's clock, two hours after a payment. This journey runs
 * its own server (the same app, in this process, serving the built back office) on a database it
 * can reach, so it moves a paid order's ticketing deadline into the past, as two hours would, and
 * runs the job then; everything else goes through the API and the browser.
 */
const MINUTE = 60_000;
/** The bell asks again every 30 s: a message written while the page is open shows within that. */
const POLL_WAIT_MS = 60_000;

describe('back office: a late ticket order reaches the ticketing clerk under the bell', () => {
  let t: TestApp;
  let serverUrl: string;
  let root: AdminBrowser;
  let buyer: Buyer;
  let clerk: { username: string; password: string };
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  /** A paid order whose ticketing deadline passed a minute ago, found late by the job. */
  async function lateOrder(name: string): Promise<string> {
    const orderNo = await bookTicketOrder(t, buyer, await freshTicketFare(t, 9), [name]);
    await approveAndPayTicketOrder(t, root, buyer, orderNo);
    const order = t.db.select({ id: travelOrders.id }).from(travelOrders).where(eq(travelOrders.orderNo, orderNo));
    await t.db.update(ticketBookings).set({ ticketingDeadline: new Date(Date.now() - MINUTE) }).where(inArray(ticketBookings.travelOrderId, order));
    await runJobAt(t, flagLateTicketingJob, new Date());
    return orderNo;
  }

  const bell = () => page.getByRole('button', { name: /^Notifications · Unread: \d+$/ });
  const unreadShown = (count: number) => page.getByRole('button', { name: `Notifications · Unread: ${count}` }).waitFor({ timeout: POLL_WAIT_MS + 10_000 });
  const drawer = () => page.getByRole('dialog').filter({ hasText: 'Notifications' });

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { adminDist: path.resolve(import.meta.dirname, '../apps/admin/dist') });
    await seedFlightNetwork(t);
    serverUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    root = await signedInAdmin(t, 'super');
    buyer = await newBuyer(t, root, '20000');
    // A clerk of the ticketing desk: the ticket orders page, and issuing.
    clerk = await createAdmin(t, { permissions: ['menu:travel', 'page:ticket_orders', 'ticket_orders:list', 'ticket_orders:issue'] });

    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    await t?.close();
  });

  it('shows the message with its time, opens the ticketing queue on the order, and marks it read', async () => {
    const orderNo = await lateOrder('Ann');
    await signInToBackOffice(page, clerk.username, clerk.password, serverUrl);
    await unreadShown(1);

    await bell().click();
    const message = drawer().getByRole('button', { name: new RegExp(`Ticket order ${orderNo} is late`) });
    await message.waitFor();
    expect(await message.textContent()).toMatch(/Paid, but still without tickets past its ticketing deadline: flight \w+, [A-Z]{3} → [A-Z]{3}, departing \d{4}-\d{2}-\d{2}\./);
    expect(await message.textContent()).toMatch(/\d{2}:\d{2}/);
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
    const orderNo = await lateOrder('Bob');
    await unreadShown(1);
    await bell().click();
    await drawer().getByRole('button', { name: new RegExp(`Ticket order ${orderNo} is late`) }).waitFor();
    await drawer().getByRole('button', { name: 'Mark all read' }).click();
    await unreadShown(0);
    await drawer().getByText('Unread: 0').waitFor();
    expect(await drawer().getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
  });
});
