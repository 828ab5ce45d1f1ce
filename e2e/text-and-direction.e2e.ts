import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GoodsCard, GoodsDetail, HomeContent } from '@roamcart/contracts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { storefrontCall } from './support/buyer-api.ts';
import { dateAhead } from './support/dates.ts';
import { newPhonePage, openRoute, registerThroughUi, shownValue, uniqueEmail } from './support/storefront.ts';

/**
 * Elements of the screen on display that reach past the viewport's sides, and the page's own
 * scroll width. Rows made to scroll sideways (Home's banners and new arrivals) hold what is past
 * the side on purpose; their contents do not count.
 */
async function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; wide: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const inSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > viewport + 0.5 || box.left < -0.5) && !element.closest('.visually-hidden') && !inSidewaysScroller(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().width)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wide };
  });
}

/** Switches the interface language on the language screen and waits for its heading in that language. */
async function chooseLanguage(page: Page, name: RegExp, heading: string): Promise<void> {
  await openRoute(page, '/language');
  await page.getByRole('radio', { name }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

describe('storefront text and direction', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("paints the served page's app shell in Arabic, right to left, and the screen's largest picture, before the app's code runs, in the boxes the app then takes", async () => {
    const [goods] = (await storefrontCall<{ list: GoodsCard[] }>('GET', '/goods/list', { limit: 1, page: 1 })).list;
    const detail = await storefrontCall<GoodsDetail>('GET', '/goods/detail', { id: goods?.id });
    const home = await storefrontCall<HomeContent>('GET', '/home/index');
    const context = await phoneContext(session.browser);
    // A returning Arabic reader: the app's stored choice, and the cookie that follows it.
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseUrl() }]);
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    // From another document: a change of the hash alone would be the app's own navigation.
    const openAnew = async (route: string) => {
      await page.goto('about:blank');
      await page.goto(`${baseUrl()}/#${route}`);
    };
    const withoutApp = async (route: string) => {
      await page.route('**/assets/*.js', (request) => request.abort());
      await openAnew(route);
      await page.unroute('**/assets/*.js');
    };
    // The entry runs (its first requests name the picture) while the app's own code has not arrived; `thenTheApp` lets it come.
    const appCode = '**/assets/app-*.js';
    const beforeTheApp = async (route: string) => {
      await page.route(appCode, () => undefined);
      await openAnew(route);
      await page.locator('html[data-shell-picture]').waitFor({ state: 'attached' });
    };
    const thenTheApp = async () => {
      await page.unroute(appCode);
      await page.reload();
    };
    const box = async (selector: string) => page.locator(selector).first().boundingBox();
    const shellPicture = async (shell: string) => page.locator(`${shell} .app-shell-picture`).evaluate((element) => getComputedStyle(element).backgroundImage);

    await withoutApp(`/goodsdetail?id=${goods?.id}`);
    const root = await page.evaluate(() => {
      const html = document.documentElement;
      return { lang: html.lang, dir: html.dir, shell: html.dataset.shell ?? null, shellWords: html.dataset.shellWords ?? null };
    });
    // data-shell is written by the page's inline script: the page's policy let it run.
    expect(root).toEqual({ lang: 'ar', dir: 'rtl', shell: 'goods', shellWords: null });
    const shellHeader = page.locator('.app-shell-goods .page-header');
    expect(await shellHeader.isVisible()).toBe(true);
    expect(await shellHeader.textContent()).toContain('تفاصيل المنتج');
    expect(await page.locator('.app-shell .tab-bar').isVisible()).toBe(false);
    const shellBoxes = [await box('.app-shell-goods .page-header'), await box('.app-shell-goods .goods-skeleton-picture')];
    await page.reload();
    await page.locator('.goods-gallery-media').first().waitFor();
    expect(await page.locator('.app-shell').count()).toBe(0);
    expect([await box('.page-header'), await box('.goods-gallery-media')]).toEqual(shellBoxes);
    await beforeTheApp(`/goodsdetail?id=${goods?.id}`);
    expect(await shellPicture('.app-shell-goods')).toContain(detail.images[0]);
    await page.unroute(appCode);

    // Home: its header and tab bar, and its first banner (the largest paint) asked for at once.
    await withoutApp('/');
    expect(await page.locator('.app-shell .tab-bar').textContent()).toContain('الرئيسية');
    const preloads = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'), (link) => link.getAttribute('href')));
    expect(preloads).toEqual([home.banners[0]?.image_url]);
    expect(await shellPicture('.app-shell-home')).toContain(home.banners[0]?.image_url);
    const homeBoxes = [await box('.app-shell-home .home-top'), await box('.app-shell-home .app-shell-picture'), await box('.app-shell .tab-bar')];
    await page.reload();
    await page.locator('nav.tab-bar').waitFor();
    await page.locator('.banner-carousel img').first().waitFor();
    expect([await box('.home-top'), await box('.banner-carousel img'), await box('nav.tab-bar')]).toEqual(homeBoxes);

    // Hotel search: the first hotel's photo, in the first result card's photo box.
    await beforeTheApp(`/hotelsearch?city=TYO&check_in=${dateAhead(7)}&check_out=${dateAhead(9)}&rooms=1&adults=2&children=0&child_ages=`);
    const hotelPicture = await shellPicture('.app-shell-hotels');
    const photoBox = await box('.app-shell-hotels .app-shell-picture');
    await thenTheApp();
    const firstPhoto = page.locator('img.hotel-card-photo').first();
    await firstPhoto.waitFor();
    expect(hotelPicture).toContain(await firstPhoto.getAttribute('src'));
    // The stay above it is two lines of text, as tall as the font draws them: within a pixel.
    const { y: appY, ...appPhoto } = (await firstPhoto.boundingBox()) ?? { y: Number.NaN };
    const { y: shellY, ...shellPhoto } = photoBox ?? { y: Number.NaN };
    expect(appPhoto).toEqual(shellPhoto);
    expect(Math.abs(appY - shellY)).toBeLessThan(1);
    await context.close();
  });

  it('keeps a 50-character nickname inside the phone on every screen that shows it', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-long'), 'secret-123');
    const nickname = 'Maximiliana'.repeat(5).slice(0, 50);

    await openRoute(page, '/nickname');
    await page.getByLabel('Nickname').fill(nickname);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').waitFor();

    for (const route of ['/mine', '/editprofile', '/', '/account', '/setting']) {
      await openRoute(page, route);
      if (route === '/mine' || route === '/editprofile') await page.locator('.keep-alive-pane:not([hidden])').getByText(nickname).waitFor();
      expect(await overflow(page), route).toEqual({ scrollWidth: 390, viewport: 390, wide: [] });
    }
    await openRoute(page, '/mine');
    const tabBar = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
    expect(tabBar && tabBar.x >= 0 && tabBar.x + tabBar.width <= 390).toBe(true);
    await screenshot(page, 'long-nickname');
    await context.close();
  });

  it('wraps a 200-character address without spaces inside the address list', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-long-address'), 'secret-123');
    const detail = 'Wensanroadbuilding'.repeat(12).slice(0, 200);
    const saved = await page.evaluate(async (addressDetail) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token ?? '';
      const body = { name: 'Li Lei', tel: '13800138000', country: 'CN', province: '浙江省', city: '杭州市', county: '西湖区', area_code: '330106', address_detail: addressDetail, is_default: true };
      const response = await fetch('/app_index/address/save?lang=en', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body: JSON.stringify(body) });
      return ((await response.json()) as { code: number }).code;
    }, detail);
    expect(saved).toBe(200);

    await openRoute(page, '/myaddress');
    await page.getByRole('listitem').filter({ hasText: 'Li Lei' }).waitFor();
    expect(await overflow(page), '/myaddress').toEqual({ scrollWidth: 390, viewport: 390, wide: [] });
    await screenshot(page, 'long-address');
    await context.close();
  });

  it('writes currency codes and symbols in their own order in Arabic, and amounts as Arabic writes money', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-arabic'), 'secret-123');

    await chooseLanguage(page, /العربية/, 'اللغة');
    await openRoute(page, '/changecurrency');
    await page.getByRole('heading', { name: 'العملة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const rows = page.locator('.keep-alive-pane:not([hidden]) .option-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const labels = await rows.evaluateAll((elements) =>
      elements.map((row) => {
        const code = row.querySelector('.currency-code');
        const symbol = row.querySelector('.currency-symbol');
        return {
          text: code?.parentElement?.textContent,
          codeFirst: !!code && !!symbol && code.getBoundingClientRect().right <= symbol.getBoundingClientRect().left,
        };
      }),
    );
    expect(labels).toContainEqual({ text: 'JPY · JP¥', codeFirst: true });
    expect(labels).toContainEqual({ text: 'AUD · A$', codeFirst: true });
    expect(labels.filter((label) => !label.codeFirst)).toEqual([]);
    await screenshot(page, 'currencies-in-arabic');

    await openRoute(page, '/mine');
    const expected = await page.evaluate(() => new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(0));
    expect(await shownValue(page, 'mine-balance')).toBe(expected);
    await context.close();
  });

  it('writes the birthday in the interface language and keeps the email field left to right', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-birthday'), 'secret-123');

    await openRoute(page, '/editprofile');
    await page.getByLabel('Birthday', { exact: true }).fill('1990-04-05');
    await page.getByText('Saved').waitFor();
    await page.getByText('Apr 5, 1990').waitFor();

    await chooseLanguage(page, /Français/, 'Langue');
    await openRoute(page, '/editprofile');
    await page.getByText('5 avr. 1990').waitFor();

    await chooseLanguage(page, /العربية/, 'اللغة');
    await openRoute(page, '/email');
    const direction = await page.locator('input[type="email"]').evaluate((input) => getComputedStyle(input).direction);
    expect(direction).toBe('ltr');
    await context.close();
  });
});
