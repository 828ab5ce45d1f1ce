// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponCenterItem, OrderPreview, PageResult, ProductAdminDetail, UserCoupon } from '@roamcart/contracts';
import { couponTemplates, userCoupons } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer as newBuyerOf, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { claimCoupon, saveCouponTemplate } from '../../test/coupon-fixture.ts';
import { call, createTestApp, registerCustomer, type CallOptions, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let homeId: number;
/** In Home > Kitchen, 12.50, from the warehouse. */
let kettle: ProductAdminDetail;
/** In Living, 30.00, from the merchant. */
let rug: ProductAdminDetail;

const newBuyer = () => newBuyerOf(t, root);
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown> = {}, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const skuId = (product: ProductAdminDetail) => product.skus[0]!.id;
const items = (...lines: [ProductAdminDetail, number][]) => lines.map(([product, qty]) => ({ sku_id: skuId(product), qty }));

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const template = (overrides: Record<string, unknown>) => saveCouponTemplate(t, root, overrides);
const claim = (buyer: Buyer, templateId: number) => claimCoupon(t, buyer, templateId);

const preview = (buyer: Buyer, lines: { sku_id: number; qty: number }[], extra: Record<string, unknown> = {}, options: CallOptions = {}) =>
  post<OrderPreview>(buyer, '/order/preview', { items: lines, address_id: buyer.addressId, ...extra }, options);

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  homeId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  const kitchenId = (await saveCategory(t, root, { name: { en: 'Kitchen' }, parent_id: homeId })).id;
  const livingId = (await saveCategory(t, root, { name: { en: 'Living' } })).id;
  kettle = await saveProduct(t, root, kitchenId, { name: { en: 'Steel Kettle' }, skus: [{ spec_values: [], price: '12.50', stock: 1000 }] });
  rug = await saveProduct(t, root, livingId, { name: { en: 'Wool Rug' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '30.00', stock: 1000 }] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /coupon/center and POST /coupon/claim', () => {
  it('lists claimable coupons with what is left, and claims within the per-customer limit: 4222 past it, in English and Chinese', async () => {
    const offer = await template({ kind: 'amount', amount: '3.00', total: 5, per_customer_limit: 2, title: { en: 'Three off', 'zh-CN': '立减三元' } });
    const sentOnly = await template({ kind: 'amount', amount: '1.00', give_out: 'send' });
    const buyer = await newBuyer();
    const center = await get<CouponCenterItem[]>(buyer, '/coupon/center', {}, { lang: 'zh-CN', currency: 'CNY' });
    const item = center.data.find((entry) => entry.id === offer.id);
    expect(item).toMatchObject({ title: '立减三元', kind: 'amount', amount: '21.30', total: 5, remaining: 5, claimed: 0, can_claim: true, validity: 'days', valid_days: 30 });
    expect(center.data.map((entry) => entry.id)).not.toContain(sentOnly.id);

    const first = await claim(buyer, offer.id);
    expect(first).toMatchObject({ template_id: offer.id, status: 'usable', amount: '3.00', order_no: null });
    expect(new Date(first.valid_until).getTime() - new Date(first.valid_from).getTime()).toBe(30 * DAY_MS);
    await claim(buyer, offer.id);
    expect(await post(buyer, '/coupon/claim', { coupon_id: offer.id })).toMatchObject({ code: 4222, msg: 'You already hold as many of this coupon as allowed' });
    expect(await post(buyer, '/coupon/claim', { coupon_id: offer.id }, { lang: 'zh-CN' })).toMatchObject({ code: 4222, msg: '该优惠券您已领取到上限' });
    const after = (await get<CouponCenterItem[]>(buyer, '/coupon/center')).data.find((entry) => entry.id === offer.id);
    expect(after).toMatchObject({ remaining: 3, claimed: 2, can_claim: false });
  });

  it('refuses coupons that are not claimable: sent-only, disabled or past their end (4223), and a missing id (4001)', async () => {
    const buyer = await newBuyer();
    const sentOnly = await template({ kind: 'amount', amount: '1.00', give_out: 'register', status: 'disabled' });
    const disabled = await template({ kind: 'amount', amount: '1.00', status: 'disabled' });
    const ended = await template({ kind: 'amount', amount: '1.00', validity: 'fixed', valid_from: day(-10), valid_until: day(-1) });
    for (const id of [sentOnly.id, disabled.id, ended.id]) expect(await post(buyer, '/coupon/claim', { coupon_id: id })).toMatchObject({ code: 4223, msg: 'This coupon cannot be claimed' });
    expect(await post(buyer, '/coupon/claim', {})).toMatchObject({ code: 4001, data: { coupon_id: 'Required' } });
    const centre = (await get<CouponCenterItem[]>(buyer, '/coupon/center')).data.map((entry) => entry.id);
    expect(centre).not.toContain(sentOnly.id);
    expect(centre).not.toContain(ended.id);
  });

  it('gives exactly the 10 coupons left to 100 parallel claims, answering the others 4221', async () => {
    const offer = await template({ kind: 'amount', amount: '2.00', total: 15, per_customer_limit: 10 });
    const early = await newBuyer();
    for (let i = 0; i < 5; i += 1) await claim(early, offer.id);
    const buyers = await Promise.all(Array.from({ length: 25 }, () => newBuyer()));
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => post(buyers[i % buyers.length]!, '/coupon/claim', { coupon_id: offer.id })));
    const codes = results.map((result) => result.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 4221)).toHaveLength(90);
    expect(results.find((result) => result.code === 4221)?.msg).toBe('All of this coupon have been claimed');
    const [row] = await t.db.select().from(couponTemplates).where(eq(couponTemplates.id, offer.id));
    expect(row).toMatchObject({ issued: 15, total: 15 });
    expect(await t.db.$count(userCoupons, eq(userCoupons.templateId, offer.id))).toBe(15);
    const zh = await post(early, '/coupon/claim', { coupon_id: offer.id }, { lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 4221, msg: '该优惠券已被领完' });
  });
});

describe('GET /coupon/mine', () => {
  it('lists usable, used and expired coupons apart', async () => {
    const buyer = await newBuyer();
    const offer = await template({ kind: 'amount', amount: '1.00', per_customer_limit: 3 });
    const kept = await claim(buyer, offer.id);
    const lapsed = await claim(buyer, offer.id);
    // As if its days had passed.
    await t.db.update(userCoupons).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(userCoupons.id, lapsed.id));
    const usable = await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status: 'usable' });
    expect(usable.data.list.map((coupon) => coupon.id)).toEqual([kept.id]);
    const expired = await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status: 'expired' });
    expect(expired.data.list).toMatchObject([{ id: lapsed.id, status: 'expired' }]);
    expect((await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status: 'used' })).data.total).toBe(0);
    expect((await get(buyer, '/coupon/mine', { status: 'lost' })).code).toBe(4002);
  });

  it('gives a new customer the coupons of registration templates', async () => {
    const welcome = await template({ kind: 'free_shipping', give_out: 'register', title: { en: 'Welcome: free shipping' } });
    const { token } = await registerCustomer(t);
    const mine = await call<PageResult<UserCoupon>>(t.app, 'GET', '/coupon/mine', { status: 'usable' }, { token });
    expect(mine.data.list).toMatchObject([{ template_id: welcome.id, title: 'Welcome: free shipping', kind: 'free_shipping' }]);
    await adminCall(t.app, root, 'POST', '/coupons/save', { ...welcome, status: 'disabled' });
  });
});

describe('coupons at checkout', () => {
  it('takes an amount off, a percent off up to its cap, or the shipping fee', async () => {
    const buyer = await newBuyer();
    const amount = await claim(buyer, (await template({ kind: 'amount', amount: '5.00', min_spend: '20.00' })).id);
    const percent = await claim(buyer, (await template({ kind: 'percent', percent: 10, max_discount: '2.00' })).id);
    const shipping = await claim(buyer, (await template({ kind: 'free_shipping' })).id);
    expect((await preview(buyer, items([kettle, 2]), { coupon_id: amount.id })).data).toMatchObject({ coupon_id: amount.id, discount: '5.00', coupon_discount: '5.00', pay_amount: '25.00' });
    expect((await preview(buyer, items([kettle, 2]), { coupon_id: percent.id })).data).toMatchObject({ discount: '2.00', pay_amount: '28.00' });
    expect((await preview(buyer, items([kettle, 1]), { coupon_id: percent.id })).data).toMatchObject({ discount: '1.25', pay_amount: '16.25' });
    const free = await preview(buyer, items([kettle, 1]), { coupon_id: shipping.id });
    expect(free.data).toMatchObject({ goods_amount: '12.50', shipping_fee: '5.00', discount: '5.00', pay_amount: '12.50' });
    expect(free.data.sub_orders[0]!.lines[0]!.discount).toBe('0.00');
  });

  it('tells why a held coupon does not fit: minimum spend, scope, travel only, not started', async () => {
    const buyer = await newBuyer();
    const minSpend = await claim(buyer, (await template({ kind: 'amount', amount: '5.00', min_spend: '20.00' })).id);
    const homeOnly = await claim(buyer, (await template({ kind: 'amount', amount: '1.00', scope: 'categories', scope_ids: [homeId] })).id);
    const rugOnly = await claim(buyer, (await template({ kind: 'amount', amount: '4.00', scope: 'products', scope_ids: [rug.id] })).id);
    const hotels = await claim(buyer, (await template({ kind: 'amount', amount: '1.00', scope: 'hotels' })).id);
    const later = await claim(buyer, (await template({ kind: 'amount', amount: '1.00', validity: 'fixed', valid_from: day(3), valid_until: day(10) })).id);
    const kettleOnly = await preview(buyer, items([kettle, 1]));
    expect(kettleOnly.data.coupons.map((coupon) => coupon.id)).toEqual([homeOnly.id]);
    const reasons = Object.fromEntries(kettleOnly.data.unusable_coupons.map((coupon) => [coupon.id, coupon.reason]));
    expect(reasons).toEqual({ [minSpend.id]: 'min_spend', [rugOnly.id]: 'scope', [hotels.id]: 'travel_only', [later.id]: 'not_started' });
    // The rug coupon applies to the rug's line only; the Home one (Kitchen is under Home) to the kettle's.
    const both = await preview(buyer, items([kettle, 1], [rug, 1]), { coupon_id: rugOnly.id });
    expect(both.data.sub_orders.map((sub) => [sub.source, sub.discount])).toEqual([
      ['warehouse', '0.00'],
      ['merchant', '4.00'],
    ]);
    expect(await preview(buyer, items([kettle, 1]), { coupon_id: later.id })).toMatchObject({ code: 4224, msg: 'This coupon cannot be used on this order' });
    expect(await preview(buyer, items([kettle, 1]), { coupon_id: minSpend.id }, { lang: 'zh-CN' })).toMatchObject({ code: 4224, msg: '该优惠券不能用于此订单' });
  });

  it('picks the coupon saving most unless the buyer chooses another or none', async () => {
    const buyer = await newBuyer();
    const amount = await claim(buyer, (await template({ kind: 'amount', amount: '5.00' })).id);
    const percent = await claim(buyer, (await template({ kind: 'percent', percent: 20, max_discount: '8.00' })).id);
    const shipping = await claim(buyer, (await template({ kind: 'free_shipping' })).id);
    const best = await preview(buyer, items([kettle, 4]));
    expect(best.data).toMatchObject({ coupon_id: percent.id, discount: '8.00', pay_amount: '42.00' });
    expect(best.data.coupons.map((coupon) => [coupon.id, coupon.discount])).toEqual([
      [percent.id, '8.00'],
      [amount.id, '5.00'],
      [shipping.id, '0.00'],
    ]);
    expect((await preview(buyer, items([kettle, 4]), { coupon_id: amount.id })).data).toMatchObject({ coupon_id: amount.id, discount: '5.00' });
    expect((await preview(buyer, items([kettle, 4]), { coupon_id: null })).data).toMatchObject({ coupon_id: null, discount: '0.00', pay_amount: '50.00' });
    const other = await newBuyer();
    expect((await preview(other, items([kettle, 4]), { coupon_id: amount.id })).code).toBe(4224);
  });
});
