import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, HotelCard, PageResult } from '@roamcart/contracts';
import { formatAmount, formatMinor, parseMajor } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { orderNoIn, shown, storefrontGet } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

/** A calendar date `days` from today (a stay a week ahead is clear of "today" in any hotel's zone). */
function dateAhead(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
}

const STAY = `check_in=${dateAhead(8)}&check_out=${dateAhead(10)}&rooms=1&adults=2&children=0&child_ages=`;
/** "$1,234.50" -> 123450n: US dollars as the English screens write them, in cents. */
const cents = (text: string) => parseMajor(text.replace(/[^\d.]/g, ''), 2)!;
const usd = (minor: bigint) => formatAmount(formatMinor(minor, 2), 'USD', 'en');

describe('travel coupons', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('books a hotel with a claimed hotels coupon: picks it, sees the discount and the lower amount due, pays that from the wallet, and the booking shows the discount', async () => {
    // The operator sets up $10.00 off hotel bookings, claimable in the coupon centre.
    const title = `Journey hotel $10 off ${Date.now()}`;
    const admin = await signInAdmin();
    await admin.post('/coupons/save', { title: { en: title }, kind: 'amount', amount: '10.00', scope: 'hotels', validity: 'days', valid_days: 30, total: 5, give_out: 'claim' });

    // A phone with the page's CSP relaxed so that axe can be injected.
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-travel-coupon');
    await registerThroughUi(page, email, 'secret-123');
    const userId = await userIdByEmail(admin, email);
    await admin.post('/users/adjust', { user_id: userId, balance_delta: '5000.00', remark: 'journey wallet money' });

    // The coupon centre: the hotels coupon, claimed.
    await openRoute(page, '/couponcenter');
    const card = shown(page).getByTestId('center-coupon').filter({ hasText: title });
    await card.getByText('For hotel bookings').waitFor();
    await card.getByRole('button', { name: `Claim ${title}` }).click();
    await page.getByText('Coupon claimed').waitFor();

    // A Tokyo hotel's room for two nights.
    const { list } = await storefrontGet<PageResult<HotelCard>>(`/hotel/search?city=TYO&${STAY}&lang=en`);
    const hotel = list.find((one) => one.lowest_price !== null)!;
    await openRoute(page, `/hoteldetails?id=${hotel.id}&city=TYO&${STAY}`);
    const offer = shown(page).getByTestId('room-offer').filter({ has: page.getByRole('link', { name: 'Book' }) }).first();
    const total = (await offer.getByTestId('offer-total').textContent()) ?? '';
    await offer.getByRole('link', { name: 'Book' }).click();
    await waitForRoute(page, '/hotelsubmitorder');
    expect(await shown(page).getByTestId('booking-total').textContent()).toBe(total);

    // The best coupon comes applied; without it the whole total is due; picked again, $10.00 less.
    const due = usd(cents(total) - 1000n);
    await expect.poll(() => shown(page).getByTestId('coupon-applied').textContent()).toBe(`${title}: -$10.00`);
    await shown(page).getByRole('button', { name: /^Coupon/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a coupon' });
    await picker.getByRole('button', { name: 'Use no coupon' }).click();
    await expect.poll(() => shown(page).getByTestId('booking-amount-due').textContent()).toBe(total);
    expect(await shown(page).getByTestId('booking-discount').count()).toBe(0);
    await shown(page).getByRole('button', { name: /^Coupon/ }).click();
    const choice = picker.getByTestId('picker-coupon').filter({ hasText: title });
    await choice.getByText('Saves $10.00 on this order').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await choice.click();
    await expect.poll(() => shown(page).getByTestId('booking-amount-due').textContent()).toBe(due);
    expect(await shown(page).getByTestId('booking-discount').textContent()).toBe('-$10.00');
    await picker.waitFor({ state: 'hidden' });
    await screenshot(page, 'hotel-booking-coupon');

    await shown(page).getByLabel('Guest in room 1').fill('Hanako Yamada');
    await shown(page).getByLabel('Phone').fill('+44 20 7946 0958');
    await shown(page).getByRole('button', { name: 'Book now' }).click();

    // The booking: the coupon's title and discount, the lower amount due.
    await waitForRoute(page, '/hotelorderdetail');
    const orderNo = orderNoIn(page);
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Ordered, pending review');
    expect(await shown(page).getByTestId('hotel-total').textContent()).toBe(total);
    expect(await shown(page).getByTestId('hotel-discount').textContent()).toBe('-$10.00');
    await shown(page).getByText(`Coupon: ${title}`).waitFor();
    expect(await shown(page).getByTestId('hotel-pay-amount').textContent()).toBe(due);

    // Approved by the hotel desk, it is paid from the wallet: the amount due, not the total.
    await admin.post('/review/hotel_order', { order_no: orderNo, approve: true });
    await openRoute(page, `/hotelpayment?order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('pay-amount').textContent()).toBe(due);
    expect(await shown(page).getByTestId('hotel-pay-discount').textContent()).toBe(`${title}: -$10.00`);
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    await waitForRoute(page, '/hotelorderdetail');
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Paid, pending confirmation');
    expect(await shown(page).getByTestId('hotel-paid').textContent()).toBe(due);
    expect(await shown(page).getByTestId('hotel-discount').textContent()).toBe('-$10.00');
    const { list: users } = await admin.get<PageResult<AdminUserRow>>('/users', { email });
    expect(cents(users[0]!.balance)).toBe(500_000n - cents(due));

    // My coupons: the coupon used, linking to the booking.
    await openRoute(page, '/mycoupons');
    await page.getByRole('tab', { name: 'Used' }).click();
    await shown(page).getByTestId('my-coupon').filter({ hasText: title }).getByRole('link').click();
    await waitForRoute(page, '/hotelorderdetail');
    expect(orderNoIn(page)).toBe(orderNo);
    await page.context().close();
  });
});
