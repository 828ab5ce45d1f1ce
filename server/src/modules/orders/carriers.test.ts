// @module-tag embedded
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierRow, OrderAdminDetail, OrderDetail, PageResult, ParcelTracking, ProductAdminDetail, RefundAdminRow, RefundView } from '@roamcart/contracts';
import { parameters } from '../../platform/tables/admin.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { carriers } from './tables.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let teapot: ProductAdminDetail;

const listCarriers = async (query: Record<string, unknown> = {}) => (await adminCall<PageResult<CarrierRow>>(t.app, root, 'GET', '/carriers', { limit: 100, ...query })).data;
const carrierNamed = async (name: string) => (await listCarriers({ keyword: name })).list.find((row) => row.name === name)!;
const saveCarrier = (body: Record<string, unknown>, lang = 'en') => adminCall<CarrierRow>(t.app, root, 'POST', '/carriers/save', body, { lang });
const detailOf = async (buyer: Buyer, orderNo: string) => (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token })).data;

/** A paid order of one teapot, shipped with `carrier` under `trackingNo`; its number and its sub-order's. */
async function shippedOrder(buyer: Buyer, carrier: string, trackingNo: string): Promise<{ orderNo: string; subOrderNo: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 1 }])).data;
  await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  const shipped = await adminCall(t.app, root, 'POST', '/orders/ship', { order_no, logistics_company: carrier, tracking_no: trackingNo });
  if (shipped.code !== 200) throw new Error(JSON.stringify(shipped));
  return { orderNo: order_no, subOrderNo: (await detailOf(buyer, order_no)).sub_orders[0]!.sub_order_no };
}

beforeAll(async () => {
  const categoryId = (await saveCategory(t, root, { name: { en: 'Kitchen' } })).id;
  teapot = await saveProduct(t, root, categoryId, { name: { en: 'Teapot' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
});

describe('GET /carriers', () => {
  it('lists the demo carriers in their sort order, with the tracking pages known for them', async () => {
    const { list, total } = await listCarriers();
    expect(total).toBe(16);
    expect(list.map((row) => row.name).slice(0, 3)).toEqual(['SF Express', 'JD Logistics', 'ZTO Express']);
    expect(list.find((row) => row.name === 'UPS')).toMatchObject({ tracking_url_pattern: 'https://www.ups.com/track?tracknum={no}', status: 'active' });
    expect(list.find((row) => row.name === 'JD Logistics')).toMatchObject({ tracking_url_pattern: '', status: 'active' });
    expect((await listCarriers({ keyword: 'post' })).list.map((row) => row.name)).toEqual(['China Post', 'Japan Post']);
  });

  it('is for whoever may list carriers; saving and deleting need their own permissions', async () => {
    const reader = await signedInAdmin(t, ['carriers:list']);
    expect((await adminCall(t.app, reader, 'GET', '/carriers')).code).toBe(200);
    expect((await adminCall(t.app, reader, 'POST', '/carriers/save', { name: 'Reader Post' })).code).toBe(4003);
    const ups = await carrierNamed('UPS');
    expect((await adminCall(t.app, reader, 'POST', '/carriers/delete', { id: ups.id })).code).toBe(4003);
    const shipper = await signedInAdmin(t, ['orders:ship']);
    expect((await adminCall(t.app, shipper, 'GET', '/carriers')).code).toBe(4003);
    expect((await listCarriers({ keyword: 'Reader Post' })).total).toBe(0);
  });
});

describe('POST /carriers/save', () => {
  it('refuses a tracking page that is not an absolute web address holding {no}, naming the field in the admin’s language', async () => {
    for (const pattern of ['https://track.example.com/parcel', '/track/{no}', 'track.example.com/{no}', 'ftp://track.example.com/{no}', 'javascript:alert({no})', 'https://{no}.example.com/', 'https://track.example.com/ {no}']) {
      expect(await saveCarrier({ name: 'Bad Pattern Post', tracking_url_pattern: pattern }), pattern).toMatchObject({
        code: 4002,
        data: { tracking_url_pattern: 'Enter a web address starting with https:// or http:// that holds {no} where the tracking number goes' },
      });
    }
    expect(await saveCarrier({ name: 'Bad Pattern Post', tracking_url_pattern: 'track/{no}' }, 'zh-CN')).toMatchObject({
      code: 4002,
      data: { tracking_url_pattern: '请输入以 https:// 或 http:// 开头、并在放运单号的位置写 {no} 的网址' },
    });
    expect((await saveCarrier({ name: '   ' })).data).toMatchObject({ name: expect.any(String) });
    expect((await listCarriers({ keyword: 'Bad Pattern Post' })).total).toBe(0);
  });

  it('adds, edits and deletes a carrier; a name another carrier has, whatever its case, is taken', async () => {
    const added = await saveCarrier({ name: ' Acme Post ', tracking_url_pattern: 'http://acme.example/track?id={no}&lang=en', sort: 5 });
    expect(added).toMatchObject({ code: 200, data: { name: 'Acme Post', tracking_url_pattern: 'http://acme.example/track?id={no}&lang=en', sort: 5, status: 'active' } });
    expect(await saveCarrier({ name: 'acme POST' })).toMatchObject({ code: 4404, data: { name: expect.any(String) } });
    expect(await saveCarrier({ id: (await carrierNamed('DHL')).id, name: 'UPS' })).toMatchObject({ code: 4404, data: { name: expect.any(String) } });

    const id = added.data.id;
    expect(await saveCarrier({ id, name: 'Acme Parcels', tracking_url_pattern: '', sort: 7, status: 'disabled' })).toMatchObject({
      code: 200,
      data: { id, name: 'Acme Parcels', tracking_url_pattern: '', sort: 7, status: 'disabled' },
    });
    expect((await listCarriers({ keyword: 'acme' })).list).toEqual([expect.objectContaining({ id, name: 'Acme Parcels' })]);

    expect((await adminCall(t.app, root, 'POST', '/carriers/delete', { id })).code).toBe(200);
    expect((await listCarriers({ keyword: 'acme' })).total).toBe(0);
    expect((await adminCall(t.app, root, 'POST', '/carriers/delete', { id })).code).toBe(4402);
    expect((await saveCarrier({ id, name: 'Acme Parcels' })).code).toBe(4402);
  });
});

describe('tracking links', () => {
  it('link a parcel to its carrier’s page by the pattern the back office keeps, wherever the parcel shows', async () => {
    const dhl = await carrierNamed('DHL');
    expect((await saveCarrier({ ...dhl, tracking_url_pattern: 'https://track.example.com/dhl?n={no}&again={no}' })).code).toBe(200);
    try {
      const buyer = await newBuyer(t, root, '200.00');
      const { orderNo, subOrderNo } = await shippedOrder(buyer, 'DHL', 'JD 42/7');
      const link = 'https://track.example.com/dhl?n=JD%2042%2F7&again=JD%2042%2F7';

      const sub = (await detailOf(buyer, orderNo)).sub_orders[0]!;
      expect(sub.tracking_url).toBe(link);
      expect(sub.parcels.map((parcel) => parcel.tracking_url)).toEqual([link]);
      const tracking = (await call<ParcelTracking>(t.app, 'GET', '/order/tracking', { sub_order_no: subOrderNo }, { token: buyer.token })).data;
      expect(tracking.tracking_url).toBe(link);
      expect(tracking.parcels.map((parcel) => parcel.tracking_url)).toEqual([link]);
      const admin = (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo })).data;
      expect(admin.sub_orders[0]!.parcels.map((parcel) => parcel.tracking_url)).toEqual([link]);

      // A disabled carrier is no longer offered, but its parcels already out keep their link; a deleted one's lose it.
      await saveCarrier({ ...dhl, tracking_url_pattern: 'https://track.example.com/dhl?n={no}&again={no}', status: 'disabled' });
      expect((await detailOf(buyer, orderNo)).sub_orders[0]!.tracking_url).toBe(link);
    } finally {
      await saveCarrier(dhl);
    }
  });

  it('link nothing for a carrier without a pattern, one not in the list, or one deleted', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const jd = await shippedOrder(buyer, 'JD Logistics', 'JD0001');
    expect((await detailOf(buyer, jd.orderNo)).sub_orders[0]).toMatchObject({ tracking_url: null, parcels: [expect.objectContaining({ tracking_url: null })] });

    const gone = (await saveCarrier({ name: 'Short Lived Post', tracking_url_pattern: 'https://short.example/{no}' })).data;
    const shortLived = await shippedOrder(buyer, 'Short Lived Post', 'SL1');
    expect((await detailOf(buyer, shortLived.orderNo)).sub_orders[0]!.tracking_url).toBe('https://short.example/SL1');
    await adminCall(t.app, root, 'POST', '/carriers/delete', { id: gone.id });
    expect((await detailOf(buyer, shortLived.orderNo)).sub_orders[0]).toMatchObject({ logistics_company: 'Short Lived Post', tracking_url: null });
    const tracking = (await call<ParcelTracking>(t.app, 'GET', '/order/tracking', { sub_order_no: shortLived.subOrderNo }, { token: buyer.token })).data;
    expect(tracking).toMatchObject({ logistics_company: 'Short Lived Post', tracking_url: null });
  });

  it('link a return parcel the buyer sent to its carrier’s page, found by name whatever its case, and nothing for a carrier not in the list', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const returnSent = async (carrier: string, trackingNo: string) => {
      const { orderNo, subOrderNo } = await shippedOrder(buyer, 'DHL', `OUT-${trackingNo}`);
      const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'return', reason: 'Chipped', amount: '5.00' }, { token: buyer.token });
      await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
      expect((await call(t.app, 'POST', '/order/refund_ship', { refund_id: asked.data.id, logistics_company: carrier, tracking_no: trackingNo }, { token: buyer.token })).code).toBe(200);
      return orderNo;
    };
    const viaUps = await returnSent('ups', '1Z 999');
    const viaCourier = await returnSent('Corner Courier', 'CC1');

    expect((await detailOf(buyer, viaUps)).refunds[0]).toMatchObject({ logistics_company: 'ups', tracking_url: 'https://www.ups.com/track?tracknum=1Z%20999' });
    expect((await detailOf(buyer, viaCourier)).refunds[0]).toMatchObject({ logistics_company: 'Corner Courier', tracking_url: null });
    const rows = (order_no: string) => adminCall<PageResult<RefundAdminRow>>(t.app, root, 'GET', '/refunds', { order_no });
    expect((await rows(viaUps)).data.list.map((row) => row.tracking_url)).toEqual(['https://www.ups.com/track?tracknum=1Z%20999']);
    expect((await rows(viaCourier)).data.list.map((row) => row.tracking_url)).toEqual([null]);
    const admin = (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: viaUps })).data;
    expect(admin.refunds.map((refund) => refund.tracking_url)).toEqual(['https://www.ups.com/track?tracknum=1Z%20999']);
  });
});

describe('migration 0038', () => {
  /** The migration's statements after it made the table: what turns an install's parameter into carriers. */
  const carrierRowsFromParameter = readFileSync(new URL('../../db/migrations/0038_carriers.sql', import.meta.url), 'utf8').split('--> statement-breakpoint').slice(2);

  it('makes a carrier of each line of an existing install’s logistics_companies parameter, with the known tracking pages, and retires the parameter', async () => {
    await t.db.delete(carriers);
    await t.db.insert(parameters).values({ key: 'logistics_companies', name: 'Logistics companies', value: ' Acme Post \n\nDHL\r\nacme post\nJD Logistics\nroyal mail' });
    for (const statement of carrierRowsFromParameter) await t.db.execute(sql.raw(statement));

    const rows = await t.db.select().from(carriers).orderBy(carriers.sort);
    expect(rows.map((row) => [row.name, row.trackingUrlPattern, row.sort, row.status])).toEqual([
      ['Acme Post', '', 10, 'active'],
      ['DHL', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={no}', 30, 'active'],
      ['JD Logistics', '', 50, 'active'],
      ['royal mail', 'https://www.royalmail.com/track-your-item#/tracking-results/{no}', 60, 'active'],
    ]);
    expect(await t.db.select().from(parameters).where(eq(parameters.key, 'logistics_companies'))).toEqual([]);
    expect((await adminCall<string[]>(t.app, root, 'GET', '/orders/logistics_companies')).data).toEqual(['Acme Post', 'DHL', 'JD Logistics', 'royal mail']);
  });
});
