import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

describe('storefront address book', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('adds an address with the region picker and lists it as the default', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-address'), 'secret-123');

    await openRoute(page, '/myaddress');
    await page.getByText('No addresses yet').waitFor();
    await page.getByRole('link', { name: 'Add address' }).click();
    await waitForRoute(page, '/addaddress');

    await page.getByLabel('Consignee').fill('Li Lei');
    await page.getByLabel('Phone').fill('13800138000');
    await page.getByRole('button', { name: /^Region/ }).click();
    await page.getByText('浙江省', { exact: true }).click();
    await page.getByText('杭州市', { exact: true }).click();
    await page.getByText('西湖区', { exact: true }).click();
    await page.getByText('Confirm', { exact: true }).click();
    await page.getByRole('button', { name: 'Region 浙江省 杭州市 西湖区' }).waitFor();
    await page.getByLabel('Detailed address').fill('18 Wensan Road, Building 2, Room 301');
    await page.getByRole('switch', { name: 'Set as default address' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await waitForRoute(page, '/myaddress');
    const card = page.getByRole('listitem').filter({ hasText: 'Li Lei' });
    await card.waitFor();
    expect(await card.textContent()).toContain('浙江省 杭州市 西湖区 18 Wensan Road, Building 2, Room 301');
    await card.getByText('Default', { exact: true }).waitFor();
    await screenshot(page, 'address-book');
    await context.close();
  });
});
