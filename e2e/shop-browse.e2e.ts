import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { currentRoute, newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

/** The goods cards on the screen in front (kept screens stay in the page, hidden). */
const shownCards = (page: Page) => page.locator('.keep-alive-pane:not([hidden])').getByTestId('goods-card');

/** Searches from the Search screen's box and waits for the first result. */
async function searchFor(page: Page, words: string, boxLabel: string, buttonName: string): Promise<void> {
  await page.getByRole('searchbox', { name: boxLabel }).fill(words);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await shownCards(page).first().waitFor();
}

describe('shop browsing (demo catalogue)', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('Home shows banners and goods; Category lists a category’s goods and a card opens its detail', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await openRoute(page, '/');
    // The banner's title and call to action are text over its art, in the reader's language.
    await page.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'New arrivals this week Shop new in' }).waitFor();
    // A demo category's shortcut shows its icon, not its initial (other journeys may add categories without one).
    const electronics = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Electronics' });
    expect(await electronics.locator('img.category-icon').getAttribute('src')).toMatch(/^\/uploads\//);
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor();
    await shownCards(page).first().waitFor();
    // Every goods image keeps its box before it arrives: width and height are set, and it loads lazily.
    const image = shownCards(page).first().locator('img');
    expect(await image.getAttribute('width')).toBe('750');
    expect(await image.getAttribute('height')).toBe('485');
    expect(await image.getAttribute('loading')).toBe('lazy');
    // Nothing widens the page past the phone (a wider page would shrink everything to fit).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, 'shop-home');

    const tabBar = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await tabBar.getByRole('link').allInnerTexts()).toEqual(['New', 'Category', 'Home', 'Cart', 'Me']);
    await tabBar.getByRole('link', { name: 'Category' }).click();
    await waitForRoute(page, '/category');
    // A category of the demo catalogue (other journeys may add empty ones).
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Electronics' }).click();
    await page.getByRole('heading', { name: 'Electronics' }).waitFor();
    await shownCards(page).first().waitFor();
    await screenshot(page, 'shop-category');

    const card = shownCards(page).first();
    const name = (await card.locator('.goods-card-name').innerText()).trim();
    expect(name.length).toBeGreaterThan(0);
    await card.click();
    await waitForRoute(page, '/goodsdetail');
    expect(new URL(page.url()).hash).toMatch(/^#\/goodsdetail\?id=\d+$/);
    await context.close();
  });

  it('finds headphones by a misspelt word, and by the words of Chinese and Arabic, right to left', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await openRoute(page, '/');
    await page.getByRole('link', { name: /Search goods/ }).click();
    await waitForRoute(page, '/search');
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();

    await searchFor(page, 'headphnes', 'Search goods', 'Search');
    expect(await shownCards(page).first().innerText()).toMatch(/Headphones/);
    await screenshot(page, 'shop-search-typo');

    // The search is remembered in this browser, and can be cleared.
    await page.goBack();
    await waitForRoute(page, '/search');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: 'headphnes' }).waitFor();
    await recent.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Recent searches' }).count()).toBe(0);

    // A language in the address bar applies at startup, so these load the page afresh.
    await page.goto(`${baseUrl()}/?lang=zh-CN#/`);
    await page.getByRole('region', { name: '精选活动' }).getByText('本周新品', { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/?lang=zh-CN#/search`);
    await page.getByRole('heading', { name: '热门搜索' }).waitFor();
    await searchFor(page, '耳机', '搜索商品', '搜索');
    expect(await shownCards(page).first().innerText()).toMatch(/耳机/);
    // The characters in order (跑鞋 is said for 跑步鞋), and a synonym kept in the back office (背包 = 双肩包).
    await searchFor(page, '跑鞋', '搜索商品', '搜索');
    await expect.poll(() => shownCards(page).first().innerText()).toMatch(/跑步鞋/);
    await searchFor(page, '背包', '搜索商品', '搜索');
    await expect.poll(() => shownCards(page).first().innerText()).toMatch(/双肩包/);

    await page.goto(`${baseUrl()}/?lang=ar#/search`);
    await page.getByRole('heading', { name: 'عمليات البحث الشائعة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await searchFor(page, 'سماعات', 'البحث عن منتجات', 'بحث');
    expect(await shownCards(page).first().innerText()).toMatch(/سماعات/);
    await screenshot(page, 'shop-search-arabic');
    await context.close();
  });

  it('sorts by price and shows an empty state for a search that finds nothing', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await openRoute(page, '/search?keyword=headphones');
    await shownCards(page).first().waitFor();
    await page.getByRole('button', { name: 'Price: low to high' }).click();
    await expect.poll(async () => {
      const prices = await page.locator('.keep-alive-pane:not([hidden]) .goods-price').allInnerTexts();
      const numbers = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
      return numbers.length > 1 && numbers.every((price, index) => index === 0 || (numbers[index - 1] ?? 0) <= price);
    }).toBe(true);
    // The sort is in the address: a reload (or a shared link) shows the same order.
    await expect.poll(() => new URL(page.url()).hash).toContain('sort=price_asc');
    await page.reload();
    await page.getByRole('button', { name: 'Price: low to high', pressed: true }).waitFor();

    await openRoute(page, '/search?keyword=zzqqxxnothing');
    await page.getByText('Nothing found for').waitFor();
    await context.close();
  });

  it('keeps the customer’s wishlist and history, each swiped or tapped away', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-shop'), 'secret-123');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? '{}') as { token?: string }).token ?? '');
    // The detail screen is another screen's; its calls record a view and a favourite the same way.
    const ids = await page.evaluate(async (authorization) => {
      const list = (await (await fetch('/app_index/goods/list?lang=en&limit=2')).json()) as { data: { list: { id: number }[] } };
      const found = list.data.list.map((goods) => goods.id);
      for (const id of found) {
        await fetch(`/app_index/goods/detail?lang=en&id=${id}`, { headers: { Authorization: authorization } });
        await fetch('/app_index/user/collect_product?lang=en', {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify({ goods_id: id, collect: true }),
        });
      }
      return found;
    }, token);
    expect(ids).toHaveLength(2);

    await openRoute(page, '/mine');
    await page.getByRole('link', { name: 'Wishlist' }).click();
    await waitForRoute(page, '/wishlist');
    await expect.poll(() => shownCards(page).count()).toBe(2);
    await page.getByRole('button', { name: /^Remove / }).first().click();
    await expect.poll(() => shownCards(page).count()).toBe(1);

    await openRoute(page, '/mine');
    await page.getByRole('link', { name: 'Browsing history' }).click();
    await waitForRoute(page, '/history');
    await expect.poll(() => shownCards(page).count()).toBe(2);
    await screenshot(page, 'shop-history');
    // Swiped towards the start, a row shows its Remove action.
    const row = await page.locator('.keep-alive-pane:not([hidden]) .saved-row').first().boundingBox();
    if (!row) throw new Error('no history row');
    await page.mouse.move(row.x + row.width - 20, row.y + row.height / 2);
    await page.mouse.down();
    await page.mouse.move(row.x + row.width - 120, row.y + row.height / 2, { steps: 8 });
    await page.mouse.move(row.x + 40, row.y + row.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.locator('.keep-alive-pane:not([hidden])').getByRole('button', { name: 'Remove', exact: true }).first().click();
    await expect.poll(() => shownCards(page).count()).toBe(1);
    expect(currentRoute(page)).toBe('/history');
    await context.close();
  });
});
