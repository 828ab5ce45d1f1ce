import { asc, desc, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  formatMinor,
  issueParams,
  issuesToFields,
  lineText,
  multilineText,
  numeric,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMPORT_ROWS_MAX,
  PRODUCT_SPECS_MAX,
  idParam,
  parseMajor,
  productStatusField,
  uploadedImageUrl,
  z,
  type ProductAdminDetail,
  type ProductExportQuery,
  type ProductImportResult,
  type ProductSaveBody,
  toCsv,
  productSaveBodyOf,
} from '@roamcart/contracts';
import { categories, products, productSpecs, productSpecValues, skus } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import type { AppDeps } from '../../platform/types.ts';
import { productDetail, productListWhere, saveProduct } from './admin-service.ts';

/** Goods one export holds at most (newest first); a bigger catalogue is exported a filter at a time. */
const PRODUCT_EXPORT_MAX = 1000;

const SPEC_NUMBERS = Array.from({ length: PRODUCT_SPECS_MAX }, (_, index) => index + 1);
const SPEC_COLUMNS = SPEC_NUMBERS.flatMap((number) => [`spec${number}_name`, `spec${number}_value`]);
/** Columns before the names (one `name:<lang>` per language) and after them; the SKU's last. */
const HEAD_COLUMNS = ['product_id', 'category_id', 'status', 'brand'] as const;
const PRODUCT_COLUMNS = ['images', 'market_price', 'purchase_limit', 'is_new'] as const;
const SKU_COLUMNS = ['sku_code', ...SPEC_COLUMNS, 'price', 'stock'];
const NAME_PREFIX = 'name:';
/** The cells every row of one product must repeat alike. */
const SHARED_COLUMNS = ['category_id', 'status', 'brand', ...PRODUCT_COLUMNS] as const;

const headerOf = (languages: readonly string[]) => [...HEAD_COLUMNS, ...languages.map((lang) => `${NAME_PREFIX}${lang}`), ...PRODUCT_COLUMNS, ...SKU_COLUMNS];

/** The goods the list's filters match, one row per SKU with the product's columns repeated; money in the base currency's major units. */
export async function exportProducts(deps: AppDeps, query: ProductExportQuery, now = new Date()): Promise<{ filename: string; csv: string }> {
  const languages = (await deps.ref.activeLanguages()).map((language) => language.code);
  const fallback = await deps.ref.defaultLanguage();
  const digits = (await deps.ref.baseCurrency()).digits;
  const productRows = await deps.db.select().from(products).where(await productListWhere(deps.db, query)).orderBy(desc(products.id)).limit(PRODUCT_EXPORT_MAX);
  const ids = productRows.map((product) => product.id);
  const skuRows = ids.length ? await deps.db.select().from(skus).where(inArray(skus.productId, ids)).orderBy(asc(skus.id)) : [];
  const specRows = ids.length ? await deps.db.select().from(productSpecs).where(inArray(productSpecs.productId, ids)).orderBy(asc(productSpecs.sort), asc(productSpecs.id)) : [];
  const specIds = specRows.map((spec) => spec.id);
  const valueRows = specIds.length ? await deps.db.select().from(productSpecValues).where(inArray(productSpecValues.specId, specIds)) : [];
  const valueOf = new Map(valueRows.map((value) => [value.id, value]));
  const specName = new Map(specRows.map((spec) => [spec.id, localized(spec.name, fallback, fallback)]));

  const rows = productRows.flatMap((product) =>
    skuRows
      .filter((sku) => sku.productId === product.id)
      .map((sku) => {
        const specCells = SPEC_NUMBERS.flatMap((number) => {
          const value = valueOf.get(sku.specValueIds[number - 1] ?? 0);
          return value ? [specName.get(value.specId) ?? '', localized(value.value, fallback, fallback)] : ['', ''];
        });
        return [
          product.id,
          product.categoryId,
          product.status,
          product.brand,
          ...languages.map((lang) => product.name[lang] ?? ''),
          product.images.join(' '),
          formatMinor(product.marketPrice, digits),
          product.purchaseLimit,
          String(product.isNew),
          sku.code,
          ...specCells,
          formatMinor(sku.price, digits),
          sku.stock,
        ];
      }),
  );
  return { filename: `goods-${now.toISOString().slice(0, 10)}.csv`, csv: toCsv(headerOf(languages), rows) };
}

/** A cell as typed: the quote `toCsv` puts before a formula-like text is taken off again. */
const cellText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** Major units of the base currency, never negative, as minor units; null when not such an amount. */
function moneyOf(text: string, digits: number): bigint | null {
  const amount = parseMajor(text, digits);
  return amount === null || amount < 0n ? null : amount;
}

const rowSchema = z.object({
  product_id: z.union([z.literal(''), idParam]),
  category_id: idParam,
  status: productStatusField,
  brand: lineText(100),
  images: z
    .string()
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .pipe(z.array(uploadedImageUrl).min(1).max(PRODUCT_IMAGES_MAX)),
  purchase_limit: numeric(z.number().int().min(0).max(1_000_000)),
  is_new: z.enum(['true', 'false']),
  sku_code: lineText(64),
  ...Object.fromEntries(SPEC_COLUMNS.map((column) => [column, lineText(50)])),
  stock: numeric(z.number().int().min(0).max(10_000_000)),
});
const nameCell = multilineText(200);

interface ImportRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  cells: Record<string, string>;
  productId: number | null;
  categoryId: number;
  names: Record<string, string>;
  specValues: string[];
  specNames: string[];
}

/** Cell errors of a file: `rows.<line>.<column>` -> message key, with the messages' placeholders. */
class CellErrors {
  readonly fields: Record<string, string> = {};
  readonly params: Record<string, Record<string, unknown>> = {};

  add(line: number, column: string, key: string, params?: Record<string, unknown>): void {
    const field = `rows.${line}.${column}`;
    if (field in this.fields) return;
    this.fields[field] = key;
    if (params) this.params[field] = params;
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  error(): AppError {
    return AppError.fields(this.fields, this.params);
  }
}

function parseTable(csv: string): string[][] {
  try {
    return parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][];
  } catch {
    throw AppError.field('csv', 'validation.csv_format');
  }
}

/** The file's rows checked cell by cell; every wrong cell is collected before anything is refused. */
function readRows(csv: string, digits: number, errors: CellErrors): { rows: ImportRow[]; nameColumns: string[] } {
  const [header = [], ...body] = parseTable(csv);
  const columns = header.map((column) => column.trim());
  const nameColumns = columns.filter((column) => column.startsWith(NAME_PREFIX) && column.length > NAME_PREFIX.length);
  const missing = [...HEAD_COLUMNS, ...PRODUCT_COLUMNS, ...SKU_COLUMNS].filter((column) => !columns.includes(column));
  if (missing.length || nameColumns.length === 0) throw AppError.field('csv', 'validation.csv_header');
  if (body.length === 0 || body.length > PRODUCT_IMPORT_ROWS_MAX) throw AppError.field('csv', 'validation.csv_rows');

  const rows: ImportRow[] = [];
  for (const [index, record] of body.entries()) {
    const line = index + 2;
    const cells = Object.fromEntries(columns.map((column, position) => [column, cellText(record[position] ?? '').trim()]));
    const parsed = rowSchema.safeParse(cells);
    if (!parsed.success) {
      const issues = issuesToFields(parsed.error.issues, (issue) => issue);
      for (const [field, issue] of Object.entries(issues)) errors.add(line, field.split('.')[0] ?? field, issue.message, issueParams(issue));
    }
    for (const column of ['price', 'market_price']) {
      if (moneyOf(cells[column] ?? '', digits) === null) errors.add(line, column, 'validation.amount');
    }
    const names: Record<string, string> = {};
    for (const column of nameColumns) {
      const name = nameCell.safeParse(cells[column] ?? '');
      if (!name.success) errors.add(line, column, name.error.issues[0]?.message ?? 'validation.invalid', issueParams(name.error.issues[0] ?? {}));
      else if (name.data) names[column.slice(NAME_PREFIX.length)] = name.data;
    }
    if (Object.keys(names).length === 0) errors.add(line, nameColumns[0] ?? 'name', 'validation.required');
    const specNames = SPEC_NUMBERS.map((number) => cells[`spec${number}_name`] ?? '');
    const specValues = SPEC_NUMBERS.map((number) => cells[`spec${number}_value`] ?? '');
    rows.push({
      line,
      cells,
      productId: parsed.success && parsed.data.product_id !== '' ? parsed.data.product_id : null,
      categoryId: parsed.success ? parsed.data.category_id : 0,
      names,
      specNames: specNames.slice(0, lastFilled(specNames, specValues)),
      specValues: specValues.slice(0, lastFilled(specNames, specValues)),
    });
  }
  return { rows, nameColumns };
}

/** How many specs a row names: up to its last filled spec name or value. */
function lastFilled(names: string[], values: string[]): number {
  let count = 0;
  for (const [index, name] of names.entries()) if (name || values[index]) count = index + 1;
  return count;
}

/** The goods each row belongs to: its product id, else the product of its SKU code, else a new product per default-language name. */
async function groupRows(db: DbOrTx, rows: ImportRow[], fallback: string, errors: CellErrors): Promise<Map<string, ImportRow[]>> {
  const ids = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const known = new Set(ids.length ? (await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id) : []);
  const codes = [...new Set(rows.flatMap((row) => (!row.productId && row.cells.sku_code ? [row.cells.sku_code] : [])))];
  const codeRows = codes.length ? await db.select({ code: skus.code, productId: skus.productId }).from(skus).where(inArray(skus.code, codes)) : [];
  const categoryIds = [...new Set(rows.map((row) => row.categoryId).filter(Boolean))];
  const categoryRows = categoryIds.length ? await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)) : [];
  const knownCategories = new Set(categoryRows.map((row) => row.id));

  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (row.categoryId && !knownCategories.has(row.categoryId)) errors.add(row.line, 'category_id', 'validation.invalid');
    let key: string;
    if (row.productId) {
      if (!known.has(row.productId)) errors.add(row.line, 'product_id', 'validation.invalid');
      key = `id:${row.productId}`;
    } else {
      const owners = [...new Set(codeRows.filter((sku) => sku.code === row.cells.sku_code).map((sku) => sku.productId))];
      if (owners.length > 1) errors.add(row.line, 'sku_code', 'validation.sku_code_ambiguous');
      key = owners.length === 1 ? `id:${owners[0]}` : `new:${(row.names[fallback] ?? Object.values(row.names)[0] ?? '').toLowerCase()}`;
    }
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The names a file's name columns give: its languages replaced (blank cells remove one), the others kept. */
function mergedNames(current: Record<string, string>, row: ImportRow, nameColumns: string[]): Record<string, string> {
  const names = { ...current };
  for (const column of nameColumns) delete names[column.slice(NAME_PREFIX.length)];
  return { ...names, ...row.names };
}

/** The product columns of the group's first row, as save-body fields. */
function productFields(first: ImportRow, digits: number) {
  return {
    category_id: first.categoryId,
    status: first.cells.status === 'online' ? ('online' as const) : ('offline' as const),
    brand: first.cells.brand ?? '',
    images: (first.cells.images ?? '').split(/\s+/).filter(Boolean),
    market_price: formatMinor(moneyOf(first.cells.market_price ?? '', digits) ?? 0n, digits),
    purchase_limit: Number(first.cells.purchase_limit),
    is_new: first.cells.is_new === 'true',
  };
}

/** An existing product with the group's cells applied; its specs stay as they are, so each row must name one of its SKUs. */
function updatedBody(detail: ProductAdminDetail, group: ImportRow[], nameColumns: string[], digits: number, errors: CellErrors): ProductSaveBody {
  const [first] = group as [ImportRow];
  const current = productSaveBodyOf(detail);
  const seen = new Set<number>();
  const skuBodies = current.skus.map((sku) => ({ ...sku }));
  for (const row of group) {
    if (row.specValues.length > detail.specs.length) errors.add(row.line, `spec${detail.specs.length + 1}_value`, 'validation.sku_values');
    const index = skuBodies.findIndex(
      (sku) => sku.spec_values.length === row.specValues.length && sku.spec_values.every((value, spec) => sameText(value, row.specValues[spec] ?? '')),
    );
    if (index < 0) {
      errors.add(row.line, 'spec1_value', 'validation.sku_values');
      continue;
    }
    if (seen.has(index)) errors.add(row.line, 'spec1_value', 'validation.csv_duplicate_sku');
    seen.add(index);
    const sku = skuBodies[index];
    if (!sku) continue;
    sku.price = formatMinor(moneyOf(row.cells.price ?? '', digits) ?? 0n, digits);
    sku.stock = Number(row.cells.stock);
    sku.code = row.cells.sku_code ?? '';
  }
  return { ...current, ...productFields(first, digits), name: mergedNames(current.name, first, nameColumns), skus: skuBodies };
}

/** A new product from its rows: specs named in the default language as the rows give them, values in order of appearance. */
function newBody(group: ImportRow[], fallback: string, digits: number, errors: CellErrors): ProductSaveBody {
  const [first] = group as [ImportRow];
  const specNames = first.specNames;
  const values: string[][] = specNames.map(() => []);
  for (const row of group) {
    for (const [spec, name] of specNames.entries()) {
      if (!sameText(row.specNames[spec] ?? '', name) || !name) errors.add(row.line, `spec${spec + 1}_name`, name ? 'validation.csv_product_mismatch' : 'validation.required');
      const value = row.specValues[spec] ?? '';
      if (!value) errors.add(row.line, `spec${spec + 1}_value`, 'validation.required');
      else if (!values[spec]?.some((known) => sameText(known, value))) values[spec]?.push(value);
    }
    if (row.specNames.length > specNames.length) errors.add(row.line, `spec${specNames.length + 1}_name`, 'validation.csv_product_mismatch');
  }
  return {
    ...productFields(first, digits),
    name: first.names,
    subtitle: {},
    description: {},
    video_url: '',
    shipping_source: 'warehouse',
    sort: 0,
    specs: specNames.map((name, spec) => ({ name: { [fallback]: name }, values: (values[spec] ?? []).map((value) => ({ [fallback]: value })) })),
    skus: group.map((row) => ({
      spec_values: row.specValues,
      price: formatMinor(moneyOf(row.cells.price ?? '', digits) ?? 0n, digits),
      stock: Number(row.cells.stock),
      code: row.cells.sku_code ?? '',
      image: '',
    })),
  };
}

/** A value as JSON with every object's keys sorted: equal for equal bodies whatever order their languages came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

/** Rows of one product must agree on its columns: each differing cell is named. */
function checkSharedCells(group: ImportRow[], nameColumns: string[], errors: CellErrors): void {
  const [first, ...others] = group as [ImportRow, ...ImportRow[]];
  for (const row of others) {
    for (const column of [...SHARED_COLUMNS, ...nameColumns]) {
      if ((row.cells[column] ?? '') !== (first.cells[column] ?? '')) errors.add(row.line, column, 'validation.csv_product_mismatch');
    }
  }
}

/** Where a save's refusal of one product lands in the file: a SKU's field on its row, the rest on the product's first row. */
function cellOfSaveField(field: string, group: ImportRow[]): { line: number; column: string } {
  const first = group[0]?.line ?? 0;
  const sku = /^skus\.(\d+)\.(\w+)/.exec(field);
  if (sku) {
    const column = { spec_values: 'spec1_value', code: 'sku_code' }[sku[2] ?? ''] ?? sku[2] ?? '';
    return { line: group[Number(sku[1])]?.line ?? first, column };
  }
  const spec = /^specs\.(\d+)/.exec(field);
  if (spec) return { line: first, column: `spec${Number(spec[1]) + 1}_value` };
  if (field === 'skus') return { line: first, column: 'spec1_value' };
  return { line: first, column: field.split('.')[0] ?? field };
}

/**
 * Creates or updates goods from a CSV in the export's shape, in one transaction. Every row is
 * checked first; any wrong cell refuses the whole file (4002, `rows.<line>.<column>`), writing
 * nothing. Goods the file gives exactly as they are stay untouched; stock changes are movements
 * with reason `import`.
 */
export async function importProducts(deps: AppDeps, csv: string, actor: string): Promise<ProductImportResult> {
  const fallback = await deps.ref.defaultLanguage();
  const digits = (await deps.ref.baseCurrency()).digits;
  const errors = new CellErrors();
  const { rows, nameColumns } = readRows(csv, digits, errors);

  return deps.db.transaction(async (tx) => {
    const groups = await groupRows(tx, rows, fallback, errors);
    const work: { group: ImportRow[]; body: ProductSaveBody; unchanged: boolean }[] = [];
    for (const [key, group] of groups) {
      checkSharedCells(group, nameColumns, errors);
      if (!errors.empty) continue;
      if (key.startsWith('id:')) {
        const detail = await productDetail(deps, Number(key.slice(3)), tx);
        const body = updatedBody(detail, group, nameColumns, digits, errors);
        work.push({ group, body, unchanged: canonical(body) === canonical(productSaveBodyOf(detail)) });
      } else {
        work.push({ group, body: newBody(group, fallback, digits, errors), unchanged: false });
      }
    }
    if (!errors.empty) throw errors.error();

    const result: ProductImportResult = { created: 0, updated: 0, unchanged: 0 };
    for (const { group, body, unchanged } of work) {
      if (unchanged) {
        result.unchanged += 1;
        continue;
      }
      try {
        await saveProduct(deps, body, actor, { db: tx, stockReason: 'import' });
      } catch (error) {
        if (!(error instanceof AppError) || !error.hasFieldDetails || !error.details) throw error;
        for (const [field, key] of Object.entries(error.details)) {
          const cell = cellOfSaveField(field, group);
          errors.add(cell.line, cell.column, String(key));
        }
        throw errors.error();
      }
      if (body.id) result.updated += 1;
      else result.created += 1;
    }
    return result;
  });
}
