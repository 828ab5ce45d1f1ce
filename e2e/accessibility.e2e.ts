import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage, signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { launchBrowser } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const WCAG_22_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } };
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** axe's serious and critical findings on the screen in front, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(options),
    WCAG_22_AA,
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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

  it('Add address, in the United States and in China with the region picker open', async () => {
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
