import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, CouponTemplateRow, CurrencyInfo, FlightSearchResult, HotelCard, PageResult, TravelOrderPreview } from '@roamcart/contracts';
import { formatAmount, formatMinor, parseMajor } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { newBuyer, storefrontCall } from './support/buyer-api.ts';
import { orderNoIn, payFromWallet, shown, storefrontGet } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughUi, signInThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';
import { dateAhead } from './support/dates.ts';

const STAY = `check_in=${dateAhead(8)}&check_out=${dateAhead(10)}&rooms=1&adults=2&children=0&child_ages=`;
/** The storefront's Arabic texts, as the seed gives them. */
const AR = JSON.parse(readFileSync(new URL('../server/src/seed/i18n/storefront/ar.json', import.meta.url), 'utf8')) as Record<string, string>;

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
    await payFromWallet(page);
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

  it('books a flight in Arabic with euros shown: the flights coupon comes applied, the booking and the payment show it in euros, and the wallet pays the lower amount', async () => {
    const admin = await signInAdmin();
    const stamp = Date.now();
    const title = `Journey flight $10 off ${stamp}`;
    const arTitle = `خصم الرحلة ${stamp}`;
    const template = await admin.post<CouponTemplateRow>('/coupons/save', { title: { en: title, ar: arTitle }, kind: 'amount', amount: '10.00', scope: 'flights', validity: 'days', valid_days: 30, total: 5, give_out: 'claim' });
    const buyer = await newBuyer('journey-flight-coupon-ar');
    await storefrontCall('POST', '/coupon/claim', { coupon_id: template.id }, buyer.token);
    await admin.post('/users/adjust', { user_id: buyer.userId, balance_delta: '5000.00', remark: 'journey wallet money' });

    // A London–Madrid fare for one adult ten days ahead, and what it costs with the coupon, in euros and in dollars.
    const date = dateAhead(10);
    const trip = `from=LHR&to=MAD&date=${date}&adults=1&children=0&infants=0&cabin=economy`;
    const { flights } = await storefrontGet<FlightSearchResult>(`/ticket/search?${trip}&lang=en&currency=USD`);
    const fareId = flights.flatMap((flight) => flight.fares).find((fare) => fare.seats_left > 0)!.fare_id;
    const previewIn = (currency: string) =>
      storefrontCall<TravelOrderPreview>('POST', '/ticket/order/preview', { fare_id: fareId, date, adults: 1, children: 0, infants: 0 }, buyer.token, { lang: 'ar', currency });
    const [inEuros, inDollars] = [await previewIn('EUR'), await previewIn('USD')];
    expect(inDollars.discount).toBe('10.00');
    const { symbol } = (await storefrontGet<CurrencyInfo[]>('/currency')).find((currency) => currency.code === 'EUR')!;
    const euros = (amount: string) => formatAmount(amount, 'EUR', 'ar', symbol);

    // Signed in, the traveller chooses euros, then Arabic, and opens the booking screen.
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    await openRoute(page, '/login');
    await signInThroughUi(page, buyer.email, 'secret-123');
    await waitForRoute(page, '/');
    await openRoute(page, '/changecurrency');
    await page.getByRole('radio', { name: /EUR/ }).click();
    await page.getByText('Amounts are now shown in EUR').waitFor();
    await openRoute(page, '/language');
    await page.getByRole('radio', { name: /العربية/ }).click();
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();
    await openRoute(page, `/ticketssubmitorder?${trip}&fare_id=${fareId}`);
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await expect.poll(() => shown(page).getByTestId('coupon-applied').textContent()).toBe(`${arTitle}: -${euros(inEuros.discount)}`);
    expect(await shown(page).getByTestId('booking-discount').textContent()).toBe(`-${euros(inEuros.discount)}`);
    expect(await shown(page).getByTestId('booking-amount-due').textContent()).toBe(euros(inEuros.pay_amount));
    await shown(page).getByRole('button', { name: new RegExp(`^${AR['coupon.coupon']}`) }).click();
    const picker = page.getByRole('dialog', { name: AR['coupon.choose'] });
    await picker.getByTestId('picker-coupon').filter({ hasText: arTitle }).getByText(AR['coupon.saves']!.replace('{{amount}}', euros(inEuros.discount))).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'flight-booking-coupon-ar');
    await picker.getByTestId('picker-coupon').filter({ hasText: arTitle }).click();
    await picker.waitFor({ state: 'hidden' });

    const form = shown(page).getByTestId('passenger-form').first();
    await form.locator('#passenger-0-last_name').fill('Smith');
    await form.locator('#passenger-0-first_name').fill('Jane');
    await form.getByRole('radio', { name: AR['flight.gender_name.female'], exact: true }).check();
    await form.locator('#passenger-0-nationality').selectOption('GB');
    await form.locator('#passenger-0-doc_number').fill('P02345678');
    await form.locator('#passenger-0-doc_expiry').fill(dateAhead(3 * 365));
    await form.locator('#passenger-0-birth_date').fill('1988-04-12');
    await shown(page).locator('#ticket-contact-phone').fill('+44 20 7946 0958');
    await shown(page).getByRole('button', { name: AR['flight.submit_booking'], exact: true }).click();

    // The booking: the coupon named with its discount and the lower amount due, in euros.
    await waitForRoute(page, '/ticketorderdetail');
    const orderNo = orderNoIn(page);
    await expect.poll(() => shown(page).getByTestId('ticket-discount').textContent()).toBe(`-${euros(inEuros.discount)}`);
    expect(await shown(page).getByTestId('ticket-pay-amount').textContent()).toBe(euros(inEuros.pay_amount));

    // Approved by the ticketing desk, it is paid from the wallet: the amount due, taken in dollars from the balance.
    await admin.post('/review/ticket_order', { order_no: orderNo, approve: true });
    await openRoute(page, `/payorder?biz=ticket&order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('pay-amount').textContent()).toBe(euros(inEuros.pay_amount));
    expect(await shown(page).getByTestId('ticket-pay-discount').textContent()).toBe(`${arTitle}: -${euros(inEuros.discount)}`);
    await page.getByRole('button', { name: AR['order.pay_with_wallet'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: AR['payment.wallet_confirm_ok'] }).click();
    await waitForRoute(page, '/ticketorderdetail');
    await expect.poll(() => shown(page).getByTestId('ticket-paid').textContent()).toBe(euros(inEuros.pay_amount));
    const { list: users } = await admin.get<PageResult<AdminUserRow>>('/users', { email: buyer.email });
    expect(cents(users[0]!.balance)).toBe(500_000n - cents(inDollars.pay_amount));
    await page.context().close();
  });
});
