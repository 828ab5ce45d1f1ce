import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryAdminRow, PageResult, ProductAdminRow } from '@roamcart/contracts';
import { signInAdmin, type AdminApi } from './support/admin-api.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { settled, signInToBackOffice } from './support/admin-page.ts';

const suffix = randomBytes(3).toString('hex');
const categoryName = `Camping ${suffix}`;
const categoryNameZh = `露营 ${suffix}`;
const childName = `Tents ${suffix}`;
const hotKeyword = `lantern ${suffix}`;

/** A category's row in the tree, found by its name. */
function treeNode(page: Page, name: string): Locator {
  return page.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) });
}

/** The category editor's name box for one language (every language's tab is rendered, one shown). */
function nameInput(dialog: Locator, lang: string): Locator {
  return dialog.locator(`input[id="edit_name_${lang}"]`);
}

async function categoryNamed(api: AdminApi, name: string): Promise<CategoryAdminRow> {
  const found = (await api.get<CategoryAdminRow[]>('/categories')).find((row) => row.name.en === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

describe('back office: the catalogue', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let api: AdminApi;

  beforeAll(async () => {
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    api = await signInAdmin();
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('creates a category with a name in English and Chinese and shows it in the tree', async () => {
    await page.goto(`${baseUrl()}/admin/#/catalogue/categories`);
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = settled(page.getByRole('dialog'));
    await nameInput(dialog, 'en').fill(categoryName);
    await dialog.getByRole('tab', { name: /中文/ }).click();
    await nameInput(dialog, 'zh-CN').fill(categoryNameZh);
    await screenshot(page, 'admin-category-editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await treeNode(page, categoryName).waitFor();

    const saved = await categoryNamed(api, categoryName);
    expect(saved).toMatchObject({ parent_id: null, status: 'active', product_count: 0 });
    expect(saved.name['zh-CN']).toBe(categoryNameZh);
  });

  it('adds a subcategory and drags it out to the top level', async () => {
    await treeNode(page, categoryName).getByRole('button', { name: 'Add subcategory' }).click();
    const dialog = settled(page.getByRole('dialog'));
    // A second editor opens with its own starting values (the parent it was opened under, sort 0).
    await dialog.getByText(categoryName, { exact: true }).waitFor();
    expect(await dialog.getByLabel('Sort order').inputValue()).toBe('0');
    await nameInput(dialog, 'en').fill(childName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await treeNode(page, childName).waitFor();
    const parent = await categoryNamed(api, categoryName);
    expect((await categoryNamed(api, childName)).parent_id).toBe(parent.id);

    // Dragged out to the start of the top level (left of its parent's name): it leaves its parent and the tree draws it unindented.
    const first = page.locator('.ant-tree-treenode:visible').first();
    const reordered = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin_api/categories/reorder');
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin_api/categories' && response.request().method() === 'GET');
    await treeNode(page, childName).getByText(childName, { exact: true }).dragTo(first, { targetPosition: { x: 40, y: 2 } });
    await Promise.all([reordered, reloaded]);
    expect((await categoryNamed(api, childName)).parent_id).toBeNull();
    await expect.poll(() => treeNode(page, childName).locator('.ant-tree-indent-unit').count()).toBe(0);
    await screenshot(page, 'admin-category-tree');
  });

  it('refuses to delete a category that has goods, with the server’s message', async () => {
    const category = await categoryNamed(api, categoryName);
    const { list } = await api.get<PageResult<ProductAdminRow>>('/goods', { page: 1, limit: 1 });
    const image = list[0]?.image;
    if (!image) throw new Error('the seeded catalogue has no goods');
    await api.post('/goods/save', { category_id: category.id, name: { en: `Stove ${suffix}` }, images: [image], skus: [{ spec_values: [], price: '12.00', stock: 5 }] });

    await page.reload();
    const node = treeNode(page, categoryName);
    await node.getByText('Goods: 1').waitFor();
    await node.getByRole('button', { name: 'Delete' }).click();
    await settled(page.locator('.ant-popconfirm')).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Category with products or subcategories cannot be deleted').waitFor();
    await screenshot(page, 'admin-category-refused');
    expect((await categoryNamed(api, categoryName)).id).toBe(category.id);
  });

  it('adds a hot keyword that the storefront then suggests', async () => {
    await page.goto(`${baseUrl()}/admin/#/catalogue/hot-keywords`);
    await page.getByRole('heading', { name: 'Hot keywords' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = settled(page.getByRole('dialog'));
    // The keyword per language: the first tab, English, is the one shown.
    await dialog.getByLabel('Keyword').filter({ visible: true }).fill(hotKeyword);
    await dialog.getByLabel('Sort order').fill('999999');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: hotKeyword }).waitFor();

    const suggested = (await (await fetch(`${baseUrl()}/app_index/goods/hot_keywords`)).json()) as { code: number; data: string[] };
    expect(suggested.code).toBe(200);
    expect(suggested.data[0]).toBe(hotKeyword);
  });

  it('lists the stock the new goods came in with, by SKU product and reason', async () => {
    await page.goto(`${baseUrl()}/admin/#/catalogue/stock-movements`);
    await page.getByRole('heading', { name: 'Stock movements' }).waitFor();
    await page.getByLabel('Reason').click();
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: 'Edited in the back office' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: `Stove ${suffix}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('+5');
    await screenshot(page, 'admin-stock-movements');
  });

  it('draws the tree right to left in Arabic', async () => {
    await page.goto(`${baseUrl()}/admin/#/catalogue/categories`);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: 'العربية' }).click();
    await page.getByRole('heading', { name: 'الفئات' }).waitFor();
    await treeNode(page, categoryName).waitFor();
    expect(await page.locator('.ant-tree-rtl').count()).toBe(1);
    await screenshot(page, 'admin-category-tree-arabic');

    await page.getByRole('combobox', { name: 'اللغة' }).click();
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: 'English' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
  });
});
