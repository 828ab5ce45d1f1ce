import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';
import { searchedRow, settled, signInToBackOffice } from './support/admin-page.ts';

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
    await page.getByLabel('Country or region').selectOption('CN');
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
    expect(await card.textContent()).toContain("People's Republic of China");
    await card.getByText('Default', { exact: true }).waitFor();
    await screenshot(page, 'address-book');
    await context.close();
  });

  it('saves a US address with a US phone, refusing a Chinese mobile first, and lists it with its country', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-address-us');
    await registerThroughUi(page, email, 'secret-123');

    await openRoute(page, '/myaddress');
    await page.getByText('You can keep up to 20 addresses; you have 0').waitFor();
    await page.getByRole('link', { name: 'Add address' }).click();
    await waitForRoute(page, '/addaddress');

    // An English interface without addresses starts in the United States.
    expect(await page.getByLabel('Country or region').inputValue()).toBe('US');
    await page.getByLabel('Consignee').fill('Jane Roe');
    await page.getByLabel('Phone').fill('13800138000');
    await page.getByLabel('Address', { exact: true }).fill('350 Fifth Avenue, Apt 12B');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State').fill('NY');
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid phone number').waitFor();

    await page.getByLabel('Phone').fill('(212) 555-0134');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/myaddress');
    const card = page.getByRole('listitem').filter({ hasText: 'Jane Roe' });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('+12125550134');
    expect(text).toContain('350 Fifth Avenue, Apt 12B');
    expect(text).toContain('New York, NY 10001');
    expect(text).toContain('United States of America');
    await page.getByText('You can keep up to 20 addresses; you have 1').waitFor();
    await screenshot(page, 'address-book-us');
    await context.close();

    // The back office's customer detail shows the address with its country.
    const desk = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const admin = await desk.newPage();
    await signInToBackOffice(admin);
    await admin.goto(`${baseUrl()}/admin/#/users`);
    await admin.getByRole('textbox', { name: 'Email' }).fill(email);
    await (await searchedRow(admin, email)).getByRole('button', { name: 'Details' }).click();
    const drawer = settled(admin.getByRole('dialog'));
    await drawer.getByText('United States of America (US)').waitFor();
    expect(await drawer.getByRole('row').filter({ hasText: 'Jane Roe' }).textContent()).toContain('10001');
    await screenshot(admin, 'admin-user-addresses');
    await desk.close();
  });

  it('starts an Arabic customer in Saudi Arabia, right to left, and keeps the phone left to right', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-address-sa'), 'secret-123');
    await openRoute(page, '/language');
    await page.getByRole('radio', { name: /العربية/ }).click();
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();

    await openRoute(page, '/addaddress');
    await page.getByRole('heading', { name: 'إضافة عنوان' }).waitFor();
    expect(await page.getByLabel('الدولة أو المنطقة').inputValue()).toBe('SA');
    await page.getByLabel('المستلم').fill('سارة العتيبي');
    await page.getByLabel('الهاتف').fill('050 123 4567');
    await page.getByLabel('العنوان', { exact: true }).fill('طريق الملك فهد، حي العليا');
    await page.getByLabel('المدينة').fill('الرياض');
    await page.getByLabel('الرمز البريدي').fill('12271');
    await screenshot(page, 'address-form-arabic');
    await page.getByRole('button', { name: 'حفظ' }).click();

    await waitForRoute(page, '/myaddress');
    const card = page.getByRole('listitem').filter({ hasText: 'سارة العتيبي' });
    await card.waitFor();
    expect(await card.textContent()).toContain('السعودية');
    expect(await card.locator('bdi[dir="ltr"]').textContent()).toBe('+966501234567');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'address-book-arabic');
    await context.close();
  });
});
