import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { currentRoute, newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

describe('storefront navigation', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('saves on screens opened directly in a fresh tab and lands on their parent, never leaving the app', async () => {
    const context = await phoneContext(session.browser);
    const registering = await newPhonePage(context);
    await registerThroughUi(registering, uniqueEmail('journey-direct'), 'secret-123');
    await registering.close();

    // Each screen in a tab of its own, as from a bookmark: no history inside the app to go back to.
    for (const [route, parent] of [['/nickname', '/editprofile'], ['/preference', '/mine'], ['/size', '/mine']] as const) {
      const page = await newPhonePage(context);
      await page.goto(`${baseUrl()}/#${route}`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      if (route === '/nickname') await page.getByLabel('Nickname').fill('Direct_visitor');
      await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved').waitFor();
      await waitForRoute(page, parent);
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
      if (route === '/nickname') await page.getByText('Direct_visitor').first().waitFor();
      await page.close();
    }
    await context.close();
  });

  it('closes the delete-account confirmation on Back, and the account stays', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-dialog');
    await registerThroughUi(page, email, 'secret-123');

    await openRoute(page, '/account');
    await page.getByRole('link', { name: 'Delete account' }).click();
    await waitForRoute(page, '/deleteaccount');
    await page.getByLabel('Password').fill('secret-123');
    await page.locator('form').getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').waitFor();

    await page.goBack();
    await waitForRoute(page, '/account');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Account and security' }).waitFor();
    await screenshot(page, 'dialog-closed-on-back');

    // Nothing was deleted: the account still answers, with its email.
    await page.reload();
    await page.getByRole('link', { name: new RegExp(`Email\\s*${email}`) }).waitFor();
    expect(currentRoute(page)).toBe('/account');
    await context.close();
  });

  it('shows a not-found screen with a way home, and names every screen in the tab title', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);

    await openRoute(page, '/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(currentRoute(page)).toBe('/no-such-screen');
    expect(await page.title()).toBe('Page not found – Roamcart');
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Go to Home' }).click();
    await waitForRoute(page, '/');
    await expect.poll(() => page.title()).toBe('Home – Roamcart');

    // Every path of the route table has its screen now: the last one built, flights, opens as itself.
    await openRoute(page, '/ticketshome');
    await page.getByRole('heading', { name: 'Flights', level: 1 }).waitFor();
    expect(currentRoute(page)).toBe('/ticketshome');

    await openRoute(page, '/language');
    await expect.poll(() => page.title()).toBe('Language – Roamcart');
    await context.close();
  });
});
