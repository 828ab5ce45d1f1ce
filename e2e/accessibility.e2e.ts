import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage, signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

describe('storefront accessibility: no serious WCAG 2.2 AA violation', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
    // The phone of the other journeys; the page's CSP would refuse axe's injected script.
    context = await session.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      bypassCSP: true,
    });
    page = await newPhonePage(context);
  });
  afterAll(async () => {
    await session.close();
  });

  it('Home, signed out', async () => {
    await openRoute(page, '/');
    await page.getByRole('heading', { name: 'Join Roamcart' }).waitFor();
    await page.locator('.keep-alive-pane:not([hidden])').getByTestId('goods-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('New, Category and Search results', async () => {
    await openRoute(page, '/new');
    await page.getByRole('heading', { name: 'New goods' }).waitFor();
    await page.locator('.keep-alive-pane:not([hidden])').getByTestId('goods-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openRoute(page, '/category');
    // A demo category by name: categories other journeys add may come first and hold no goods.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Electronics' }).click();
    await page.getByRole('heading', { name: 'Electronics' }).waitFor();
    await page.locator('.keep-alive-pane:not([hidden])').getByTestId('goods-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openRoute(page, '/search?keyword=headphones');
    await page.locator('.keep-alive-pane:not([hidden])').getByTestId('goods-card').first().waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('switch', { name: 'In stock only' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Login', async () => {
    await openRoute(page, '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Not found', async () => {
    await openRoute(page, '/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Register', async () => {
    await openRoute(page, '/register');
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Me, signed in, with an unread message', async () => {
    const email = uniqueEmail('journey-a11y');
    await registerThroughUi(page, email, 'secret-123');
    const admin = await signInAdmin();
    await sendMessage(admin, { user_id: await userIdByEmail(admin, email), title: 'Welcome aboard', content: 'Thank you for joining.' });
    await openRoute(page, '/mine');
    await page.getByTestId('mine-unread').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Messages and a message', async () => {
    await page.getByRole('link', { name: /^Messages/ }).click();
    await waitForRoute(page, '/message');
    await page.getByRole('link', { name: /Welcome aboard/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Welcome aboard/ }).click();
    await page.getByRole('heading', { name: 'Welcome aboard' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('My addresses', async () => {
    await openRoute(page, '/myaddress');
    await page.getByText('No addresses yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Wishlist and browsing history, empty', async () => {
    await openRoute(page, '/wishlist');
    await page.getByText('Your wishlist is empty.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openRoute(page, '/history');
    await page.getByText('Goods you look at will appear here.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Add address, in the United States and in China with the region picker open', async () => {
    await openRoute(page, '/myaddress');
    await page.getByRole('link', { name: 'Add address' }).click();
    await waitForRoute(page, '/addaddress');
    await page.getByLabel('Consignee').waitFor();
    // An English customer starts in the United States: the form of state, city and postal code.
    await page.getByLabel('ZIP code').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Country or region').selectOption('CN');
    await page.getByRole('button', { name: /^Region/ }).click();
    await page.getByText('浙江省', { exact: true }).click();
    await page.getByText('杭州市', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Edit profile, with the birthday chosen in the native date control', async () => {
    await openRoute(page, '/editprofile');
    const birthday = page.getByLabel('Birthday');
    await birthday.fill('1990-04-05');
    await page.getByText('Saved').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Birthday').inputValue()).toBe('1990-04-05');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
