import { beforeAll, describe, expect, it } from 'vitest';
import type { CouponCenterItem, MoneyLogRow, OrderDetail, PageResult, ProductAdminDetail, RefundView } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { saveCouponTemplate } from '../../test/coupon-fixture.ts';
import { call, registerCustomer, useTestApp, type CallOptions } from '../../test/test-app.ts';

const t = useTestApp();
let root: AdminBrowser;
let kettle: ProductAdminDetail;

const get = <T>(buyer: { token: string }, path: string, query: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const post = <T>(buyer: { token: string }, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const detailIn = async (buyer: Buyer, orderNo: string, lang: string) => (await get<OrderDetail>(buyer, '/goods/order_details', { order_no: orderNo }, { lang })).data;

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Kitchen' } })).id;
  kettle = await saveProduct(t, root, categoryId, { name: { en: 'Steel Kettle' }, skus: [{ spec_values: [], price: '12.50', stock: 1000 }] });
});

describe('ledger remarks', () => {
  it('reads the same points line in the reader’s language, and an operator’s remark as typed', async () => {
    const customer = await registerCustomer(t);
    const remarks = async (lang: string) => (await get<PageResult<MoneyLogRow>>(customer, '/user/points_log', {}, { lang })).data.list.map((line) => line.remark);
    expect(await remarks('en')).toEqual(['Email verified']);
    expect(await remarks('zh-CN')).toEqual(['邮箱验证奖励']);
    expect(await remarks('ar')).toEqual(['تم التحقق من البريد الإلكتروني']);
    await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '3', remark: 'Geste commercial' });
    const money = await get<PageResult<MoneyLogRow>>(customer, '/user/money_log', {}, { lang: 'zh-CN' });
    expect(money.data.list.map((line) => line.remark)).toEqual(['Geste commercial']);
  });
});

describe('the order timeline and history', () => {
  it('reads a cancel reason chosen from the list in each language, the words typed as typed; the timeline names the cancel once', async () => {
    const buyer = await newBuyer(t, root);
    const orderNo = (await placeOrder(t, buyer, [{ sku_id: kettle.skus[0]!.id, qty: 1 }])).data.order_no;
    expect((await post(buyer, '/order/cancel_order', { order_no: orderNo, reason_code: 'changed_mind', reason: 'too slow' })).code).toBe(200);
    const zh = await detailIn(buyer, orderNo, 'zh-CN');
    expect(zh.timeline.map((entry) => [entry.event, entry.note])).toEqual([
      ['ordered', ''],
      ['cancelled', '我不想要了：too slow'],
    ]);
    expect(zh.history.at(-1)).toMatchObject({ to: 'cancelled', remark: '我不想要了：too slow' });
    const ar = await detailIn(buyer, orderNo, 'ar');
    expect(ar.timeline.at(-1)?.note).toBe('غيّرت رأيي: too slow');
    expect((await detailIn(buyer, orderNo, 'en')).history.at(-1)?.remark).toBe('I changed my mind: too slow');
  });

  it('shows a wallet payment as one Paid entry while the history keeps every move, and the wallet line in the reader’s language', async () => {
    const buyer = await newBuyer(t, root, '100');
    const orderNo = (await placeOrder(t, buyer, [{ sku_id: kettle.skus[0]!.id, qty: 1 }])).data.order_no;
    const paid = await post(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' }, { headers: { 'idempotency-key': `pay-${orderNo}` } });
    expect(paid.code).toBe(200);
    const zh = await detailIn(buyer, orderNo, 'zh-CN');
    expect(zh.timeline.map((entry) => entry.event)).toEqual(['ordered', 'paid']);
    expect(zh.history.length).toBeGreaterThan(2);
    expect(zh.history.find((move) => move.to === 'paid')?.remark).toBe('余额支付');
    const line = async (lang: string) => (await get<PageResult<MoneyLogRow>>(buyer, '/user/money_log', {}, { lang })).data.list[0]!.remark;
    expect(await line('zh-CN')).toBe(`支付 ${orderNo}`);
    expect(await line('ar')).toBe(`دفع ${orderNo}`);
    expect(await line('en')).toBe(`Payment for ${orderNo}`);
  });

  it('reads a refund reason chosen from the list in each language; the timeline adds the request', async () => {
    const buyer = await newBuyer(t, root, '100');
    const orderNo = (await placeOrder(t, buyer, [{ sku_id: kettle.skus[0]!.id, qty: 1 }])).data.order_no;
    await post(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' }, { headers: { 'idempotency-key': `pay-${orderNo}` } });
    const subOrderNo = (await detailIn(buyer, orderNo, 'en')).sub_orders[0]!.sub_order_no;
    const asked = await post<RefundView>(buyer, '/order/refund', { order_no: subOrderNo, kind: 'refund', reason_code: 'damaged', amount: '1.00' }, { lang: 'ar' });
    expect(asked.data.reason).toBe('تالف أو معيب');
    const zh = await detailIn(buyer, orderNo, 'zh-CN');
    expect(zh.refunds[0]!.reason).toBe('商品损坏或有质量问题');
    expect(zh.timeline.map((entry) => entry.event)).toEqual(['ordered', 'paid', 'refund_requested']);
    const none = await post(buyer, '/order/refund', { order_no: subOrderNo, kind: 'refund', amount: '1.00' });
    expect(none).toMatchObject({ code: 4001, data: { reason: 'Required' } });
  });
});

describe('coupon titles', () => {
  it('makes the title of a template without one from its rule, in the reader’s currency and language; keeps an operator’s own', async () => {
    const ruled = await saveCouponTemplate(t, root, { title: {}, kind: 'amount', amount: '5', min_spend: '50' });
    const own = await saveCouponTemplate(t, root, { title: { en: 'Spring treat' }, kind: 'amount', amount: '5', min_spend: '50' });
    const customer = await registerCustomer(t);
    const titleIn = async (id: number, options: CallOptions) => (await get<CouponCenterItem[]>(customer, '/coupon/center', {}, options)).data.find((item) => item.id === id)?.title;
    expect(await titleIn(ruled.id, { lang: 'en', currency: 'JPY' })).toBe('¥755 off orders over ¥7,550');
    expect(await titleIn(ruled.id, { lang: 'en', currency: 'EUR' })).toBe('€4.60 off orders over €46.00');
    expect(await titleIn(ruled.id, { lang: 'zh-CN', currency: 'EUR' })).toBe('满 €46.00 减 €4.60');
    expect(await titleIn(ruled.id, { lang: 'ar', currency: 'JPY' })).toMatch(/^خصم .+ على الطلبات فوق .+$/);
    expect(await titleIn(own.id, { lang: 'zh-CN', currency: 'JPY' })).toBe('Spring treat');
    expect(ruled).toMatchObject({ title: {}, shown_title: '$5.00 off orders over $50.00' });
  });
});

describe('nicknames', () => {
  it('accepts letters of every script with single spaces between words, and refuses double spaces and symbols in the reader’s language', async () => {
    const customer = await registerCustomer(t);
    for (const nickname of ['محمد علي', 'José María', '王小明', 'Zoë_O-Neil']) {
      const res = await post<{ nickname: string }>(customer, '/user/userInfo', { nickname });
      expect(res.code, nickname).toBe(200);
      expect(res.data.nickname).toBe(nickname);
    }
    expect((await post<{ nickname: string }>(customer, '/user/userInfo', { nickname: '  Ana Lucía ' })).data.nickname).toBe('Ana Lucía');
    expect(await post(customer, '/user/userInfo', { nickname: 'Ana  Lucía' }, { lang: 'zh-CN' })).toMatchObject({
      code: 4002,
      data: { nickname: '昵称只能包含任何语言的文字、数字、下划线、横线及词间单个空格' },
    });
    for (const nickname of ['smile☺', 'tab\tname', 'a$b']) {
      expect(await post(customer, '/user/userInfo', { nickname }, { lang: 'ar' }), nickname).toMatchObject({
        code: 4002,
        data: { nickname: 'يقبل الاسم المستعار حروف أي لغة والأرقام و _ و - ومسافة واحدة بين الكلمات' },
      });
    }
  });
});
