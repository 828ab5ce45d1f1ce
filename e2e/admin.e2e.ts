import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';

const suffix = randomBytes(3).toString('hex');
const roleName = `Support ${suffix}`;
const supportUsername = `support_${suffix}`;
const supportPassword = `pw-${randomBytes(6).toString('hex')}`;

async function pickOption(page: Page, label: string): Promise<void> {
  await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: label }).first().click();
}

/** Side-menu entries as shown, after opening every group. */
async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation');
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) await closed.first().click();
  return (await menu.locator('.ant-menu-title-content').allTextContents()).map((text) => text.trim());
}

describe('back office: roles, permissions and languages', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await session.close();
  });

  it('signs the first admin in and lands on the dashboard', async () => {
    await signInToBackOffice(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText('Total users').count()).toBe(1);
    await screenshot(page, 'admin-dashboard');
  });

  it('switches the interface to Chinese and back', async () => {
    await page.getByRole('combobox', { name: 'Language' }).click();
    await pickOption(page, '中文');
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await page.getByRole('heading', { name: '首页' }).count()).toBe(1);
    expect(await menuLabels(page)).toContain('用户管理');
    await screenshot(page, 'admin-chinese');

    await page.getByRole('combobox', { name: '语言' }).click();
    await pickOption(page, 'English');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('creates a role that may only list users, and an admin with it', async () => {
    await page.goto(`${baseUrl()}/admin/#/roles`);
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const roleDialog = settled(page.getByRole('dialog'));
    await roleDialog.getByLabel('Name', { exact: true }).fill(roleName);
    await roleDialog.getByText('users:list', { exact: true }).click();
    await screenshot(page, 'admin-role-editor');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: roleName }).waitFor();

    await page.goto(`${baseUrl()}/admin/#/admins`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const adminDialog = settled(page.getByRole('dialog'));
    await adminDialog.getByLabel('Username').fill(supportUsername);
    await adminDialog.getByLabel('Password', { exact: true }).fill(supportPassword);
    await adminDialog.getByLabel('Role').click();
    await pickOption(page, roleName);
    await adminDialog.getByRole('button', { name: 'Save' }).click();
    await adminDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: supportUsername, exact: true }).waitFor();
  });

  it('shows the new admin only what the role allows', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await signInToBackOffice(page, supportUsername, supportPassword);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(await menuLabels(page)).toEqual(['Users & agents', 'Users']);
    // The role has no users:status, users:adjust or users:detail, so no row actions are drawn.
    await page.getByRole('columnheader', { name: 'Email' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await screenshot(page, 'admin-limited-menu');

    await page.goto(`${baseUrl()}/admin/#/admins`);
    await page.getByText('You do not have permission to open this page.').waitFor();
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-forbidden');

    const refusal = await page.evaluate(async () => (await fetch('/admin_api/admins?lang=en')).json());
    expect(refusal).toMatchObject({ code: 4003, msg: 'No permission for this action' });
  });
});
