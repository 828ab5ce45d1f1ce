import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE, uniqueEmail } from './support/storefront.ts';
import { baseUrl, launchBrowser, mailedCode, screenshot } from './support/browser.ts';
import { answerDiscardQuestion, settled, signInToBackOffice } from './support/admin-page.ts';

async function appIndexPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/app_index${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
}

/** A customer with a long email, so the Users table has a wide row to lay out. */
async function registerCustomer(): Promise<string> {
  const email = uniqueEmail('long-customer-address');
  await appIndexPost('/common/send_email_code', { email, scene: 'register' });
  const code = await mailedCode(email);
  await appIndexPost('/user/register', { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: INVITE_CODE });
  return email;
}

/** The page's own width against the window's, and the body's margin. */
async function pageFit(page: Page): Promise<{ scrollWidth: number; clientWidth: number; bodyMargin: string }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    bodyMargin: getComputedStyle(document.body).margin,
  }));
}

describe('back office: layout, forms and the action log', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let email: string;

  beforeAll(async () => {
    email = await registerCustomer();
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows Users at 1,440 px without a body margin, sideways scrolling or a column under Actions, also in Arabic', async () => {
    await page.goto(`${baseUrl()}/admin/#/users`);
    await page.getByRole('cell', { name: email }).waitFor();
    expect(await pageFit(page)).toEqual({ scrollWidth: 1440, clientWidth: 1440, bodyMargin: '0px' });
    const registered = await page.getByRole('columnheader', { name: 'Registered' }).boundingBox();
    const actions = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    if (!registered || !actions) throw new Error('the Users table has no Registered or Actions header');
    expect(registered.x + registered.width).toBeLessThanOrEqual(actions.x + 1);
    await screenshot(page, 'admin-users-1440');

    await page.evaluate(() => localStorage.setItem('roamcart.admin.lang', 'ar'));
    await page.reload();
    await page.getByRole('cell', { name: email }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await pageFit(page)).toEqual({ scrollWidth: 1440, clientWidth: 1440, bodyMargin: '0px' });
    const registeredAr = await page.getByRole('columnheader', { name: 'تاريخ التسجيل' }).boundingBox();
    const actionsAr = await page.getByRole('columnheader', { name: 'الإجراءات' }).boundingBox();
    if (!registeredAr || !actionsAr) throw new Error('the Arabic Users table has no Registered or Actions header');
    // Right to left, Actions sticks to the left end of the row.
    expect(registeredAr.x).toBeGreaterThanOrEqual(actionsAr.x + actionsAr.width - 1);
    await screenshot(page, 'admin-users-1440-ar');
    await page.evaluate(() => localStorage.setItem('roamcart.admin.lang', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('names an empty required field and titles the dialog after what it creates', async () => {
    await page.goto(`${baseUrl()}/admin/#/roles`);
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = settled(page.getByRole('dialog', { name: 'New role' }));
    await dialog.waitFor();
    expect(await dialog.locator('.ant-form-item-required', { hasText: 'Name' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(await dialog.getByText('Invalid value').count()).toBe(0);
    await screenshot(page, 'admin-new-role-required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits a parameter with the control of its type, and shows a server refusal once, under its field', async () => {
    await page.goto(`${baseUrl()}/admin/#/parameters`);
    await page.getByRole('row', { name: /max_addresses/ }).getByRole('button', { name: 'Edit' }).click();
    const editing = settled(page.getByRole('dialog', { name: 'Edit parameter' }));
    const value = editing.getByRole('spinbutton', { name: 'Value' });
    await value.fill('500');
    await value.blur();
    // Out of range is refused as typed, never pulled into range behind the operator's back.
    expect(await value.inputValue()).toBe('500');
    await editing.getByText('Must be at most 100').waitFor();
    await editing.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardQuestion(page);
    await editing.waitFor({ state: 'detached' });

    // A web address is checked as typed: a style URL without its scheme is refused before it is sent.
    await page.getByRole('row', { name: /hotel_map_style_url/ }).getByRole('button', { name: 'Edit' }).click();
    const mapStyle = settled(page.getByRole('dialog', { name: 'Edit parameter' }));
    expect(await mapStyle.getByRole('combobox', { name: 'Type' }).locator('..').textContent()).toContain('Web address (URL)');
    await mapStyle.getByRole('textbox', { name: 'Value' }).fill('maps.example/style.json');
    await mapStyle.getByRole('button', { name: 'Save' }).click();
    await mapStyle.getByText('Enter a web address starting with https:// or http://').waitFor();
    await mapStyle.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardQuestion(page);
    await mapStyle.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New' }).click();
    const creating = settled(page.getByRole('dialog', { name: 'New parameter' }));
    await creating.getByLabel('Name', { exact: true }).fill('Another earn link');
    await creating.getByLabel('Key', { exact: true }).fill('earn_url');
    await creating.getByRole('button', { name: 'Save' }).click();
    await creating.getByText('This value already exists').waitFor();
    expect(await page.locator('.ant-message').getByText('This value already exists').count()).toBe(0);
    await creating.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardQuestion(page);
    await creating.waitFor({ state: 'detached' });
  });

  it('shows the log with translated action names and target names, filtered by action', async () => {
    await page.goto(`${baseUrl()}/admin/#/roles`);
    // The parameters page before it has a New button too: press the one of Roles, once Roles is shown.
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = settled(page.getByRole('dialog', { name: 'New role' }));
    await dialog.getByLabel('Name', { exact: true }).fill('Night shift');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/admin/#/logs`);
    await page.getByRole('heading', { name: 'Action log' }).waitFor();
    await page.getByRole('combobox', { name: 'Action' }).fill('Add and edit roles');
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: 'Add and edit roles' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.getByText('Night shift').waitFor();
    expect(await firstRow.getByText('Add and edit roles').count()).toBe(1);
    expect(await page.locator('.ant-table-tbody').getByText('roles:save', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-log-names');
  });
});
