import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirportResult, FlightBookingsReport, FlightSearchResult, TicketOrderAdminDetail, TicketOrderDetail } from '@roamcart/contracts';
import { signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { answerDiscardQuestion, searchedRow, settled, signInToBackOffice } from './support/admin-page.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { adultPassenger, newBuyer, storefrontCall, storefrontWrite } from './support/buyer-api.ts';

/** `YYYY-MM-DD` of day `day` (1-based) of next month. */
function nextMonthDay(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a `YYYY-MM-DD` day. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The new flight's schedule: every day but Tuesday and Thursday. */
const FLOWN_WEEKDAYS = [1, 3, 5, 6, 7];
/** A route the demo network does not fly, so that the figures below are this journey's own. */
const FROM = 'LHR';
const TO = 'FCO';

const rowWith = (scope: Page | Locator, text: string) => scope.locator('.ant-table-row').filter({ hasText: text });
const option = (page: Page, text: string | RegExp) => settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: text });
const fareCell = (page: Page, date: string) => page.getByTestId(`fare-${date}-economy-standard`);

/** Fills an antd date range picker by typing both ends, as an operator types them. */
async function typeRange(picker: Locator, start: string, end: string): Promise<void> {
  const [from, to] = [picker.locator('input').first(), picker.locator('input').last()];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect.poll(async () => [await from.inputValue(), await to.inputValue()]).toEqual([start, end]);
}

/** Opens the month picker and clicks the month (`YYYY-MM`), turning to next year first when it is next year's. */
async function pickMonth(page: Page, month: string): Promise<void> {
  await page.getByPlaceholder('Select month').click();
  const panel = settled(page.locator('.ant-picker-dropdown:visible'));
  if (Number(month.slice(0, 4)) > new Date().getFullYear()) await panel.getByRole('button', { name: 'Next year' }).click();
  await panel.locator(`td[title="${month}"]`).click();
}

describe('back office: an operator runs the flight network, its fares and the ticket desk', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let admin: AdminApi;
  const flightNumber = String(9000 + (Date.now() % 1000));
  const flightNo = `BA${flightNumber}`;
  const month = nextMonthDay(1).slice(0, 7);
  /** Days 8 to 14 of next month are bulk-edited; the booked day is the first of them the flight flies. */
  const edited = Array.from({ length: 7 }, (_, index) => nextMonthDay(8 + index)).filter((date) => FLOWN_WEEKDAYS.includes(isoWeekday(date)));
  const untouched = Array.from({ length: 7 }, (_, index) => nextMonthDay(15 + index)).filter((date) => FLOWN_WEEKDAYS.includes(isoWeekday(date)));
  const bookedDay = edited[0]!;
  let buyer: Awaited<ReturnType<typeof newBuyer>>;
  /** Two adults, to approve, pay and ticket. */
  let approved: string;
  /** One adult, to reject. */
  let rejected: string;

  beforeAll(async () => {
    admin = await signInAdmin();
    buyer = await newBuyer('journey-admin-flights');
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, buyer.email), balance_delta: '3000.00', remark: 'journey wallet money' });

    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('finds an airport and opens it to travellers, then closes it again; reads the airlines', async () => {
    const offered = async () => (await storefrontCall<AirportResult[]>('GET', '/ticket/airports', { keyword: 'Keflavik' })).map((airport) => airport.code);
    expect(await offered()).not.toContain('KEF');

    await page.goto(`${baseUrl()}/admin/#/flights/airports`);
    await page.getByRole('heading', { name: 'Airports' }).waitFor();
    await page.getByLabel('Keyword').fill('Keflavik');
    await page.getByRole('button', { name: 'Search' }).click();
    const keflavik = page.getByRole('switch', { name: 'Enable KEF' });
    await keflavik.waitFor();
    expect(await rowWith(page, 'KEF').textContent()).toContain('Keflavik International Airport');
    expect(await keflavik.getAttribute('aria-checked')).toBe('false');

    await keflavik.click();
    await expect.poll(() => keflavik.getAttribute('aria-checked')).toBe('true');
    await expect.poll(offered).toContain('KEF');
    await screenshot(page, 'admin-airports');

    await keflavik.click();
    await expect.poll(() => keflavik.getAttribute('aria-checked')).toBe('false');
    await expect.poll(offered).not.toContain('KEF');

    // Airlines: the demo network's ten carriers, enabled and listed first, each with its flights.
    await page.goto(`${baseUrl()}/admin/#/flights/airlines`);
    await page.getByRole('heading', { name: 'Airlines' }).waitFor();
    const british = rowWith(page, 'British Airways');
    await british.waitFor();
    expect(await british.getByRole('switch', { name: 'Enable BA' }).getAttribute('aria-checked')).toBe('true');
    const codes = await page.locator('.ant-table-row td:first-child').allTextContents();
    expect(codes.slice(0, 10)).toEqual(['AF', 'BA', 'CA', 'EK', 'LA', 'LH', 'NH', 'QF', 'SQ', 'UA']);
    await page.getByLabel('Keyword').fill('Lufthansa');
    await page.getByRole('button', { name: 'Search' }).click();
    // Lufthansa itself first, enabled and flying; its regional arms follow.
    await expect.poll(() => page.locator('.ant-table-row td:first-child').first().textContent()).toBe('LH');
    const lufthansa = page.locator('.ant-table-row').first();
    expect(await lufthansa.getByRole('switch', { name: 'Enable LH' }).getAttribute('aria-checked')).toBe('true');
    expect(Number(await lufthansa.locator('td').nth(2).textContent())).toBeGreaterThan(0);
  });

  it('schedules a flight, gives it a fare, bulk-edits prices and seats over some days, and cannot cut seats below what travellers hold', async () => {
    await page.goto(`${baseUrl()}/admin/#/flights`);
    await page.getByRole('heading', { name: 'Flights & schedules' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const editor = settled(page.getByRole('dialog', { name: 'New flight' }));
    await editor.getByRole('combobox', { name: 'Airline' }).fill('British');
    await option(page, 'BA · British Airways').click();
    await editor.getByLabel('Flight number').fill(flightNumber);
    await editor.getByRole('checkbox', { name: 'Tue' }).uncheck();
    await editor.getByRole('checkbox', { name: 'Thu' }).uncheck();
    const leg = editor.getByTestId('flight-leg-0');
    await leg.getByLabel('From').fill(FROM);
    await leg.getByLabel('Departs').fill('07:15');
    await leg.getByLabel('To').fill(TO);
    await leg.getByLabel('Arrives').fill('10:50');
    await leg.getByLabel('Aircraft').fill('Airbus A320neo');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });

    // Listed with its route, local times and days flown.
    await page.getByLabel('Flight', { exact: true }).fill(flightNo);
    const row = await searchedRow(page, flightNo);
    const listed = (await row.textContent()) ?? '';
    for (const text of ['British Airways', `${FROM} → ${TO}`, '07:15 – 10:50', 'Mon Wed Fri Sat Sun', 'Active']) expect(listed).toContain(text);

    // Its fares: next month, where the flight has its days but nothing on sale yet.
    await row.getByRole('link', { name: 'Flight fares' }).click();
    await page.getByRole('heading', { name: 'Flight fares' }).waitFor();
    await pickMonth(page, month);
    await page.locator(`[data-testid="flight-fares"] tr[data-row-key="${bookedDay}"]`).waitFor();
    expect(await fareCell(page, bookedDay).count()).toBe(0);

    await page.getByRole('button', { name: 'Add a fare' }).click();
    const fare = settled(page.getByRole('dialog', { name: 'Add a fare' }));
    await fare.getByLabel('Fare brand').fill('standard');
    await fare.getByLabel('Seats').fill('30');
    await fare.getByLabel('Adult price (USD)').fill('150.00');
    await fare.getByLabel('Child price (USD)').fill('120.00');
    await fare.getByLabel('Infant price (USD)').fill('15.00');
    await fare.getByLabel('Taxes (USD)').fill('35.00');
    await fare.getByRole('button', { name: 'Save' }).click();
    await fare.waitFor({ state: 'detached' });
    await page.getByRole('columnheader', { name: /Economy · Standard/ }).waitFor();
    await expect.poll(() => fareCell(page, bookedDay).textContent()).toContain('$150.00');
    expect(await fareCell(page, bookedDay).textContent()).toContain('30 of 30 left · 0 held · 0 sold');

    // Bulk edit of days 8 to 14: a new adult price and more seats; the next week keeps its figures.
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const bulk = settled(page.getByRole('dialog', { name: 'Bulk edit' }));
    await typeRange(bulk.locator('.ant-picker-range'), nextMonthDay(8), nextMonthDay(14));
    await bulk.getByLabel('Adult price (USD)').fill('199.00');
    await bulk.getByLabel('Seats').fill('40');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await bulk.waitFor({ state: 'detached' });
    for (const date of edited) {
      await expect.poll(() => fareCell(page, date).textContent()).toContain('$199.00');
      expect(await fareCell(page, date).textContent()).toContain('40 of 40 left');
    }
    for (const date of untouched) expect(await fareCell(page, date).textContent()).toMatch(/\$150\.00.*30 of 30 left/);
    await screenshot(page, 'admin-flight-fares');

    // A traveller finds the flight on the booked day at the new price and books two adults; another books one.
    const found = await storefrontCall<FlightSearchResult>('GET', '/ticket/search', { from: FROM, to: TO, date: bookedDay, adults: 2, children: 0, infants: 0 });
    const flight = found.flights.find((candidate) => candidate.flight_no === flightNo);
    expect(flight?.fares[0]).toMatchObject({ brand: 'standard', price_adult: '199.00', seats_left: 40 });
    const contact = { name: 'Jane Roe', phone: '+44 20 7946 0958', email: buyer.email };
    const book = (passengers: object[]) =>
      storefrontWrite<{ order_no: string }>('/ticket/order/create', { fare_id: flight!.fares[0]!.fare_id, date: bookedDay, passengers, contact }, buyer.token);
    approved = (await book([adultPassenger('Jane', 'Roe'), adultPassenger('Ann', 'Roe')])).order_no;
    rejected = (await book([adultPassenger('Mary', 'Major')])).order_no;

    await page.reload();
    await expect.poll(() => fareCell(page, bookedDay).textContent()).toContain('37 of 40 left · 3 held · 0 sold');

    // Two seats over the month (the dialog offers it whole) would leave held seats without one: refused, the day named, nothing changed.
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await bulk.getByLabel('Seats').fill('2');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await bulk.getByText(`${bookedDay} already has 3 seats held or sold`).waitFor();
    await screenshot(page, 'admin-flight-fares-refused');
    await bulk.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardQuestion(page);
    await bulk.waitFor({ state: 'detached' });
    expect(await fareCell(page, bookedDay).textContent()).toContain('37 of 40 left · 3 held · 0 sold');
  });

  it('approves one booking and rejects another with the reason, tickets the paid one from the queue, and reads the route in the bookings report', async () => {
    await page.goto(`${baseUrl()}/admin/#/flights/ticket-orders`);
    await page.getByRole('heading', { name: 'Ticket orders' }).waitFor();
    const orders = page.getByTestId('ticket-orders');

    const findOrder = async (orderNo: string) => {
      await page.getByLabel('Order number').fill(orderNo);
      return searchedRow(page, orderNo, orders);
    };

    const toApprove = await findOrder(approved);
    expect(await toApprove.textContent()).toContain('Waiting for review');
    await toApprove.getByRole('button', { name: 'Approve' }).click();
    const approve = settled(page.getByRole('dialog', { name: `Approve ${approved}` }));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });
    await expect.poll(() => toApprove.textContent()).toContain('Waiting for payment');

    const toReject = await findOrder(rejected);
    await toReject.getByRole('button', { name: 'Reject' }).click();
    const reject = settled(page.getByRole('dialog', { name: `Reject ${rejected}` }));
    const reason = 'The airline has closed this fare on that day';
    await reject.getByLabel('Reason').fill(reason);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.waitFor({ state: 'detached' });
    await expect.poll(() => toReject.textContent()).toContain('Cancelled');
    const seenRejected = await storefrontCall<TicketOrderDetail>('GET', '/ticket/order/detail', { order_no: rejected }, buyer.token);
    expect(seenRejected.status).toBe('cancelled');
    expect(seenRejected.history.at(-1)?.remark).toBe(reason);

    // The traveller pays the approved order from the wallet: it joins the ticketing queue, two hours to go.
    await storefrontWrite('/ticket/order/pay', { order_no: approved, method: 'wallet' }, buyer.token);
    await page.getByRole('tab', { name: 'Ticketing queue' }).click();
    const queue = page.getByTestId('ticketing-queue');
    const queued = rowWith(queue, approved);
    await queued.waitFor();
    const minutesLeft = Number((await queued.getByText(/^Minutes left: \d+$/).textContent())?.replace(/\D/g, ''));
    expect(minutesLeft).toBeGreaterThan(110);
    expect(minutesLeft).toBeLessThanOrEqual(120);
    await screenshot(page, 'admin-ticketing-queue');

    await queued.getByRole('button', { name: 'Issue tickets' }).click();
    const issue = settled(page.getByRole('dialog', { name: `Issue the tickets of ${approved}` }));
    const tickets = { Jane: `125${approved.slice(-7)}1`, Ann: `125${approved.slice(-7)}2` };
    const annTicket = issue.getByLabel(/Ticket number of ROE\/ANN/i);
    // Jane's number typed for Ann too: the server refuses it on Ann's ticket, and the dialog says so under her input.
    await issue.getByLabel(/Ticket number of ROE\/JANE/i).fill(tickets.Jane);
    await annTicket.fill(tickets.Jane);
    await issue.getByRole('button', { name: 'Issue tickets' }).click();
    await issue.locator('.ant-form-item').filter({ hasText: /Ticket number of ROE\/ANN/i }).getByText('This ticket number is already used').waitFor();
    await annTicket.fill(tickets.Ann);
    await issue.getByRole('button', { name: 'Issue tickets' }).click();
    await issue.waitFor({ state: 'detached' });
    await expect.poll(() => rowWith(queue, approved).count()).toBe(0);

    const seen = await storefrontCall<TicketOrderDetail>('GET', '/ticket/order/detail', { order_no: approved }, buyer.token);
    expect(seen.status).toBe('verified_completed');
    expect(Object.fromEntries(seen.passengers.map((passenger) => [passenger.first_name, passenger.ticket_no]))).toEqual(tickets);

    // The report: the route's booking of today, and the share ticketed within two hours.
    const detail = await admin.get<TicketOrderAdminDetail>('/ticket_orders/detail', { order_no: approved });
    const paid = `$${Number(detail.paid_amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await page.goto(`${baseUrl()}/admin/#/reports/flight-bookings`);
    await page.getByRole('heading', { name: 'Flight bookings' }).waitFor();
    const perRoute = page.locator('.ant-col').filter({ has: page.getByRole('heading', { name: 'Per route', exact: true }) });
    const perRouteDay = page.locator('.ant-col').filter({ has: page.getByRole('heading', { name: 'Per route and day' }) });
    const route = rowWith(perRoute, `${FROM} → ${TO}`);
    await route.waitFor();
    expect(await route.locator('td').allTextContents()).toEqual([`${FROM} → ${TO}`, '1', '2', paid]);
    expect((await rowWith(perRouteDay, `${FROM} → ${TO}`).locator('td').allTextContents()).slice(1)).toEqual([`${FROM} → ${TO}`, '1', '2', paid]);

    // The report opens on the last 30 days (UTC); every order of the run was ticketed within minutes.
    const end = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const { ticketing } = await admin.get<FlightBookingsReport>('/reports/flight_bookings', { start, end });
    expect(ticketing.ticketed).toBeGreaterThan(0);
    expect(ticketing.within_sla).toBe(ticketing.ticketed);
    await expect.poll(() => page.getByTestId('ticketing-sla').textContent()).toContain('100%');
    await page.getByText(`${ticketing.within_sla} of ${ticketing.ticketed} ticketed orders`).waitFor();
    await screenshot(page, 'admin-flight-bookings-report');
  });
});
