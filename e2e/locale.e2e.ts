import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, shownValue, uniqueEmail } from './support/storefront.ts';

describe('storefront language and currency', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('switches the interface to Chinese, and Arabic mirrors the layout', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await openRoute(page, '/language');
    await page.getByRole('heading', { name: 'Language' }).waitFor();

    await page.getByRole('radio', { name: /中文/ }).click();
    await page.getByRole('heading', { name: '语言' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await openRoute(page, '/');
    await page.getByRole('heading', { name: '欢迎来到 Roamcart' }).waitFor();
    await page.getByRole('link', { name: '首页' }).waitFor();
    await screenshot(page, 'home-in-chinese');

    await openRoute(page, '/language');
    await page.getByRole('radio', { name: /العربية/ }).click();
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await context.close();
  });

  it('shows the balance in the currency chosen, and keeps the choice on the account', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-currency'), 'secret-123');

    await openRoute(page, '/mine');
    expect(await shownValue(page, 'mine-balance')).toBe('$0.00');

    await openRoute(page, '/changecurrency');
    await page.getByRole('radio', { name: /EUR/ }).click();
    await page.getByText('Amounts are now shown in EUR').waitFor();

    await openRoute(page, '/mine');
    await expect.poll(() => page.getByTestId('mine-balance').textContent()).toBe('€0.00');
    await page.getByRole('link', { name: /Currency\s*EUR/ }).waitFor();

    // A new visit asks the account, which now says EUR.
    await page.evaluate(() => localStorage.removeItem('sys_currency'));
    await page.reload();
    await expect.poll(() => page.getByTestId('mine-balance').textContent()).toBe('€0.00');
    await screenshot(page, 'mine-in-euro');
    await context.close();
  });
});
