import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView, ProductAdminDetail } from '@roamcart/contracts';
import { signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, registerCustomer, useTestApp, withParameter } from '../../test/test-app.ts';

// The template's parameters: a 5.00 shipping fee per parcel, free from 49.00 of goods (base USD; JPY at 151, EUR at 0.92).
const t = useTestApp();
let root: AdminBrowser;
let lamp: ProductAdminDetail;
let rug: ProductAdminDetail;

const cart = (token: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, currency = 'USD') => call<CartView>(t.app, method, `/cart/${path}`, body, { token, currency });

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 50 }] });
  rug = await saveProduct(t, root, categoryId, { name: { en: 'Wool Rug' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '45.00', stock: 50 }] });
});

describe('GET /cart/list free_shipping_gaps', () => {
  it('tells how much more each parcel of the selected goods needs to ship free, in the caller’s currency, and nothing once it is reached', async () => {
    const { token } = await registerCustomer(t);
    expect((await cart(token, 'GET', 'list')).data.free_shipping_gaps).toEqual([]);

    await cart(token, 'POST', 'add', { sku_id: lamp.skus[0]!.id, qty: 1 });
    const added = await cart(token, 'POST', 'add', { sku_id: rug.skus[0]!.id, qty: 1 });
    expect(added.data.free_shipping_gaps).toEqual([
      { source: 'warehouse', missing: '29.00' },
      { source: 'merchant', missing: '4.00' },
    ]);
    expect((await cart(token, 'GET', 'list', undefined, 'JPY')).data.free_shipping_gaps).toEqual([
      { source: 'warehouse', missing: '4379' },
      { source: 'merchant', missing: '604' },
    ]);
    expect((await cart(token, 'GET', 'list', undefined, 'EUR')).data.free_shipping_gaps).toEqual([
      { source: 'warehouse', missing: '26.68' },
      { source: 'merchant', missing: '3.68' },
    ]);

    // Only the selected lines count: the rug left out, its parcel is no parcel.
    const lines = added.data.list;
    const rugLine = lines.find((line) => line.sku_id === rug.skus[0]!.id)!;
    const lampLine = lines.find((line) => line.sku_id === lamp.skus[0]!.id)!;
    expect((await cart(token, 'POST', 'update', { id: rugLine.id, selected: false })).data.free_shipping_gaps).toEqual([{ source: 'warehouse', missing: '29.00' }]);
    // Three lamps (60.00) reach the threshold: that parcel ships free.
    expect((await cart(token, 'POST', 'update', { id: lampLine.id, qty: 3 })).data.free_shipping_gaps).toEqual([]);
    expect((await cart(token, 'POST', 'update', { id: rugLine.id, selected: true })).data.free_shipping_gaps).toEqual([{ source: 'merchant', missing: '4.00' }]);
  });

  it('says nothing when no threshold applies (0) or shipping costs nothing anyway', async () => {
    const { token } = await registerCustomer(t);
    await cart(token, 'POST', 'add', { sku_id: lamp.skus[0]!.id, qty: 1 });
    expect((await cart(token, 'GET', 'list')).data.free_shipping_gaps).toEqual([{ source: 'warehouse', missing: '29.00' }]);
    await withParameter(t, 'free_shipping_threshold', '0', async () => {
      expect((await cart(token, 'GET', 'list')).data.free_shipping_gaps).toEqual([]);
    });
    await withParameter(t, 'shipping_fee', '0', async () => {
      expect((await cart(token, 'GET', 'list')).data.free_shipping_gaps).toEqual([]);
    });
  });
});
