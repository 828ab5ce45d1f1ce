import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelAdminDetail, HotelCalendar, HotelCityAdminRow, HotelOrderDetail, RatePlanAdminRow, RoomTypeAdminRow } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { searchedRow, settled, signInToBackOffice } from './support/admin-page.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { newBuyer, storefrontCall, storefrontWrite } from './support/buyer-api.ts';
import { newPhonePage, openRoute } from './support/storefront.ts';

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** `YYYY-MM-DD` of the UTC day `offset` days after the first of next month. */
function nextMonthDay(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1 + offset)).toISOString().slice(0, 10);
}

const rowOfNight = (page: Page, date: string) => page.locator(`[data-testid="hotel-calendar"] tr[data-row-key="${date}"]`);
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

describe('back office: an operator runs a hotel’s rates and its bookings', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let admin: AdminApi;
  let hotel: HotelAdminDetail;
  let roomType: RoomTypeAdminRow;
  let ratePlan: RatePlanAdminRow;
  const month = nextMonthDay(0).slice(0, 7);

  beforeAll(async () => {
    // A hotel of its own (in a seeded city), one room type sold by one plan, next month loaded at 100.00 a night.
    admin = await signInAdmin();
    const [city] = await admin.get<HotelCityAdminRow[]>('/hotel_cities');
    hotel = await admin.post<HotelAdminDetail>('/hotels/save', {
      city: city!.code,
      name: { en: `Journey Lodge ${Date.now()}` },
      latitude: 48.8566,
      longitude: 2.3522,
      time_zone: 'Europe/Paris',
      stars: 4,
    });
    roomType = await admin.post<RoomTypeAdminRow>('/room_types/save', { hotel_id: hotel.id, name: { en: 'Garden double' }, max_adults: 2 });
    ratePlan = await admin.post<RatePlanAdminRow>('/rates/save', { room_type_id: roomType.id, name: { en: 'Flexible' }, board: 'breakfast', cancellation: [{ hours_before: 48, refund_percent: 100 }] });
    await admin.post('/rates/calendar/save', {
      room_type_id: roomType.id,
      start: nextMonthDay(0),
      end: nextMonthDay(27),
      weekdays: ALL_WEEKDAYS,
      to_sell: 4,
      prices: [{ rate_plan_id: ratePlan.id, price: '100.00' }],
    });

    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('bulk-edits a price on the chosen weekdays of a range and sees it in the calendar', async () => {
    await page.goto(`${baseUrl()}/admin/#/hotels/calendar?hotel_id=${hotel.id}&room_type_id=${roomType.id}&month=${month}`);
    await rowOfNight(page, nextMonthDay(0)).waitFor();
    expect(await rowOfNight(page, nextMonthDay(0)).textContent()).toContain('$100.00');

    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const dialog = settled(page.getByRole('dialog'));
    // The whole month is offered; Saturdays and Sundays keep their price.
    await dialog.getByRole('checkbox', { name: 'Sat' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Sun' }).uncheck();
    await dialog.getByLabel('Flexible price (USD)').fill('123.45');
    await dialog.getByLabel('Minimum stay').fill('2');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const dates = Array.from({ length: 7 }, (_, offset) => nextMonthDay(offset));
    const weekday = dates.find((date) => ![0, 6].includes(weekdayOf(date)))!;
    const weekend = dates.find((date) => weekdayOf(date) === 6)!;
    await expect.poll(async () => rowOfNight(page, weekday).textContent()).toContain('$123.45');
    expect(await rowOfNight(page, weekend).textContent()).toContain('$100.00');
    await screenshot(page, 'admin-hotel-calendar');

    const calendar = await admin.get<HotelCalendar>('/rates/calendar', { room_type_id: roomType.id, start: weekday, end: weekday });
    expect(calendar.nights[0]).toMatchObject({ to_sell: 4, min_stay: 2, prices: [{ rate_plan_id: ratePlan.id, price: '123.45' }] });
  });

  it('approves a booking, and verifies it once paid: the traveller’s booking shows the confirmation number', async () => {
    const buyer = await newBuyer('journey-admin-hotels');
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, buyer.email), balance_delta: '2000.00', remark: 'journey wallet money' });
    // A weekend stay: the minimum stay set above applies to weekdays only.
    const saturday = Array.from({ length: 7 }, (_, offset) => nextMonthDay(offset)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)!;
    const monday = new Date(Date.parse(`${saturday}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const booked = await storefrontWrite<{ order_no: string; status: string }>(
      '/hotel/order/create',
      {
        room_type_id: roomType.id,
        rate_plan_id: ratePlan.id,
        check_in: saturday,
        check_out: monday,
        rooms: 1,
        adults: 2,
        guests: [{ name: 'Jane Roe' }],
        contact: { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: buyer.email },
      },
      buyer.token,
    );
    expect(booked.status).toBe('ordered_pending_review');

    // The dashboard's figure opens the bookings waiting for an operator.
    await page.goto(`${baseUrl()}/admin/#/dashboard`);
    // The card links to the list once the figures arrived.
    await page.getByRole('link', { name: /Hotel bookings to handle/ }).click();
    await page.getByRole('heading', { name: 'Hotel bookings' }).waitFor();
    await rowWith(page, booked.order_no).waitFor();
    await rowWith(page, booked.order_no).getByRole('button', { name: 'Approve' }).click();
    const approve = settled(page.getByRole('dialog'));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });
    await expect.poll(async () => rowWith(page, booked.order_no).count()).toBe(0);

    const paid = await storefrontWrite<{ status: string }>('/hotel/order/pay', { order_no: booked.order_no, method: 'wallet' }, buyer.token);
    expect(paid.status).toBe('paid_pending_verification');

    await page.reload();
    await rowWith(page, booked.order_no).waitFor();
    expect(await rowWith(page, booked.order_no).textContent()).toContain('Paid, to confirm');
    await rowWith(page, booked.order_no).getByRole('button', { name: 'Confirm with hotel' }).click();
    const verify = settled(page.getByRole('dialog'));
    await verify.getByLabel('Confirmation number').fill('PAR-445566');
    await verify.getByRole('button', { name: 'Confirm with hotel' }).click();
    await verify.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Show all' }).click();
    // The filters follow the address: type once the list has left the one order, or the change would clear it.
    await page.getByRole('button', { name: 'Show all' }).waitFor({ state: 'detached' });
    await page.getByLabel('Order number').fill(booked.order_no);
    await (await searchedRow(page, booked.order_no)).getByRole('button', { name: booked.order_no }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.locator('.ant-descriptions').getByText('PAR-445566').waitFor();
    await drawer.getByTestId('hotel-order-timeline').getByText('Paid, to confirm → Confirmed').waitFor();
    await screenshot(page, 'admin-hotel-order');

    const seen = await storefrontCall<HotelOrderDetail>('GET', '/hotel/order/detail', { order_no: booked.order_no }, buyer.token);
    expect(seen).toMatchObject({ status: 'verified_completed', confirmation_no: 'PAR-445566' });

    // The traveller, on their phone, opens the booking and reads the hotel's confirmation number.
    const phone = await phoneContext(session.browser);
    try {
      // Signed in as the storefront keeps a session (SPEC §3): the token object in localStorage.
      await phone.addInitScript((token) => localStorage.setItem('token', JSON.stringify({ token })), buyer.token);
      const traveller = await newPhonePage(phone);
      await openRoute(traveller, `/hotelorderdetail?order_no=${booked.order_no}`);
      await expect.poll(() => traveller.getByTestId('hotel-confirmation').textContent()).toBe('PAR-445566');
      expect(await traveller.getByTestId('hotel-order-status').textContent()).toBe('Confirmed');
      await traveller.getByText('Hotel confirmation number').waitFor();
      // Once confirmed, the booking offers its documents: the voucher downloads under the order's number.
      const documents = traveller.getByTestId('travel-documents');
      await documents.getByRole('button', { name: 'Add to calendar (.ics)' }).waitFor();
      const [voucher] = await Promise.all([traveller.waitForEvent('download'), documents.getByRole('button', { name: 'Download voucher (PDF)' }).click()]);
      expect(voucher.suggestedFilename()).toBe(`voucher-${booked.order_no}.pdf`);
    } finally {
      await phone.close();
    }
  });
});
