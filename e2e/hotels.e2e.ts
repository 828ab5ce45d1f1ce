import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { HotelCard, PageResult } from '@roamcart/contracts';
import { formatAmount } from '@roamcart/contracts/money';
import { setParameter, signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { orderNoIn, payFromWallet, shown, storefrontGet } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';
import { dateAhead } from './support/dates.ts';

const CHECK_IN = dateAhead(7);
const CHECK_OUT = dateAhead(9);
const TOKYO_STAY = `city=TYO&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&rooms=1&adults=2&children=0&child_ages=`;

/** A phone with the page's CSP relaxed so that axe can be injected. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
  return newPhonePage(context);
}

const priceTexts = (page: Page) => shown(page).getByTestId('hotel-price').allTextContents();

/** A MapLibre style that needs nothing beyond itself: one background layer, no tiles, glyphs or sprites. */
const BACKGROUND_STYLE = { version: 8, name: 'Journey background', sources: {}, layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e5ecf2' } }] };

/**
 * A map host of our own on another origin (no network here): `/style.json` is the style, anything
 * else a 404. Cross-origin like a real one, so it answers with CORS headers.
 */
async function serveMapStyle(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.url === '/style.json') response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BACKGROUND_STYLE));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A phone page under the page's real CSP, recording what the policy refused. */
async function policedPhonePage(browser: Browser): Promise<{ page: Page; refused: string[] }> {
  const page = await newPhonePage(await phoneContext(browser));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return { page, refused };
}

describe('hotels', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('searches from hotel home, books a room, is approved by the hotel desk, pays from the wallet, sees the booking paid and cancels it for a full refund', async () => {
    const page = await phonePage(session.browser);
    const email = uniqueEmail('journey-hotel');
    await registerThroughUi(page, email, 'secret-123');
    const admin = await signInAdmin();
    await admin.post('/users/adjust', { user_id: await userIdByEmail(admin, email), balance_delta: '5000.00', remark: 'journey wallet money' });

    // Home's travel tile opens Hotels: the city, the dates (calendar), rooms and guests.
    await shown(page).getByRole('link', { name: /^Hotels/ }).click();
    await waitForRoute(page, '/hotelhome');
    await openRoute(page, `/hotelhome?check_in=${CHECK_IN}&check_out=${CHECK_OUT}`);
    await shown(page).getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Tokyo' });
    await shown(page).getByTestId('stay-dates').click();
    // The calendar's weeks start on Sunday in en-US; the stay asked for is picked, its nights counted.
    const calendar = page.getByTestId('stay-calendar');
    expect(await calendar.getByTestId('calendar-weekdays').first().locator('span').allTextContents()).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(await calendar.locator('[aria-pressed="true"]').evaluateAll((days) => days.map((day) => day.getAttribute('data-date')))).toEqual([CHECK_IN, CHECK_OUT]);
    await calendar.getByText('2 nights', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => shown(page).getByTestId('stay-dates').textContent()).toContain('2 nights');
    await shown(page).getByRole('button', { name: 'More: Children' }).click();
    await shown(page).getByRole('combobox', { name: 'Age of child 1' }).selectOption({ label: '6 years old' });
    await shown(page).getByRole('button', { name: 'Fewer: Adults' }).waitFor();
    await shown(page).getByRole('button', { name: 'Search hotels' }).click();

    // Search: Tokyo's hotels with their lowest nightly price, sorted by price on request.
    await waitForRoute(page, '/hotelsearch');
    expect(new URL(page.url().replace('#', '')).searchParams.get('child_ages')).toBe('6');
    await shown(page).getByTestId('hotel-card').first().waitFor();
    await shown(page).getByRole('button', { name: 'Price: low to high' }).click();
    await expect.poll(async () => {
      const prices = (await priceTexts(page)).map((text) => Number(text.replace(/[^\d.]/g, '')));
      return prices.length > 1 && prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0));
    }).toBe(true);
    await screenshot(page, 'hotel-search');
    const hotelName = (await shown(page).getByTestId('hotel-card').first().locator('.hotel-card-name').textContent()) ?? '';
    await shown(page).getByTestId('hotel-card').first().getByRole('link').click();

    // Details: where it is, its amenities, rooms priced for the stay; Book the first room that can be.
    await waitForRoute(page, '/hoteldetails');
    await shown(page).getByRole('heading', { name: hotelName, level: 2 }).waitFor();
    await shown(page).getByTestId('hotel-coordinates').waitFor();
    await shown(page).getByRole('link', { name: 'Open the map at OpenStreetMap' }).waitFor();
    await shown(page).getByText('Free Wi-Fi').first().waitFor();
    // The demo guests' reviews of their past stays, under their average.
    await shown(page).getByTestId('hotel-review-average').waitFor();
    await shown(page).getByTestId('hotel-reviews').getByTestId('hotel-review').first().waitFor();
    // The stay changes right on the hotel's page: its rooms are priced again for three nights, and the address says so.
    await shown(page).getByRole('button', { name: 'Change dates or guests' }).click();
    const staySheet = page.getByRole('dialog', { name: 'Change dates or guests' });
    await screenshot(page, 'hotel-stay-sheet');
    await staySheet.getByTestId('stay-dates').click();
    const sheetCalendar = page.getByTestId('stay-calendar');
    await sheetCalendar.locator(`[data-date="${CHECK_IN}"]`).click();
    await sheetCalendar.locator(`[data-date="${dateAhead(10)}"]`).click();
    await sheetCalendar.getByRole('button', { name: 'Confirm' }).click();
    await staySheet.getByRole('button', { name: 'Show rooms for this stay' }).click();
    await expect.poll(() => new URL(page.url().replace('#', '')).searchParams.get('check_out')).toBe(dateAhead(10));
    await expect.poll(() => shown(page).getByTestId('hotel-stay').textContent()).toContain('3 nights');
    const offer = shown(page).getByTestId('room-offer').filter({ has: page.getByTestId('free-cancellation') }).first();
    await expect.poll(() => offer.locator('.room-offer-nightly dd').count()).toBe(3);
    const total = (await offer.getByTestId('offer-total').textContent()) ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    // The deadline is Tokyo's clock, with its offset, in the day style of every travel screen.
    expect(await offer.getByTestId('free-cancellation').textContent()).toMatch(/^Free cancellation until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2} \(UTC\+9\)$/);
    await screenshot(page, 'hotel-details');
    await offer.getByRole('link', { name: 'Book' }).click();

    // Booking: the room and total, a guest per room, the contact from the profile checked as typed.
    await waitForRoute(page, '/hotelsubmitorder');
    expect(await shown(page).getByTestId('booking-total').textContent()).toBe(total);
    expect(await shown(page).getByLabel('Email').inputValue()).toBe(email);
    await shown(page).getByLabel('Guest in room 1').fill('Hanako Yamada');
    await shown(page).getByLabel('Email').fill('not-an-email');
    await shown(page).getByLabel('Phone').click();
    await shown(page).getByText('Invalid email').waitFor();
    await shown(page).getByLabel('Email').fill(email);
    await shown(page).getByLabel('Phone').fill('+44 20 7946 0958');
    await shown(page).getByRole('button', { name: 'Book now' }).click();

    // The booking waits for the hotel desk's review: no paying yet, the rooms held meanwhile.
    await waitForRoute(page, '/hotelorderdetail');
    const orderNo = orderNoIn(page);
    expect(orderNo).toMatch(/^\d+$/);
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Ordered, pending review');
    await shown(page).getByTestId('countdown').waitFor();
    expect(await shown(page).getByTestId('hotel-total').textContent()).toBe(total);
    // The booking's deadlines too are Tokyo's, whatever the phone's zone.
    for (const step of await shown(page).locator('.hotel-cancellation li').allTextContents()) expect(step).toMatch(/\(UTC\+9\)/);
    await openRoute(page, `/hotelpayment?order_no=${orderNo}`);
    await shown(page).getByTestId('hotel-not-payable').getByText('You can pay once the hotel desk has approved the booking.').waitFor();

    // The hotel desk approves it in the back office; then it is paid from the wallet.
    await admin.post('/review/hotel_order', { order_no: orderNo, approve: true });
    await openRoute(page, `/hotelorderdetail?order_no=${orderNo}`);
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Approved, pending payment');
    await shown(page).getByRole('link', { name: 'Pay', exact: true }).click();
    await waitForRoute(page, '/hotelpayment');
    expect(await shown(page).getByTestId('pay-amount').textContent()).toBe(total);
    await expect.poll(() => shown(page).getByTestId('pay-balance').textContent()).toBe(formatAmount('5000.00', 'USD', 'en'));
    await payFromWallet(page);

    await waitForRoute(page, '/hotelorderdetail');
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Paid, pending confirmation');
    expect(await shown(page).getByTestId('hotel-paid').textContent()).toBe(total);
    await shown(page).getByTestId('hotel-timeline').getByText('Approved, pending payment → Paid, pending confirmation', { exact: false }).waitFor();
    await screenshot(page, 'hotel-order-paid');

    // Cancelled while cancellation is free: the dialog names the refund, and the booking shows it.
    await shown(page).getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${total} will be refunded to your Roamcart wallet.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => shown(page).getByTestId('hotel-order-status').textContent()).toBe('Cancelled');
    expect(await shown(page).getByTestId('hotel-refunded').textContent()).toBe(total);
    await shown(page).getByText('Refunded to your wallet', { exact: true }).waitFor();

    // All orders lists the booking and opens it again.
    await openRoute(page, '/order');
    await shown(page).getByRole('tab', { name: 'Hotels' }).click();
    const row = shown(page).getByTestId('feed-row').filter({ hasText: hotelName }).first();
    await row.waitFor();
    await row.getByRole('link').click();
    await waitForRoute(page, '/hotelorderdetail');
    expect(orderNoIn(page)).toBe(orderNo);
    await page.context().close();
  });

  it('searches in Japanese with prices in yen, whole yen', async () => {
    const page = await phonePage(session.browser);
    const found = await storefrontGet<PageResult<HotelCard>>(`/hotel/search?${TOKYO_STAY}&lang=ja&currency=JPY`);
    expect(found.list.length).toBeGreaterThan(0);
    await openRoute(page, `/hotelsearch?${TOKYO_STAY}&lang=ja&currency=JPY`);
    await shown(page).getByRole('heading', { name: '東京のホテル' }).waitFor();
    await shown(page).getByTestId('hotel-card').first().waitFor();
    const prices = await priceTexts(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^[¥￥][\d,]+$/);
    const first = found.list.find((hotel) => hotel.lowest_price !== null);
    expect(first?.lowest_price).toMatch(/^\d+$/);
    await screenshot(page, 'hotel-search-ja');

    // The hotel opened from the search keeps the yen in its address, and its rooms' prices, and so does booking one.
    await shown(page).getByTestId('hotel-card').first().getByRole('link').click();
    await waitForRoute(page, '/hoteldetails');
    expect(new URL(page.url().replace('#', '')).searchParams.get('currency')).toBe('JPY');
    const offerTotal = shown(page).getByTestId('offer-total').first();
    await offerTotal.waitFor();
    expect(await offerTotal.textContent()).toMatch(/^[¥￥][\d,]+$/);
    const bookLink = shown(page).getByTestId('room-offer').getByRole('link').first();
    expect(new URLSearchParams((await bookLink.getAttribute('href'))?.split('?')[1]).get('currency')).toBe('JPY');
    await page.context().close();
  });

  it('reads right to left in Arabic, the stay form and its counts in Arabic', async () => {
    const page = await phonePage(session.browser);
    await openRoute(page, `/hotelhome?${TOKYO_STAY}&lang=ar`);
    await shown(page).getByRole('heading', { name: 'الفنادق', level: 1 }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await expect.poll(() => shown(page).getByTestId('stay-dates').textContent()).toContain('ليلتان');
    // The calendar's weeks start on Saturday in Arabic.
    await shown(page).getByTestId('stay-dates').click();
    const calendar = page.getByTestId('stay-calendar');
    expect(await calendar.getByTestId('calendar-weekdays').first().locator('span').allTextContents()).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
    await screenshot(page, 'hotel-calendar-ar');
    await calendar.getByRole('button', { name: 'تأكيد' }).click();
    await shown(page).getByRole('button', { name: 'ابحث عن الفنادق' }).click();
    await waitForRoute(page, '/hotelsearch');
    await shown(page).getByTestId('hotel-card').first().waitFor();
    await screenshot(page, 'hotel-search-ar');

    // Two rooms: a card's nightly price and a room's nights are each a room's, and say so.
    await openRoute(page, `/hotelsearch?city=TYO&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&rooms=2&adults=2&children=0&child_ages=`);
    const card = shown(page).getByTestId('hotel-card').filter({ has: page.getByTestId('hotel-price') }).first();
    await expect.poll(() => card.locator('.hotel-card-price').textContent()).toContain('للغرفة في الليلة');
    await card.getByRole('link').click();
    await waitForRoute(page, '/hoteldetails');
    const nights = shown(page).getByTestId('room-offer').filter({ has: page.getByTestId('offer-total') }).first().locator('.room-offer-nightly dd');
    await nights.first().waitFor({ state: 'attached' });
    for (const night of await nights.allTextContents()) expect(night).toMatch(/ للغرفة$/);
    await page.context().close();
  });

  it('opens a hotel search link on its hotels: no loading placeholder on the way, nothing on the screen moves', async () => {
    const page = await phonePage(session.browser);
    await page.addInitScript(() => {
      const seen = { placeholder: false, shift: 0 };
      Object.assign(window, { firstScreen: seen });
      new MutationObserver(() => {
        if (document.querySelector('#root .screen-loading')) seen.placeholder = true;
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The search answers only once the dictionary is in: the first render waits for it. The dictionary
    // comes once the server has answered the search and the screen's code is in, so what the wait
    // covers is the browser's own work, not how fast a busy server answers.
    let searchFetched = () => {};
    const searchAnswered = new Promise<void>((resolve) => (searchFetched = resolve));
    const screenCode = page.waitForResponse((response) => /\/hotel-search-[^/]+\.js$/.test(new URL(response.url()).pathname));
    const dictionary = page.waitForResponse((response) => new URL(response.url()).pathname === '/app_index/translate');
    await page.route((url) => url.pathname === '/app_index/translate', async (route) => {
      const answer = await route.fetch();
      await Promise.all([searchAnswered, screenCode]);
      await route.fulfill({ response: answer });
    });
    await page.route((url) => url.pathname === '/app_index/hotel/search', async (route) => {
      const answer = await route.fetch();
      searchFetched();
      await dictionary;
      await route.fulfill({ response: answer });
    });
    await openRoute(page, `/hotelsearch?${TOKYO_STAY}`);
    await shown(page).getByTestId('hotel-card').first().waitFor();
    // Settled as the visitor sees it: the fonts in and every picture drawn in view (one not laid out or below the fold waits); then a frame for the observers to report.
    await page.waitForFunction(() =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.height === 0 || box.top >= innerHeight;
      }),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { firstScreen: unknown }).firstScreen)).toEqual({ placeholder: false, shift: 0 });
    await page.context().close();
  });

  describe('on a map', () => {
    let admin: AdminApi;
    let mapHost: Awaited<ReturnType<typeof serveMapStyle>>;
    beforeAll(async () => {
      admin = await signInAdmin();
      mapHost = await serveMapStyle();
    });
    afterAll(async () => {
      // The other journeys expect a shop without a map.
      await setParameter(admin, 'hotel_map_style_url', '');
      await mapHost.close();
    });

    it('shows the hotels as price pins on the operator’s map once one is configured; a pin’s card opens its hotel', async () => {
      // No style configured: no map is offered, the list is the search.
      await setParameter(admin, 'hotel_map_style_url', '');
      const plain = await policedPhonePage(session.browser);
      await openRoute(plain.page, `/hotelsearch?${TOKYO_STAY}`);
      await shown(plain.page).getByTestId('hotel-card').first().waitFor();
      expect(await shown(plain.page).getByRole('button', { name: 'Map' }).count()).toBe(0);
      await plain.page.context().close();

      await setParameter(admin, 'hotel_map_style_url', `${mapHost.origin}/style.json`);
      const { page, refused } = await policedPhonePage(session.browser);
      await openRoute(page, `/hotelsearch?${TOKYO_STAY}`);
      const cards = shown(page).getByTestId('hotel-card');
      await cards.first().waitFor();
      // What each card shows: its hotel and its price (a dash on the map without one).
      const listed = await cards.evaluateAll((nodes) =>
        nodes.map((node) => ({ name: node.querySelector('.hotel-card-name')?.textContent ?? '', price: node.querySelector('[data-testid="hotel-price"]')?.textContent ?? '–' })),
      );
      expect(listed.filter((hotel) => hotel.price !== '–').length).toBeGreaterThan(0);

      // The map's code comes only now: the search loaded without it.
      const mapCode = page.waitForResponse((response) => /\/assets\/price-map-[^/]+\.js$/.test(new URL(response.url()).pathname));
      await shown(page).getByRole('button', { name: 'Map' }).click();
      expect((await mapCode).ok()).toBe(true);
      const pins = shown(page).getByTestId('hotel-map-pin');
      await expect.poll(() => pins.count()).toBe(listed.length);
      await shown(page).getByText('Loading the map…').waitFor({ state: 'detached' });
      expect(await shown(page).getByTestId('hotel-card').count()).toBe(0);
      // One pin per hotel, showing the price its card shows, named by the hotel.
      const pinned = await pins.evaluateAll((nodes) => nodes.map((node) => ({ label: node.textContent, name: node.getAttribute('aria-label') ?? '' })));
      for (const hotel of listed) {
        const pin = pinned.find((candidate) => candidate.name.startsWith(`${hotel.name},`));
        expect(pin, hotel.name).toMatchObject({ label: hotel.price, name: hotel.price === '–' ? `${hotel.name}, no rooms for these dates` : `${hotel.name}, from ${hotel.price}` });
      }
      // The map runs its worker from our own files under the page's CSP, and fetched the operator's style.
      await expect.poll(() => page.workers().some((worker) => /\/assets\/maplibre-gl-worker-[^/]+\.mjs/.test(worker.url()))).toBe(true);
      expect(refused).toEqual([]);
      await screenshot(page, 'hotel-map');

      // Back to the list and to the map again.
      await shown(page).getByRole('button', { name: 'List' }).click();
      await expect.poll(() => cards.count()).toBe(listed.length);
      await shown(page).getByRole('button', { name: 'Map' }).click();
      await expect.poll(() => pins.count()).toBe(listed.length);

      // Tapping a priced pin shows its hotel's card; the card opens the hotel.
      const chosen = listed.find((hotel) => hotel.price !== '–')!;
      const pin = shown(page).getByRole('button', { name: `${chosen.name}, from ${chosen.price}` });
      await pin.tap();
      await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
      const picked = shown(page).getByRole('list', { name: 'Hotel picked on the map' });
      expect(await picked.locator('.hotel-card-name').textContent()).toBe(chosen.name);
      expect(await picked.getByTestId('hotel-price').textContent()).toBe(chosen.price);
      await screenshot(page, 'hotel-map-picked');
      await picked.getByRole('link').click();
      await waitForRoute(page, '/hoteldetails');
      await shown(page).getByRole('heading', { name: chosen.name, level: 2 }).waitFor();
      expect(refused).toEqual([]);
      await page.context().close();
    });

    it('mirrors the map in Arabic, prices as the cards write them, with no serious WCAG 2.2 AA violation', async () => {
      await setParameter(admin, 'hotel_map_style_url', `${mapHost.origin}/style.json`);
      const page = await phonePage(session.browser);
      await openRoute(page, `/hotelsearch?${TOKYO_STAY}&lang=ar`);
      await shown(page).getByTestId('hotel-card').first().waitFor();
      const prices = await priceTexts(page);
      await shown(page).getByRole('button', { name: 'الخريطة' }).click();
      const pins = shown(page).getByTestId('hotel-map-pin');
      await expect.poll(() => pins.count()).toBeGreaterThan(0);
      await shown(page).getByText('جارٍ تحميل الخريطة…').waitFor({ state: 'detached' });
      const labels = await pins.allTextContents();
      for (const price of prices) expect(labels).toContain(price);
      // The zoom buttons sit on the start side (left, right to left), in Arabic.
      await shown(page).locator('.maplibregl-ctrl-top-left').getByRole('button', { name: 'تكبير' }).waitFor();
      expect(await shown(page).locator('.maplibregl-ctrl-top-right').getByRole('button').count()).toBe(0);
      await screenshot(page, 'hotel-map-ar');
      expect(await seriousViolations(page)).toEqual([]);
      await pins.first().tap();
      await shown(page).getByRole('list', { name: 'الفندق المختار على الخريطة' }).waitFor();
      // The map eases the picked pin up, clear of its card: checked once it has come to rest there.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const place = () => {
              const pin = document.querySelector('.hotel-price-pin.is-picked');
              const box = pin?.getBoundingClientRect();
              return box && pin?.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)) ? `${box.x},${box.y}` : null;
            };
            const before = place();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return before !== null && before === place();
          }),
        )
        .toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('keeps the list, and says why, when the map cannot start (its style does not load)', async () => {
      await setParameter(admin, 'hotel_map_style_url', `${mapHost.origin}/missing-style.json`);
      const { page } = await policedPhonePage(session.browser);
      await openRoute(page, `/hotelsearch?${TOKYO_STAY}`);
      const cards = shown(page).getByTestId('hotel-card');
      await cards.first().waitFor();
      const count = await cards.count();
      await shown(page).getByRole('button', { name: 'Map' }).click();
      await shown(page).getByText('The map cannot be shown here, so the hotels are listed instead.').waitFor();
      await expect.poll(() => cards.count()).toBe(count);
      expect(await shown(page).getByRole('button', { name: 'Map' }).count()).toBe(0);
      expect(await shown(page).getByTestId('hotel-map').count()).toBe(0);
      await page.context().close();
    });
  });

  it('hotel search has no serious WCAG 2.2 AA violation, filters open', async () => {
    const page = await phonePage(session.browser);
    await openRoute(page, `/hotelsearch?${TOKYO_STAY}`);
    await shown(page).getByTestId('hotel-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shown(page).getByRole('button', { name: 'Filters' }).click();
    await shown(page).getByRole('switch', { name: 'Free cancellation' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Filtering by class: only 5-star hotels stay; a keyword that matches nothing shows the empty state.
    await shown(page).getByRole('checkbox', { name: '5-star hotel' }).check();
    await shown(page).getByRole('button', { name: 'Show results' }).click();
    await expect.poll(async () => {
      const classes = await shown(page).getByTestId('hotel-card').locator('.hotel-class').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      return classes.length > 0 && classes.every((label) => label === '5-star hotel');
    }).toBe(true);
    await shown(page).getByRole('button', { name: /^Filters/ }).click();
    await shown(page).getByLabel('Hotel name or area').fill('no such hotel anywhere');
    await shown(page).getByRole('button', { name: 'Show results' }).click();
    await shown(page).getByTestId('hotel-empty').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
