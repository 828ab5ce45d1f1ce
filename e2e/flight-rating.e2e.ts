import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketOrderDetail } from '@roamcart/contracts';
import { ticketBookings } from '../server/src/modules/flights/tables.ts';
import { travelOrders } from '../server/src/modules/travel/tables.ts';
import { followFlightsJob } from '../server/src/modules/flights/index.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../server/src/test/admin-client.ts';
import { newBuyer, type Buyer } from '../server/src/test/buyer-fixture.ts';
import { runJobAt } from '../server/src/test/jobs.ts';
import { call, createTestApp, type TestApp } from '../server/src/test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare } from '../server/src/test/ticket-orders-fixture.ts';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { shown } from './support/shop.ts';
import { newPhonePage, openRoute, signInThroughUi } from './support/storefront.ts';

/**
 * A flight is rated once it has landed, which the follow-flights job notices on the server's
 * clock. This journey runs its own server (the same app, in this process, serving the built
 * storefront) so it can run that job with its clock moved past the landing; the booking, payment
 * and tickets go through the API, the rating through the browser.
 */
const MINUTE = 60_000;

describe('storefront: the traveller rates a flight that has landed', () => {
  let t: TestApp;
  let serverUrl: string;
  let root: AdminBrowser;
  let buyer: Buyer;
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  /** Runs of the job are named by their time: each landing gets its own minute. */
  let landings = 0;

  /** A ticketed order whose flight has landed on the job's clock: it waits for its rating. */
  async function landedOrder(name: string): Promise<string> {
    const orderNo = await bookTicketOrder(t, buyer, await freshTicketFare(t, 9), [name]);
    await approveAndPayTicketOrder(t, root, buyer, orderNo);
    const detail = await call<TicketOrderDetail>(t.app, 'GET', '/ticket/order/detail', { order_no: orderNo }, { token: buyer.token });
    const tickets = detail.data.passengers.map((passenger, index) => ({ passenger_id: passenger.id, ticket_no: `176${orderNo.slice(-7)}${index}` }));
    expect((await adminCall(t.app, root, 'POST', '/ticket_orders/issue', { order_no: orderNo, tickets })).code).toBe(200);
    const [booking] = await t.db
      .select({ arrivesAt: ticketBookings.arrivesAt })
      .from(ticketBookings)
      .innerJoin(travelOrders, eq(travelOrders.id, ticketBookings.travelOrderId))
      .where(eq(travelOrders.orderNo, orderNo));
    landings += 1;
    await runJobAt(t, followFlightsJob(t.app.deps.ref), new Date(booking!.arrivesAt.getTime() + landings * MINUTE));
    return orderNo;
  }

  const ratingCard = () => shown(page).getByTestId('trip-rating');
  const ratedCard = () => shown(page).getByTestId('trip-rated');
  const status = () => shown(page).getByTestId('ticket-order-status').textContent();

  beforeAll(async () => {
    t = await createTestApp({}, { template: 'flights', overrides: { storefrontDist: path.resolve(import.meta.dirname, '../apps/storefront/dist') } });
    serverUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    root = await signedInAdmin(t, 'super');
    buyer = await newBuyer(t, root, '20000');

    session = await launchBrowser();
    page = await newPhonePage(await phoneContext(session.browser));
    await openRoute(page, '/login', serverUrl);
    await signInThroughUi(page, buyer.email, buyer.password);
    // Signed in, the app goes Home (expect.poll, as waitForRoute uses, is for tests only).
    await page.waitForURL((url) => url.hash === '#/');
  });
  afterAll(async () => {
    await session?.close();
    await t?.close();
  });

  it('chooses the stars, writes a comment and sends it; the order shows the rating, also after a reload', async () => {
    const orderNo = await landedOrder('Ann');
    await openRoute(page, `/ticketorderdetail?order_no=${orderNo}`, serverUrl);
    await expect.poll(status).toBe('Completed, pending rating');
    await ratingCard().getByRole('heading', { name: 'Rate your flight' }).waitFor();
    // No star is chosen for the traveller: sending without one asks for it, and sends nothing.
    expect(await ratingCard().getByRole('radio', { checked: true }).count()).toBe(0);
    await ratingCard().getByRole('button', { name: 'Send rating' }).click();
    await ratingCard().getByRole('alert').getByText('Choose how many stars to give').waitFor();
    expect(await status()).toBe('Completed, pending rating');
    const fourStars = ratingCard().getByRole('radio', { name: '4 of 5 stars' });
    await fourStars.check();
    expect(await fourStars.isChecked()).toBe(true);
    await ratingCard().getByRole('textbox', { name: 'What you think' }).fill('Smooth boarding, kind crew');
    await screenshot(page, 'flight-rating');
    await ratingCard().getByRole('button', { name: 'Send rating' }).click();

    await page.getByText('Thank you for your review').waitFor();
    await expect.poll(status).toBe('Completed');
    expect(await ratingCard().count()).toBe(0);
    const shownRating = async () => {
      await ratedCard().getByRole('heading', { name: 'Your rating' }).waitFor();
      await ratedCard().getByRole('img', { name: '4 of 5 stars' }).waitFor();
      expect(await ratedCard().getByTestId('trip-rated-comment').textContent()).toBe('Smooth boarding, kind crew');
    };
    await shownRating();
    await shown(page).getByTestId('ticket-timeline').getByText('Completed, pending rating → Completed', { exact: false }).waitFor();
    await screenshot(page, 'flight-rated');

    await page.reload();
    await expect.poll(status).toBe('Completed');
    await shownRating();
    expect(await ratingCard().count()).toBe(0);
    const detail = await call<TicketOrderDetail>(t.app, 'GET', '/ticket/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(detail.data).toMatchObject({ status: 'confirmed', rating: 4, rating_comment: 'Smooth boarding, kind crew' });
  });

  it('reads the rating card right to left in Arabic, and the rating it shows after', async () => {
    const orderNo = await landedOrder('Bob');
    await openRoute(page, `/ticketorderdetail?order_no=${orderNo}&lang=ar`, serverUrl);
    // Only a new hash so far: the language in the address is read when the app starts.
    await page.reload();
    await expect.poll(status).toBe('مكتمل، بانتظار التقييم');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const card = ratingCard();
    await card.getByRole('heading', { name: 'قيّم رحلتك' }).waitFor();
    await card.getByRole('group', { name: 'تقييمك' }).waitFor();
    expect(await card.getByRole('radio').count()).toBe(5);
    expect(await card.getByRole('radio', { checked: true }).count()).toBe(0);
    await card.getByRole('button', { name: 'أرسل التقييم' }).click();
    await card.getByRole('alert').getByText('اختر عدد النجوم').waitFor();
    const twoStars = card.getByRole('radio', { name: /^[2٢] من 5 نجوم$/ });
    await twoStars.check();
    const comment = card.getByRole('textbox', { name: 'رأيك' });
    expect(await comment.getAttribute('placeholder')).toBe('ما الذي جعل رحلتك جيدة أو لا (اختياري)');
    expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await comment.fill('رحلة هادئة');
    await screenshot(page, 'flight-rating-ar');
    await card.getByRole('button', { name: 'أرسل التقييم' }).click();

    await expect.poll(status).toBe('مكتمل');
    await ratedCard().getByRole('heading', { name: 'تقييمك' }).waitFor();
    await ratedCard().getByRole('img', { name: /^[2٢] من 5 نجوم$/ }).waitFor();
    expect(await ratedCard().getByTestId('trip-rated-comment').textContent()).toBe('رحلة هادئة');
    await screenshot(page, 'flight-rated-ar');
  });
});
