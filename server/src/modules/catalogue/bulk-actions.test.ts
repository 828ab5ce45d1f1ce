import { describe, expect, it } from 'vitest';
import type { BulkResult, PageResult, ProductAdminRow } from '@roamcart/contracts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const listed = async (query: Record<string, unknown>) => (await adminCall<PageResult<ProductAdminRow>>(t.app, root, 'GET', '/goods', { limit: 100, ...query })).data.list;

describe('bulk actions and sorting on the goods list', () => {
  it('puts the selected goods offline and deletes them in one call each, answering per id', async () => {
    const categoryId = (await saveCategory(t, root, { name: { en: 'Bulk shelf' } })).id;
    const [cup, bowl] = [
      await saveProduct(t, root, categoryId, { name: { en: 'Bulk cup' }, skus: [{ spec_values: [], price: '3.00', stock: 5 }] }),
      await saveProduct(t, root, categoryId, { name: { en: 'Bulk bowl' }, skus: [{ spec_values: [], price: '7.00', stock: 1 }] }),
    ];
    const offline = await adminCall<BulkResult>(t.app, root, 'POST', '/goods/bulk_status', { ids: [cup.id, 2_000_000, bowl.id], status: 'offline' });
    expect(offline.data.results).toEqual([
      { id: cup.id, ok: true },
      { id: 2_000_000, ok: false, code: 4402, msg: expect.any(String) },
      { id: bowl.id, ok: true },
    ]);
    expect((await listed({ category_id: categoryId })).map((row) => row.status)).toEqual(['offline', 'offline']);
    expect(await adminCall(t.app, root, 'POST', '/goods/bulk_status', { ids: [cup.id], status: 'sold' })).toMatchObject({ code: 4002, data: { status: expect.any(String) } });
    expect((await adminCall(t.app, root, 'POST', '/goods/bulk_status', { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'online' })).code).toBe(4002);

    const byPrice = await listed({ category_id: categoryId, sort: 'price', order: 'asc' });
    expect(byPrice.map((row) => row.id)).toEqual([cup.id, bowl.id]);
    const byStock = await listed({ category_id: categoryId, sort: 'stock', order: 'asc' });
    expect(byStock.map((row) => row.id)).toEqual([bowl.id, cup.id]);
    expect(await adminCall(t.app, root, 'GET', '/goods', { sort: 'drop table' })).toMatchObject({ code: 4002, data: { sort: expect.any(String) } });

    const viewer = await signedInAdmin(t, ['page:products', 'products:list', 'products:status']);
    expect((await adminCall(t.app, viewer, 'POST', '/goods/bulk_delete', { ids: [cup.id] })).code).toBe(4003);
    const deleted = await adminCall<BulkResult>(t.app, root, 'POST', '/goods/bulk_delete', { ids: [cup.id, bowl.id] });
    expect(deleted.data.results.every((result) => result.ok)).toBe(true);
    expect(await listed({ category_id: categoryId })).toEqual([]);
  });
});
