import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsDetail, PageResult } from '@roamcart/contracts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { answerDiscardQuestion, settled, signInToBackOffice } from './support/admin-page.ts';

const suffix = randomBytes(3).toString('hex');
const productName = `Trail Jacket ${suffix}`;

async function storefront<T>(path: string, query: Record<string, string>): Promise<{ code: number; data: T }> {
  const search = new URLSearchParams({ lang: 'en', currency: 'USD', ...query });
  return (await (await fetch(`${baseUrl()}/app_index${path}?${search.toString()}`)).json()) as { code: number; data: T };
}

/** The editor's card of spec `number` (the section card around them holds them all). */
const specCard = (drawer: Locator, number: number) => drawer.locator('.ant-card .ant-card').filter({ hasText: `Specification ${number}` });

/** The HTML the visible language tab's description preview shows (a sandboxed frame, read through the browser). */
const previewHtml = (drawer: Locator) => drawer.frameLocator('iframe[title="Preview"]:visible').locator('body').innerHTML();

async function fillSpec(drawer: Locator, number: number, name: string, values: string[]): Promise<void> {
  await drawer.getByRole('button', { name: 'Add specification' }).click();
  const card = specCard(drawer, number);
  await card.getByLabel('Specification name (English)').fill(name);
  for (const [index, value] of values.entries()) {
    if (index > 0) await card.getByRole('button', { name: 'Add value' }).click();
    await card.getByLabel(`Value ${index + 1} (English)`).fill(value);
  }
}

describe('back office: an operator puts a product with two specs on sale', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
    context = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
    await signInToBackOffice(page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('creates it with a 2x2 SKU matrix, shows a repeated value where it is, and lists it', async () => {
    await page.goto(`${baseUrl()}/admin/#/catalogue/products`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const drawer = settled(page.getByRole('dialog'));
    await drawer.getByText('New product').waitFor();

    await drawer.locator('#product_category_id').click();
    // The tree list is virtual: search narrows it to the wanted category, chosen once the list shows just it under its parent.
    await drawer.locator('#product_category_id').fill('Audio');
    const categories = settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-tree-title');
    await expect.poll(() => categories.allTextContents()).toEqual(['Electronics', 'Audio']);
    await categories.filter({ hasText: /^Audio$/ }).click();
    await drawer.locator('#product_brand').fill('Nordvik');
    await drawer.locator('#product_name_en').fill(productName);
    await drawer.getByRole('tab', { name: /中文/ }).click();
    await drawer.locator('#product_name_zh-CN').fill(`登山夹克 ${suffix}`);
    await drawer.getByRole('tab', { name: /English/ }).click();
    // The description is rich text: typed, and a word made bold from the toolbar.
    const description = drawer.getByRole('textbox', { name: 'Description (English)' });
    await description.click();
    await description.pressSequentially('Wind- and ');
    await drawer.getByRole('button', { name: 'Bold' }).click();
    await description.pressSequentially('waterproof');
    await expect.poll(() => previewHtml(drawer)).toContain('<p>Wind- and <strong>waterproof</strong></p>');
    await screenshot(page, 'admin-product-basics');

    const cover = await sharp({ create: { width: 750, height: 485, channels: 3, background: '#2f855a' } }).png().toBuffer();
    await drawer.locator('#product_images input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await drawer.getByTestId('gallery-image').first().waitFor();

    await fillSpec(drawer, 1, 'Colour', ['Black', 'White']);
    await fillSpec(drawer, 2, 'Size', ['S', 'M']);
    const skuRows = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => skuRows.count()).toBe(4);

    await drawer.getByLabel('Price for all').fill('19.90');
    await drawer.getByLabel('Stock for all').fill('5');
    await drawer.getByRole('button', { name: 'Apply to all SKUs' }).click();
    await drawer.getByLabel('Price White / M').fill('21.50');
    await drawer.getByLabel('Stock Black / S').fill('7');

    // "m" again differs only in case: the server refuses it (4212) and the editor shows it under that value.
    const size = specCard(drawer, 2);
    await size.getByRole('button', { name: 'Add value' }).click();
    await size.getByLabel('Value 3 (English)').fill('m');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await size.getByText('Specification value exists').waitFor();
    await screenshot(page, 'admin-product-spec-exists');
    await size.getByRole('button', { name: 'Remove value' }).last().click();

    await screenshot(page, 'admin-product-editor');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: productName }).waitFor();
  });

  it('is not in the shop while offline, and is there with its four SKUs once put online', async () => {
    const offline = await storefront<PageResult<GoodsCard>>('/goods/list', { keyword: productName });
    expect(offline.data.list.map((card) => card.name)).not.toContain(productName);

    await page.getByRole('switch', { name: `Online: ${productName}` }).click();
    await expect.poll(async () => page.getByRole('switch', { name: `Online: ${productName}` }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'admin-products');
    const table = await page.locator('.ant-table-content').evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(table.scrollWidth, 'the product list fits a 1366 px laptop without sideways scrolling').toBeLessThanOrEqual(table.clientWidth);

    const listed = await storefront<PageResult<GoodsCard>>('/goods/list', { keyword: productName });
    const card = listed.data.list.find((goods) => goods.name === productName);
    expect(card).toMatchObject({ price: '19.90', stock: 7 + 5 + 5 + 5 });
    const detail = await storefront<GoodsDetail>('/goods/detail', { id: String(card?.id) });
    expect(detail.code).toBe(200);
    expect(detail.data.specs.map((spec) => [spec.name, spec.values.map((value) => value.value)])).toEqual([
      ['Colour', ['Black', 'White']],
      ['Size', ['S', 'M']],
    ]);
    expect(detail.data.skus).toHaveLength(4);
    const valueName = new Map(detail.data.specs.flatMap((spec) => spec.values.map((value) => [value.id, value.value] as const)));
    const skus = detail.data.skus.map((sku) => [sku.spec_values.map((id) => valueName.get(id)).join(' / '), sku.price, sku.stock]);
    expect(skus).toEqual(
      expect.arrayContaining([
        ['Black / S', '19.90', 7],
        ['Black / M', '19.90', 5],
        ['White / S', '19.90', 5],
        ['White / M', '21.50', 5],
      ]),
    );
    expect(detail.data.images).toHaveLength(1);
    const chinese = await storefront<GoodsDetail>('/goods/detail', { id: String(card?.id), lang: 'zh-CN' });
    expect(chinese.data.name).toBe(`登山夹克 ${suffix}`);
  });

  it('opens it again with its specs and SKUs as saved', async () => {
    await page.getByRole('row').filter({ hasText: productName }).getByRole('button', { name: 'Edit' }).click();
    const drawer = settled(page.getByRole('dialog'));
    await drawer.getByText('Edit product').waitFor();
    await expect.poll(() => drawer.getByLabel('Price White / M').inputValue()).toBe('21.50');
    expect(await drawer.getByLabel('Stock Black / S').inputValue()).toBe('7');
    expect(await specCard(drawer, 2).getByLabel('Value 2 (English)').inputValue()).toBe('M');
    expect(await drawer.getByTestId('gallery-image').count()).toBe(1);
    // The saved description is in the editor and its preview from the start.
    expect(await drawer.getByRole('textbox', { name: 'Description (English)' }).locator('strong').textContent()).toBe('waterproof');
    expect(await previewHtml(drawer)).toContain('<strong>waterproof</strong>');
    // Nothing changed: closing asks nothing.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('asks before discarding edits, in English and in Chinese, and lists names in the interface language', async () => {
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: 'Edit' }).click();
    let drawer = settled(page.getByRole('dialog').filter({ hasText: 'Edit product' }));
    await drawer.locator('#product_brand').fill('Nordvik Pro');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await answerDiscardQuestion(page, 'Keep editing');
    expect(await drawer.locator('#product_brand').inputValue()).toBe('Nordvik Pro');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await answerDiscardQuestion(page);
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Language' }).click();
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: '中文' }).first().click();
    const chineseRow = page.getByRole('row').filter({ hasText: `登山夹克 ${suffix}` });
    await chineseRow.waitFor();
    await chineseRow.getByRole('button', { name: '编辑' }).click();
    drawer = settled(page.getByRole('dialog').filter({ hasText: '编辑商品' }));
    await drawer.locator('#product_brand').fill('Nordvik 中国');
    // antd spaces out a two-character Chinese button label ("取 消").
    await drawer.getByRole('button', { name: /^取\s*消$/ }).click();
    await answerDiscardQuestion(page, /^放\s*弃$/, '放弃更改？');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: '语言' }).click();
    await settled(page.locator('.ant-select-dropdown:visible')).locator('.ant-select-item-option', { hasText: 'English' }).first().click();
    await page.getByRole('row').filter({ hasText: productName }).waitFor();
  });
});
