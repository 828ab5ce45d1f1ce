import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRow, GoodsReviewPage, PageResult, ProductAdminDetail, ReviewAdminRow } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let kettle: ProductAdminDetail;
let mug: ProductAdminDetail;

/** A buyer's order of one `goods`, paid, shipped, received and reviewed with `rating` stars. */
async function reviewed(goods: ProductAdminDetail, rating: number, content: string): Promise<Buyer> {
  const buyer = await newBuyer(t, root, '100.00');
  const created = await placeOrder(t, buyer, [{ sku_id: goods.skus[0]!.id, qty: 1 }]);
  const orderNo = created.data.order_no;
  await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token });
  await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: `RV${rating}` });
  await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
  const done = await call(t.app, 'POST', '/order/review', { order_no: orderNo, reviews: [{ sku_id: goods.skus[0]!.id, rating, content }] }, { token: buyer.token });
  if (done.code !== 200) throw new Error(JSON.stringify(done));
  return buyer;
}

const publicReviews = async (goods: ProductAdminDetail) => (await call<GoodsReviewPage>(t.app, 'GET', '/goods/reviews', { goods_id: goods.id })).data;
const goodsRating = async (goods: ProductAdminDetail) => (await call<{ rating: string | null; rating_count: number }>(t.app, 'GET', '/goods/detail', { id: goods.id })).data;
const listReviews = (admin: AdminBrowser, query: Record<string, unknown>) => adminCall<PageResult<ReviewAdminRow>>(t.app, admin, 'GET', '/reviews', query);
const setStatus = (admin: AdminBrowser, body: Record<string, unknown>, lang = 'en') => adminCall(t.app, admin, 'POST', '/reviews/status', body, { lang });

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Kitchen' } })).id;
  kettle = await saveProduct(t, root, categoryId, { name: { en: 'Kettle', 'zh-CN': '水壶' }, skus: [{ spec_values: [], price: '30.00', stock: 100 }] });
  mug = await saveProduct(t, root, categoryId, { name: { en: 'Mug' }, skus: [{ spec_values: [], price: '8.00', stock: 100 }] });
});
afterAll(async () => {
  await t.close();
});

describe('reviews moderation', () => {
  it('lists reviews with the reviewer in full, filtered by goods, rating and status', async () => {
    const fan = await reviewed(kettle, 5, 'Boils fast');
    await reviewed(kettle, 2, 'Leaks');
    await reviewed(mug, 4, 'Nice mug');
    const all = await listReviews(root, { goods_id: kettle.id });
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((row) => row.rating)).toEqual([2, 5]);
    expect(all.data.list[1]).toMatchObject({
      goods_id: kettle.id,
      goods_name: 'Kettle',
      user_id: fan.userId,
      customer: expect.stringMatching(/@example\.com$/),
      content: 'Boils fast',
      status: 'visible',
      sub_order_no: expect.stringMatching(/^\d+$/),
    });
    expect((await adminCall<PageResult<ReviewAdminRow>>(t.app, root, 'GET', '/reviews', { goods_id: kettle.id }, { lang: 'zh-CN' })).data.list[0]!.goods_name).toBe('水壶');
    expect((await listReviews(root, { goods_id: kettle.id, rating: 5 })).data.list.map((row) => row.content)).toEqual(['Boils fast']);
    expect((await listReviews(root, { rating: 4 })).data.list.map((row) => row.content)).toEqual(['Nice mug']);
    expect((await listReviews(root, { goods_id: kettle.id, status: 'hidden' })).data.total).toBe(0);
    expect(await listReviews(root, { rating: 6 })).toMatchObject({ code: 4002, data: { rating: expect.any(String) } });
    expect(await listReviews(root, { status: 'gone' })).toMatchObject({ code: 4002, data: { status: expect.any(String) } });
  });

  it('hides a review from the goods page and its average rating, and shows it again', async () => {
    const before = await publicReviews(kettle);
    expect(before).toMatchObject({ total: 2, rating: '3.5' });
    // The goods page is a cached answer: hiding must drop it.
    expect(await goodsRating(kettle)).toMatchObject({ rating: '3.5', rating_count: 2 });
    const leak = (await listReviews(root, { goods_id: kettle.id, rating: 2 })).data.list[0]!;

    expect(await setStatus(root, { id: leak.id, status: 'hidden' })).toMatchObject({ code: 200 });
    expect(await publicReviews(kettle)).toMatchObject({ total: 1, rating: '5.0', list: [{ content: 'Boils fast' }] });
    expect(await goodsRating(kettle)).toMatchObject({ rating: '5.0', rating_count: 1 });
    expect((await listReviews(root, { goods_id: kettle.id, status: 'hidden' })).data.list).toEqual([expect.objectContaining({ id: leak.id, status: 'hidden' })]);

    // Hiding twice takes the stars out once.
    expect((await setStatus(root, { id: leak.id, status: 'hidden' })).code).toBe(200);
    expect(await goodsRating(kettle)).toMatchObject({ rating: '5.0', rating_count: 1 });

    expect((await setStatus(root, { id: leak.id, status: 'visible' })).code).toBe(200);
    expect(await publicReviews(kettle)).toMatchObject({ total: 2, rating: '3.5' });
    expect(await goodsRating(kettle)).toMatchObject({ rating: '3.5', rating_count: 2 });
  });

  it('takes every hidden review out, down to no rating at all', async () => {
    const [only] = (await listReviews(root, { goods_id: mug.id })).data.list;
    await setStatus(root, { id: only!.id, status: 'hidden' });
    expect(await publicReviews(mug)).toMatchObject({ total: 0, rating: null, list: [] });
    expect(await goodsRating(mug)).toMatchObject({ rating: null, rating_count: 0 });
    await setStatus(root, { id: only!.id, status: 'visible' });
    expect(await goodsRating(mug)).toMatchObject({ rating: '4.0', rating_count: 1 });
  });

  it('answers bad input with 4002 and the field, an unknown review with 4402, in English and Chinese', async () => {
    expect(await setStatus(root, { id: 'x', status: 'hidden' })).toMatchObject({ code: 4002, data: { id: expect.any(String) } });
    expect(await setStatus(root, { id: 1, status: 'deleted' })).toMatchObject({ code: 4002, data: { status: expect.any(String) } });
    expect(await setStatus(root, { id: 999_999, status: 'hidden' })).toMatchObject({ code: 4402, msg: 'Record does not exist' });
    expect(await setStatus(root, { id: 999_999, status: 'hidden' }, 'zh-CN')).toMatchObject({ code: 4402, msg: '记录不存在' });
  });

  it('keeps each route to its permission, and an agent’s admins to their customers’ reviews', async () => {
    const [review] = (await listReviews(root, { goods_id: kettle.id })).data.list;
    const reader = await signedInAdmin(t, ['reviews:list']);
    expect((await listReviews(reader, { goods_id: kettle.id })).data.total).toBe(2);
    expect(await setStatus(reader, { id: review!.id, status: 'hidden' })).toMatchObject({ code: 4003 });
    const nobody = await signedInAdmin(t, ['orders:list']);
    expect((await listReviews(nobody, {})).code).toBe(4003);

    const agent = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Review region', rebate_ratio: '1', invite_code: 'REVREG1', parent_id: null });
    const scoped = await signedInAdmin(t, ['reviews:list', 'reviews:status'], { agentId: agent.data.id });
    expect((await listReviews(scoped, {})).data.total).toBe(0);
    expect((await setStatus(scoped, { id: review!.id, status: 'hidden' })).code).toBe(4402);
    expect((await publicReviews(kettle)).total).toBe(2);
  });
});
