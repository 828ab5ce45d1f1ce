import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FlightCalendarDay, FlightSearchResult, TicketOrderAdminDetail } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { orderNoIn, payFromWallet, shown, storefrontGet } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughApi, signInThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';
import { dateAhead } from './support/dates.ts';

/** A short demo route flown every day (seed/flights.ts). */
const FROM = 'LHR';
const TO = 'MAD';

/** A flight time as every screen shows it: the airport's clock and its UTC offset ("08:05 (UTC+9)"). */
const LOCAL_TIME = /^\d{2}:\d{2} \(UTC[+-]\d{1,2}(:\d{2})?\)$/;

/** The times of the itinerary on show, a departure and an arrival per leg, each with its offset. */
async function legTimes(page: Page): Promise<string[]> {
  const times = await shown(page).getByTestId('segment-timeline').locator('.flight-time').allTextContents();
  expect(times.length).toBeGreaterThanOrEqual(2);
  for (const time of times) expect(time).toMatch(LOCAL_TIME);
  return times;
}

/** The low-fare calendar's prices that do not sit on one line inside their day's cell (none should). */
async function pricesOutsideTheirDays(page: Page): Promise<string[]> {
  return page
    .getByTestId('fare-calendar')
    .locator('.calendar-price')
    .evaluateAll((prices) =>
      prices
        .filter((price) => {
          const box = price.getBoundingClientRect();
          const day = price.closest('button')?.getBoundingClientRect();
          // A second line would make the price at least twice its type's height (bidi runs make several boxes on one line, so boxes are not counted).
          const wrapped = box.height >= 2 * parseFloat(getComputedStyle(price).fontSize);
          return !day || wrapped || box.left < day.left - 0.5 || box.right > day.right + 0.5;
        })
        .map((price) => price.textContent ?? ''),
    );
}

/** A search's address and API query for one adult in economy on `date`. */
const tripQuery = (from: string, to: string, date: string) => `from=${from}&to=${to}&date=${date}&adults=1&children=0&infants=0&cabin=economy`;

/** Whole units of a price as written ("¥15,300" is 15300). */
const digitsOf = (price: string) => price.replace(/\D/g, '');

/** The weekday initials heading the calendar's first month. */
const weekdayInitials = (page: Page) => page.getByTestId('fare-calendar').getByTestId('calendar-weekdays').first().locator('span').allTextContents();

/** A phone with the page's CSP relaxed so that axe can be injected. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
  return newPhonePage(context);
}

/** Picks an airport in the trip form's picker by typing its city and choosing its code. */
async function pickAirport(page: Page, field: 'trip-from' | 'trip-to', typed: string, code: string): Promise<void> {
  await shown(page).getByTestId(field).click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByLabel('Airport, city or code').fill(typed);
  await dialog.getByRole('button', { name: new RegExp(`^${code}`) }).click();
  await expect.poll(() => shown(page).getByTestId(field).textContent()).toContain(code);
}

/** Opens the first flight's details at its cheapest fare: straight away, or through its fares' comparison. */
async function chooseFirstFare(page: Page): Promise<void> {
  const card = shown(page).getByTestId('flight-card').first();
  await card.waitFor();
  const compare = card.getByRole('button');
  if ((await compare.count()) > 0) {
    await compare.click();
    await card.getByTestId('fare-comparison').getByRole('link').first().click();
  } else {
    await card.getByRole('link').click();
  }
}

/** Fills a passenger's form (index in the party) with a valid passport holder born on `birthDate`. */
async function fillPassenger(page: Page, index: number, names: [string, string], gender: 'Male' | 'Female', birthDate: string): Promise<void> {
  const form = shown(page).getByTestId('passenger-form').nth(index);
  await form.locator(`#passenger-${index}-last_name`).fill(names[0]);
  await form.locator(`#passenger-${index}-first_name`).fill(names[1]);
  await form.getByRole('radio', { name: gender, exact: true }).check();
  await form.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'United Kingdom' });
  await form.locator(`#passenger-${index}-doc_number`).fill(`P${index}2345678`);
  await form.getByLabel('Valid until').fill(dateAhead(3 * 365));
  await form.getByLabel('Date of birth').fill(birthDate);
}

describe('flights', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('picks the cheapest day on the calendar as a guest, signs in to book an adult and an infant, pays from the wallet once the desk approved, and sees the ticket numbers the desk issued', async () => {
    const page = await phonePage(session.browser);
    const email = uniqueEmail('journey-flight');
    await registerThroughApi(email, 'secret-123');
    const admin = await signInAdmin();
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), balance_delta: '5000.00', remark: 'journey wallet money' });
    await openRoute(page, '/');

    // Home's travel tile opens Flights: airports picked by what the traveller types, swapped and back.
    await shown(page).getByRole('link', { name: /^Flights/ }).click();
    await waitForRoute(page, '/ticketshome');
    await shown(page).getByTestId('popular-route').first().waitFor();
    await pickAirport(page, 'trip-from', 'Madrid', TO);
    await pickAirport(page, 'trip-to', 'London', FROM);
    await shown(page).getByRole('button', { name: 'Swap origin and destination' }).click();
    await expect.poll(() => shown(page).getByTestId('trip-from').textContent()).toContain(FROM);

    // The calendar: six months of lowest fares, labelled indicative; the cheapest day is chosen.
    const calendar = await storefrontGet<FlightCalendarDay[]>(`/ticket/calendar?from=${FROM}&to=${TO}`);
    const priced = calendar.filter((day) => day.lowest_price !== null);
    expect(priced.length).toBeGreaterThan(100);
    await shown(page).getByTestId('trip-date').click();
    const sheet = page.getByTestId('fare-calendar');
    await sheet.getByText('indicative only', { exact: false }).waitFor();
    const cheapest = sheet.getByTestId('fare-day-cheapest');
    await cheapest.waitFor();
    const day = (await cheapest.getAttribute('data-date')) ?? '';
    const lowest = priced.reduce((low, one) => (Number(one.lowest_price) < Number(low.lowest_price) ? one : low));
    expect(Number(priced.find((one) => one.date === day)?.lowest_price)).toBe(Number(lowest.lowest_price));
    // Weeks start on Sunday in en-US; every day's price sits whole on one line inside its day.
    expect(await weekdayInitials(page)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(await sheet.locator('.calendar-price').count()).toBeGreaterThan(100);
    expect(await pricesOutsideTheirDays(page)).toEqual([]);
    // Days coloured cheap to dear within their month, explained by a legend; the band is in each day's name, not in colour alone.
    expect(await sheet.getByTestId('fare-legend').locator('li').allTextContents()).toEqual(['Low for the month', 'Average for the month', 'High for the month', 'Cheapest day']);
    expect(await cheapest.getAttribute('aria-label')).toMatch(/, Low for the month, cheapest day$/);
    for (const band of ['low', 'mid', 'high']) expect(await sheet.locator(`.calendar-day.fare-band-${band}`).count(), band).toBeGreaterThan(0);
    expect(await sheet.locator('.calendar-day.fare-band-high').first().getAttribute('aria-label')).toMatch(/, High for the month$/);
    await screenshot(page, 'flight-calendar');
    await cheapest.click();

    // One adult and one infant: the infant counter stops at the adults' number.
    await shown(page).getByRole('button', { name: 'More: Infants' }).click();
    expect(await shown(page).getByRole('button', { name: 'More: Infants' }).isDisabled()).toBe(true);
    await shown(page).getByRole('button', { name: 'Search flights' }).click();

    // Search: the day's flights, cheapest first, local times and prices in dollars.
    await waitForRoute(page, '/ticketssearch');
    expect(new URL(page.url().replace('#', '')).searchParams.get('date')).toBe(day);
    await shown(page).getByTestId('flight-card').first().waitFor();
    // Counts in words with their plural forms: the party, the flights found, the stops.
    expect(await shown(page).locator('.stay-summary-text').textContent()).toContain('1 adult and 1 infant · Economy');
    expect(await shown(page).locator('.hotel-count').textContent()).toMatch(/^(1 flight|\d+ flights) found$/);
    for (const stops of await shown(page).locator('.flight-stops').allTextContents()) expect(stops).toBe('Non-stop');
    const prices = await shown(page).getByTestId('flight-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^\$[\d,]+\.\d{2}$/);
    // Each time is the airport's clock, with its UTC offset so it is not read as the traveller's own.
    expect(await shown(page).getByTestId('flight-depart').first().textContent()).toMatch(LOCAL_TIME);
    expect(await shown(page).getByTestId('flight-arrive').first().textContent()).toMatch(new RegExp(`^${LOCAL_TIME.source.slice(1, -1)}`));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'flight-search');

    // A flight with several fares opens them side by side, each with its price and what it includes; one is chosen.
    const found = await storefrontGet<FlightSearchResult>(`/ticket/search?from=${FROM}&to=${TO}&date=${day}&adults=1&children=0&infants=1&cabin=economy`);
    const compared = found.flights.findIndex((flight) => flight.fares.length > 1);
    expect(compared).toBeGreaterThanOrEqual(0);
    const card = shown(page).getByTestId('flight-card').nth(compared);
    await card.getByRole('button').click();
    const comparison = card.getByTestId('fare-comparison');
    const fareNames = await comparison.locator('th[scope="col"]').allTextContents();
    expect(fareNames).toHaveLength(found.flights[compared]!.fares.length);
    for (const name of fareNames) expect(name).toMatch(/^Economy · (Light|Standard|Flex)$/);
    expect(await comparison.getByRole('row', { name: /^Checked bag/ }).locator('td').count()).toBe(fareNames.length);
    await screenshot(page, 'flight-fare-comparison');
    await comparison.getByRole('link', { name: `Choose ${fareNames[0]}` }).click();

    // Details: the legs, rules and the party's price; Book asks a guest to sign in, then opens the passengers' form.
    await waitForRoute(page, '/ticketsdetail');
    await shown(page).getByTestId('segment-timeline').waitFor();
    await shown(page).getByTestId('fare-conditions').waitFor();
    await legTimes(page);
    expect(await shown(page).locator('.fare-option.is-active .fare-option-name').textContent()).toBe(fareNames[0]);
    // Each fare is named by its cabin, then its brand.
    for (const name of await shown(page).locator('.fare-option-name').allTextContents()) expect(name).toMatch(/^(Economy|Premium economy|Business) · (Light|Standard|Flex)$/);
    const total = (await shown(page).getByTestId('party-total').textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    await screenshot(page, 'flight-details');
    await shown(page).getByRole('button', { name: 'Book' }).click();
    await waitForRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');

    // Passengers: names in English letters checked as typed, the infant born within two years.
    await waitForRoute(page, '/ticketssubmitorder');
    await shown(page).getByTestId('passenger-form').nth(1).waitFor();
    expect(await shown(page).getByTestId('passenger-form').count()).toBe(2);
    await legTimes(page);
    await fillPassenger(page, 0, ['Smith', 'Jane'], 'Female', '1988-04-12');
    await shown(page).locator('#passenger-0-first_name').fill('Jäne');
    await shown(page).locator('#passenger-0-last_name').click();
    await shown(page).getByText('Use English letters as in the passport', { exact: false }).waitFor();
    await shown(page).locator('#passenger-0-first_name').fill('Jane');
    await fillPassenger(page, 1, ['Smith', 'Tom'], 'Male', dateAhead(-200));
    await shown(page).getByLabel('Phone').fill('+44 20 7946 0958');
    await screenshot(page, 'flight-passengers');
    await shown(page).getByRole('button', { name: 'Book' }).click();

    // The order waits for the ticketing desk's review, the seats held meanwhile.
    await waitForRoute(page, '/ticketorderdetail');
    const orderNo = orderNoIn(page);
    await expect.poll(() => shown(page).getByTestId('ticket-order-status').textContent()).toBe('Ordered, pending review');
    expect(await shown(page).getByTestId('ticket-total').textContent()).toBe(total);
    const [departure] = await legTimes(page);

    // Until the ticketing desk approves it, it cannot be paid.
    await openRoute(page, `/payorder?biz=ticket&order_no=${orderNo}`);
    await shown(page).getByTestId('ticket-not-payable').getByText('You can pay once the ticketing desk has approved the order.').waitFor();
    await screenshot(page, 'flight-order-booked');

    // All orders opens the flight order at its details.
    await openRoute(page, '/order');
    const row = shown(page).getByTestId('feed-row').first();
    await row.waitFor();
    expect(await row.getByTestId('feed-row-departs').textContent()).toBe(`Departs ${departure}`);
    await row.getByRole('link').click();
    await waitForRoute(page, '/ticketorderdetail');
    expect(orderNoIn(page)).toBe(orderNo);

    // The ticketing desk approves it in the back office; the traveller pays from the wallet.
    // The payment screen shown again asks again, and now takes the payment.
    await admin.post('/review/ticket_order', { order_no: orderNo, approve: true });
    await openRoute(page, `/payorder?biz=ticket&order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('pay-amount').textContent()).toBe(total);
    await payFromWallet(page);
    await waitForRoute(page, '/ticketorderdetail');
    await expect.poll(() => shown(page).getByTestId('ticket-order-status').textContent()).toBe('Paid, pending confirmation');
    await shown(page).getByTestId('ticketing-countdown').waitFor();

    // The wallet's log names the flight payment in words.
    await openRoute(page, '/wallet');
    await shown(page).getByTestId('log-line').filter({ hasText: 'Flight order payment' }).filter({ hasText: `-${total}` }).waitFor();

    // The desk issues a ticket number per passenger; the traveller sees them on the order.
    const detail = await admin.get<TicketOrderAdminDetail>('/ticket_orders/detail', { order_no: orderNo });
    const tickets = detail.passengers.map((passenger, index) => ({ passenger_id: passenger.id, ticket_no: `176${orderNo.slice(-7)}${index}` }));
    await admin.post('/ticket_orders/issue', { order_no: orderNo, tickets });
    await openRoute(page, '/order');
    await openRoute(page, `/ticketorderdetail?order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('ticket-order-status').textContent()).toBe('Confirmed');
    await expect.poll(() => shown(page).getByTestId('ticket-no').allTextContents()).toEqual(tickets.map((ticket) => ticket.ticket_no));
    await screenshot(page, 'flight-order-ticketed');
    await page.context().close();
  });

  it('books a round trip as a guest who signs in at the end: chooses the outbound and then the return, sees both flights and one total, and the order lists both', async () => {
    const page = await phonePage(session.browser);
    const email = uniqueEmail('journey-round-trip');
    await registerThroughApi(email, 'secret-123');
    const outbound = dateAhead(14);
    const back = dateAhead(18);
    await openRoute(page, `/ticketshome?from=${FROM}&to=${TO}&date=${outbound}`);

    // Round trip: the return day on the route's own calendar, which offers no day before the departure.
    await shown(page).locator('.trip-kind', { hasText: 'Round trip' }).click();
    expect(await shown(page).getByRole('radio', { name: 'Round trip' }).isChecked()).toBe(true);
    await shown(page).getByTestId('trip-return').click();
    const returnCalendar = page.getByRole('dialog', { name: 'Choose a return day' });
    await returnCalendar.getByTestId('fare-legend').waitFor();
    expect(await returnCalendar.locator(`[data-date="${dateAhead(13)}"]`).isDisabled()).toBe(true);
    await returnCalendar.locator(`[data-date="${back}"]`).click();
    await expect.poll(() => shown(page).getByTestId('trip-return').textContent()).toContain(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(back)));
    expect(await seriousViolations(page)).toEqual([]);
    await shown(page).getByRole('button', { name: 'Search flights' }).click();

    // Flight 1 of 2: the outbound on its day; the trip, with its return day, is in the address.
    await waitForRoute(page, '/ticketssearch');
    const address = () => new URL(page.url().replace('#', '')).searchParams;
    expect([address().get('trip'), address().get('date'), address().get('return')]).toEqual(['round_trip', outbound, back]);
    await expect.poll(() => shown(page).getByTestId('trip-step').textContent()).toBe('Flight 1 of 2 · London → Madrid');
    await chooseFirstFare(page);
    await waitForRoute(page, '/ticketsdetail');
    const outboundNo = (await shown(page).locator('#flight-head bdi').textContent()) ?? '';
    const outboundTotal = (await shown(page).getByTestId('party-total').textContent()) ?? '';
    await shown(page).getByRole('button', { name: 'Continue to flight 2' }).click();

    // Flight 2 of 2: the route back on the return day, the outbound chosen shown above with a way to change it.
    await waitForRoute(page, '/ticketssearch');
    await expect.poll(() => shown(page).getByTestId('trip-step').textContent()).toBe('Flight 2 of 2 · Madrid → London');
    const chosen = shown(page).getByTestId('chosen-flight');
    await expect.poll(() => chosen.textContent()).toContain(outboundNo);
    expect(await chosen.getByRole('link', { name: 'Change flight 1' }).count()).toBe(1);
    expect(await shown(page).getByTestId('date-strip').locator('[aria-current="date"]').getAttribute('data-date')).toBe(back);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'flight-round-trip-return');
    await chooseFirstFare(page);
    await waitForRoute(page, '/ticketsdetail');
    const returnNo = (await shown(page).locator('#flight-head bdi').textContent()) ?? '';
    const returnTotal = (await shown(page).getByTestId('party-total').textContent()) ?? '';
    await shown(page).getByRole('button', { name: 'Book' }).click();
    await waitForRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');

    // Booking: both flights with their fares and rules, and one total for the trip, the two flights' added up.
    await waitForRoute(page, '/ticketssubmitorder');
    const booked = shown(page).getByTestId('booked-flight');
    await expect.poll(() => booked.count()).toBe(2);
    expect(await booked.locator('h2').allTextContents()).toEqual(['Flight 1 of 2 · London → Madrid', 'Flight 2 of 2 · Madrid → London']);
    for (const [index, flightNo] of [outboundNo, returnNo].entries()) {
      expect(await booked.nth(index).locator('.flight-head-line').textContent()).toContain(flightNo);
      await booked.nth(index).getByTestId('fare-conditions').getByText('Refund').waitFor();
    }
    const cents = Number(digitsOf(outboundTotal)) + Number(digitsOf(returnTotal));
    const total = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => shown(page).getByTestId('booking-preview-total').textContent()).toBe(total);
    await screenshot(page, 'flight-round-trip-booking');
    await fillPassenger(page, 0, ['Garcia', 'Lucia'], 'Female', '1985-09-30');
    await shown(page).getByLabel('Phone').fill('+44 20 7946 0958');
    await shown(page).getByRole('button', { name: 'Book' }).click();

    // One order: a round trip of both flights, each with its route, number and legs, and the one total.
    await waitForRoute(page, '/ticketorderdetail');
    await expect.poll(() => shown(page).getByTestId('ticket-trip-kind').textContent()).toBe('Round trip');
    const legs = shown(page).getByTestId('ticket-leg');
    expect(await legs.locator('h3').allTextContents()).toEqual(['Flight 1 of 2 · London → Madrid', 'Flight 2 of 2 · Madrid → London']);
    expect(await legs.nth(0).textContent()).toContain(outboundNo);
    expect(await legs.nth(1).textContent()).toContain(returnNo);
    expect(await legs.getByTestId('segment-timeline').count()).toBe(2);
    expect(await shown(page).getByTestId('ticket-leg-rules').count()).toBe(2);
    expect(await shown(page).getByTestId('ticket-total').textContent()).toBe(total);
    const admin = await signInAdmin();
    const detail = await admin.get<TicketOrderAdminDetail>('/ticket_orders/detail', { order_no: orderNoIn(page) });
    expect([detail.trip, detail.legs.map((leg) => [leg.flight_no, leg.date])]).toEqual(['round_trip', [[outboundNo, outbound], [returnNo, back]]]);
    await screenshot(page, 'flight-round-trip-order');
    // All orders names the trip beside its route.
    await openRoute(page, '/order');
    await expect.poll(() => shown(page).getByTestId('feed-row').first().locator('.feed-row-kind').textContent()).toBe('Flights · Round trip');
    await page.context().close();
  });

  it('searches in Japanese with prices in yen, whole yen, and moves a day on the strip of the days around', async () => {
    const page = await phonePage(session.browser);
    const date = dateAhead(10);
    const query = tripQuery(FROM, TO, date);
    const found = await storefrontGet<FlightSearchResult>(`/ticket/search?${query}&lang=ja&currency=JPY`);
    expect(found.currency).toBe('JPY');
    expect(found.flights.length).toBeGreaterThan(0);
    await openRoute(page, `/ticketssearch?${query}&lang=ja&currency=JPY`);
    await shown(page).getByRole('heading', { name: `${FROM}–${TO} のフライト` }).waitFor();
    await shown(page).getByTestId('flight-card').first().waitFor();
    const prices = await shown(page).getByTestId('flight-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^[¥￥][\d,]+$/);

    // The strip: three days either side, each with its lowest fare in yen, the searched day marked.
    const strip = shown(page).getByTestId('date-strip');
    await expect.poll(() => strip.getByTestId('date-strip-price').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^[¥￥][\d,]+(万)?$/)]));
    expect(await strip.getByRole('link').count()).toBe(7);
    expect(await strip.locator('[aria-current="date"]').getAttribute('data-date')).toBe(date);
    await screenshot(page, 'flight-search-ja');

    // Tapping the next day searches it: the address says it, and the results are that day's.
    const next = dateAhead(11);
    const nextFound = await storefrontGet<FlightSearchResult>(`/ticket/search?${tripQuery(FROM, TO, next)}&lang=ja&currency=JPY`);
    await strip.locator(`[data-date="${next}"]`).click();
    await expect.poll(() => new URL(page.url().replace('#', '')).searchParams.get('date')).toBe(next);
    expect(await strip.locator('[aria-current="date"]').getAttribute('data-date')).toBe(next);
    await expect.poll(async () => (await shown(page).getByTestId('flight-price').allTextContents()).map(digitsOf)).toEqual(nextFound.flights.map((flight) => flight.fares[0]!.total_adult));
    await page.context().close();
  });

  it('says where a one-stop flight connects and for how long', async () => {
    const query = tripQuery('EZE', 'MIA', dateAhead(5));
    const [flight] = (await storefrontGet<FlightSearchResult>(`/ticket/search?${query}`)).flights;
    const [first, second] = flight?.segments ?? [];
    expect(flight?.stops).toBe(1);
    const layover = (Date.parse(second!.depart_at) - Date.parse(first!.arrive_at)) / 60_000;
    const page = await phonePage(session.browser);
    await openRoute(page, `/ticketssearch?${query}`);
    await expect
      .poll(() => shown(page).getByTestId('flight-card').first().locator('.flight-stops').textContent())
      .toBe(`1 stop in ${first!.to_city} (${first!.to}), ${Math.floor(layover / 60)} h ${layover % 60} min`);
    await page.context().close();
  });

  it('keeps the yen asked for in the address bar from search to payment, through signing in; a sent transfer voucher leaves nothing to pay and no hold counting down', async () => {
    const page = await phonePage(session.browser);
    const email = uniqueEmail('journey-flight-yen');
    await registerThroughApi(email, 'secret-123');
    const admin = await signInAdmin();
    const currencyInAddress = () => new URL(page.url().replace('#', '')).searchParams.get('currency');
    await openRoute(page, `/ticketssearch?${tripQuery(FROM, TO, dateAhead(12))}&currency=JPY`);
    await chooseFirstFare(page);

    // Every screen on the way keeps the currency in its address, and shows yen (the account's own currency is dollars).
    await waitForRoute(page, '/ticketsdetail');
    expect(currencyInAddress()).toBe('JPY');
    await shown(page).getByTestId('party-total').waitFor();
    const total = (await shown(page).getByTestId('party-total').textContent()) ?? '';
    expect(total).toMatch(/^[¥￥][\d,]+$/);
    await shown(page).getByRole('button', { name: 'Book' }).click();
    await waitForRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');

    await waitForRoute(page, '/ticketssubmitorder');
    expect(currencyInAddress()).toBe('JPY');
    await expect.poll(() => shown(page).getByTestId('party-total').textContent()).toBe(total);
    await fillPassenger(page, 0, ['Tanaka', 'Yui'], 'Female', '1990-05-01');
    await shown(page).getByLabel('Phone').fill('+81 3-1234-5678');
    await shown(page).getByRole('button', { name: 'Book' }).click();

    await waitForRoute(page, '/ticketorderdetail');
    expect(currencyInAddress()).toBe('JPY');
    const orderNo = orderNoIn(page);
    await expect.poll(() => shown(page).getByTestId('ticket-total').textContent()).toBe(total);
    await admin.post('/review/ticket_order', { order_no: orderNo, approve: true });
    await page.reload();
    await expect.poll(() => shown(page).getByTestId('ticket-order-status').textContent()).toBe('Approved, pending payment');
    await shown(page).getByRole('link', { name: 'Pay', exact: true }).click();

    // Paying: in yen, the seats (not rooms) held meanwhile; the traveller transfers and sends the voucher.
    await waitForRoute(page, '/payorder');
    expect(currencyInAddress()).toBe('JPY');
    await expect.poll(() => shown(page).getByTestId('pay-amount').textContent()).toBe(total);
    expect(await shown(page).locator('.pay-deadline').textContent()).toMatch(/^Seats held for /);
    await shown(page).getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Pay by Bank transfer' }).click();
    await waitForRoute(page, '/offlinepayment');
    expect(currencyInAddress()).toBe('JPY');
    await expect.poll(() => shown(page).getByTestId('offline-amount').textContent()).toBe(total);
    const voucher = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#37a' } }).png().toBuffer();
    await shown(page).locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucher });
    await shown(page).getByRole('img', { name: 'Picture 1' }).waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await waitForRoute(page, '/payorder');
    await expect.poll(() => shown(page).getByTestId('payment-status').textContent()).toBe('Pending review');
    await shown(page).getByRole('link', { name: 'View order' }).click();

    // While the operator checks the transfer: no Pay, no hold counting down, the order says why.
    await waitForRoute(page, '/ticketorderdetail');
    expect(currencyInAddress()).toBe('JPY');
    await shown(page).getByTestId('ticket-payment-in-review').waitFor();
    expect(await shown(page).getByTestId('ticket-order-status').textContent()).toBe('Approved, pending payment');
    expect(await shown(page).getByTestId('countdown').count()).toBe(0);
    expect(await shown(page).getByRole('link', { name: 'Pay', exact: true }).count()).toBe(0);
    expect(await shown(page).getByTestId('ticket-total').textContent()).toBe(total);
    await screenshot(page, 'flight-order-voucher-in-review');
    await page.context().close();
  });

  it('reads right to left in Arabic on the flights home', async () => {
    const page = await phonePage(session.browser);
    await openRoute(page, '/ticketshome?lang=ar');
    await shown(page).getByRole('heading', { name: 'الرحلات الجوية', level: 1 }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await shown(page).getByTestId('popular-route').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'flight-home-ar');
    await page.context().close();
  });

  it('lays the fare calendar out in each language’s weeks (Saturday first in Arabic, Monday in Chinese), its prices in yen or euros whole on one line in their days', async () => {
    for (const { lang, currency, weekdays } of [
      { lang: 'ar', currency: 'JPY', weekdays: ['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج'] },
      { lang: 'zh-CN', currency: 'EUR', weekdays: ['一', '二', '三', '四', '五', '六', '日'] },
    ]) {
      const page = await phonePage(session.browser);
      await openRoute(page, `/ticketshome?from=${FROM}&to=${TO}&lang=${lang}&currency=${currency}`);
      await shown(page).getByTestId('trip-date').click();
      await page.getByTestId('fare-calendar').getByTestId('fare-day-cheapest').waitFor();
      await screenshot(page, `flight-calendar-${lang}`);
      expect(await weekdayInitials(page), lang).toEqual(weekdays);
      expect(await page.getByTestId('fare-calendar').locator('.calendar-price').count()).toBeGreaterThan(100);
      expect(await pricesOutsideTheirDays(page), `${lang} ${currency}`).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the airport picker open, and the airport chosen from the address bar, when the popular routes arrive', async () => {
    const { popular_routes: [popular] } = await storefrontGet<{ popular_routes: { from: string; from_city: string }[] }>('/ticket/home');
    expect(popular).toBeDefined();
    const page = await phonePage(session.browser);
    let releaseRoutes = () => {};
    const routesHeld = new Promise<void>((resolve) => (releaseRoutes = resolve));
    await page.route((url) => url.pathname === '/app_index/ticket/home', async (route) => {
      await routesHeld;
      await route.continue();
    });
    await openRoute(page, `/ticketshome?from=${popular?.from}`);
    await shown(page).getByTestId('trip-to').click();
    const picker = page.getByRole('dialog').last();
    await picker.getByRole('searchbox').waitFor();
    releaseRoutes();
    await shown(page).getByTestId('popular-route').first().waitFor();
    await picker.getByRole('searchbox').fill(TO);
    await picker.getByRole('button', { name: new RegExp(`^${TO}`) }).click();
    await expect.poll(() => shown(page).getByTestId('trip-to').textContent()).toContain(TO);
    expect(await shown(page).getByTestId('trip-from').textContent()).toContain(popular?.from_city);
    await page.context().close();
  });

  it('an operator gives an airport’s city in Chinese; a Chinese traveller finds the airport by it and reads it, and finds the airports chosen under Recent', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const admin = await context.newPage();
    admin.setDefaultTimeout(15_000);
    await signInToBackOffice(admin);
    await admin.goto(`${baseUrl()}/admin/#/flights/airports`);
    await admin.getByLabel('Keyword').fill(TO);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.locator('.ant-table-row').filter({ has: admin.getByRole('cell', { name: TO, exact: true }) });
    await row.getByRole('button', { name: 'Rename' }).click();
    const editor = settled(admin.getByRole('dialog'));
    await editor.getByText(`Name and city of ${TO}`).waitFor();
    await editor.getByLabel('City (中文)').fill('马德里（巴拉哈斯）');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('Madrid');
    await context.close();

    const page = await phonePage(session.browser);
    await openRoute(page, '/ticketshome?lang=zh-CN');
    await shown(page).getByTestId('trip-from').click();
    const picker = page.getByRole('dialog').last();
    await picker.getByRole('searchbox').fill('巴拉哈斯');
    await picker.getByRole('button', { name: new RegExp(`^${TO}`) }).click();
    await expect.poll(() => shown(page).getByTestId('trip-from').textContent()).toContain('马德里（巴拉哈斯）');

    // Tokyo's Chinese name comes from CLDR; the picker offers it again under Recent, with the popular airports.
    await shown(page).getByTestId('trip-to').click();
    const toPicker = page.getByRole('dialog').last();
    await toPicker.getByRole('searchbox').fill('东京');
    await toPicker.getByRole('button', { name: /^NRT/ }).click();
    await expect.poll(() => shown(page).getByTestId('trip-to').textContent()).toContain('东京');
    await shown(page).getByTestId('trip-to').click();
    const reopened = page.getByRole('dialog').last();
    const recent = reopened.getByRole('list', { name: '最近选择' });
    await recent.waitFor();
    expect(await recent.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^NRT东京/), expect.stringMatching(new RegExp(`^${TO}马德里（巴拉哈斯）`))]);
    expect(await reopened.getByRole('list', { name: '热门机场' }).getByRole('button').count()).toBe(8);
    await page.context().close();
  });
});
