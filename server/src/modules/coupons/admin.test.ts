import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkResult, CouponSendResult, CouponTemplateRow, PageResult, UserCoupon } from '@roamcart/contracts';
import { userCoupons } from './tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const save = (body: Record<string, unknown>, lang = 'en') => adminCall<CouponTemplateRow>(t.app, root, 'POST', '/coupons/save', body, { lang });
const base = { title: { en: 'Spring sale', 'zh-CN': '春季特惠' }, validity: 'days', valid_days: 7, total: 3, give_out: 'send' };

describe('POST /admin_api/coupons/save', () => {
  it('saves a template with its translated title, keeping only what its kind uses, and lists it', async () => {
    const saved = await save({ ...base, kind: 'percent', percent: 15, max_discount: '20', amount: '9.00', min_spend: '50.5', validity: 'fixed', valid_from: '2030-03-01', valid_until: '2030-03-31' });
    expect(saved.data).toMatchObject({
      title: { en: 'Spring sale', 'zh-CN': '春季特惠' },
      kind: 'percent',
      percent: 15,
      amount: '0.00',
      max_discount: '20.00',
      min_spend: '50.50',
      validity: 'fixed',
      valid_from: '2030-03-01',
      valid_until: '2030-03-31',
      valid_days: 0,
      issued: 0,
      used: 0,
      status: 'active',
    });
    const listed = await adminCall<PageResult<CouponTemplateRow>>(t.app, root, 'GET', '/coupons', { keyword: '春季', kind: 'percent' });
    expect(listed.data.list.map((row) => row.id)).toEqual([saved.data.id]);
  });

  it('checks each kind’s fields, the scope, the dates and the quantity, with the field named', async () => {
    expect(await save({ ...base, kind: 'percent' })).toMatchObject({ code: 4002, data: { percent: 'Enter a percentage from 1 to 99' } });
    expect(await save({ ...base, kind: 'amount', amount: '0' }, 'zh-CN')).toMatchObject({ code: 4002, data: { amount: '请输入减免金额' } });
    expect(await save({ ...base, kind: 'free_shipping', scope: 'categories' })).toMatchObject({ code: 4002, data: { scope_ids: 'Choose at least one' } });
    expect(await save({ ...base, kind: 'free_shipping', scope: 'hotels' }, 'ja')).toMatchObject({ code: 4002, data: { scope: '送料無料は商品にのみ適用されます。商品の範囲を選んでください' } });
    expect(await save({ ...base, kind: 'free_shipping', validity: 'fixed', valid_from: '2030-03-10', valid_until: '2030-03-01' })).toMatchObject({
      code: 4002,
      data: { valid_until: 'The end date comes before the start date' },
    });
    expect(await save({ ...base, kind: 'free_shipping', total: 0 })).toMatchObject({ code: 4002, data: { total: expect.any(String) } });
    // A blank title is no title of its own: customers read one made from the rule (holding.ts couponTitleOf).
    expect(await save({ ...base, kind: 'free_shipping', title: { en: ' ' } })).toMatchObject({ code: 200, data: { title: {}, shown_title: 'Free shipping' } });
  });
});

describe('POST /admin_api/coupons/send', () => {
  it('sends to one customer within the per-customer limit, and to a filtered group while coupons are left', async () => {
    const template = (await save({ ...base, kind: 'amount', amount: '4.00' })).data;
    const customer = await registerCustomer(t);
    const send = (body: Record<string, unknown>) => adminCall<CouponSendResult>(t.app, root, 'POST', '/coupons/send', { template_id: template.id, ...body });
    expect((await send({ user_id: customer.userId })).data).toEqual({ sent: 1, skipped: 0 });
    expect((await send({ user_id: customer.userId })).data).toEqual({ sent: 0, skipped: 1 });
    const mine = await call<PageResult<UserCoupon>>(t.app, 'GET', '/coupon/mine', { status: 'usable' }, { token: customer.token, lang: 'zh-CN' });
    expect(mine.data.list).toMatchObject([{ template_id: template.id, title: '春季特惠', amount: '4.00' }]);

    for (let i = 0; i < 3; i += 1) await registerCustomer(t);
    const today = new Date().toISOString().slice(0, 10);
    const group = await send({ registered_from: today, registered_to: today });
    expect(group.data.sent).toBe(2);
    expect(group.data.sent + group.data.skipped).toBeGreaterThanOrEqual(4);
    expect(await t.db.$count(userCoupons, eq(userCoupons.templateId, template.id))).toBe(3);
    expect((await send({ user_id: 2_000_000 })).code).toBe(4402);
  });

  it('counts the customers a group would reach before sending, then gives each of them one coupon', async () => {
    const template = (await save({ ...base, kind: 'amount', amount: '2.00', total: 1000, per_customer_limit: 5 })).data;
    const today = new Date().toISOString().slice(0, 10);
    const group = { registered_from: today, registered_to: today };
    const count = async (query: Record<string, unknown>) => adminCall<{ count: number }>(t.app, root, 'GET', '/coupons/send/count', query);
    const before = (await count(group)).data.count;
    for (let i = 0; i < 2; i += 1) await registerCustomer(t);
    const reached = (await count(group)).data.count;
    expect(reached).toBe(before + 2);
    expect((await count({ registered_from: '2000-01-01', registered_to: '2000-01-02' })).data).toEqual({ count: 0 });
    expect(await count({ registered_from: today, registered_to: '2000-01-01' })).toMatchObject({ code: 4002, data: { registered_to: expect.any(String) } });

    const sent = await adminCall<CouponSendResult>(t.app, root, 'POST', '/coupons/send', { template_id: template.id, ...group });
    expect(sent.data).toEqual({ sent: reached, skipped: 0 });
    // Each matching customer got exactly one, though the template allows five each.
    const held = await t.db.select({ userId: userCoupons.userId }).from(userCoupons).where(eq(userCoupons.templateId, template.id));
    expect(held).toHaveLength(reached);
    expect(new Set(held.map((row) => row.userId)).size).toBe(reached);
  });

  it('is refused without the coupons:send permission, and for a disabled template', async () => {
    const template = (await save({ ...base, kind: 'amount', amount: '1.00', status: 'disabled' })).data;
    const customer = await registerCustomer(t);
    expect((await adminCall(t.app, root, 'POST', '/coupons/send', { template_id: template.id, user_id: customer.userId })).code).toBe(4223);
    const editor = await signedInAdmin(t, ['page:coupons', 'coupons:list', 'coupons:save']);
    expect((await adminCall(t.app, editor, 'POST', '/coupons/send', { template_id: template.id, user_id: customer.userId })).code).toBe(4003);
  });
});

describe('POST /admin_api/coupons/delete', () => {
  it('deletes a template nobody holds; one customers hold answers 4403 and its total cannot drop below what was given', async () => {
    const unused = (await save({ ...base, kind: 'free_shipping' })).data;
    expect((await adminCall(t.app, root, 'POST', '/coupons/delete', { id: unused.id })).code).toBe(200);
    const held = (await save({ ...base, kind: 'free_shipping' })).data;
    for (let i = 0; i < 2; i += 1) await adminCall(t.app, root, 'POST', '/coupons/send', { template_id: held.id, user_id: (await registerCustomer(t)).userId });
    expect((await adminCall(t.app, root, 'POST', '/coupons/delete', { id: held.id })).code).toBe(4403);
    expect(await save({ ...held, total: 1 })).toMatchObject({ code: 4002, data: { total: 'Fewer than the coupons already given out' } });
    expect(await save({ ...held, total: 2, status: 'disabled' })).toMatchObject({ code: 200, data: { total: 2, issued: 2, status: 'disabled' } });
  });
});

describe('POST /admin_api/coupons/bulk_delete', () => {
  it('deletes the selected templates nobody holds, keeping the held one, answering per id', async () => {
    const unused = (await save({ ...base, kind: 'free_shipping' })).data;
    const held = (await save({ ...base, kind: 'free_shipping' })).data;
    await adminCall(t.app, root, 'POST', '/coupons/send', { template_id: held.id, user_id: (await registerCustomer(t)).userId });
    const bulk = await adminCall<BulkResult>(t.app, root, 'POST', '/coupons/bulk_delete', { ids: [unused.id, held.id, unused.id] });
    expect(bulk.data.results).toEqual([
      { id: unused.id, ok: true },
      { id: held.id, ok: false, code: 4403, msg: expect.any(String) },
    ]);
    const listed = await adminCall<PageResult<CouponTemplateRow>>(t.app, root, 'GET', '/coupons', { limit: 100 });
    expect(listed.data.list.map((row) => row.id)).toContain(held.id);
    expect(listed.data.list.map((row) => row.id)).not.toContain(unused.id);
    expect((await adminCall(t.app, root, 'POST', '/coupons/bulk_delete', { ids: ['x'] })).code).toBe(4002);
  });

  it('sorts templates by a whitelisted column', async () => {
    await save({ ...base, kind: 'amount', amount: '1.00', min_spend: '90' });
    const sorted = await adminCall<PageResult<CouponTemplateRow>>(t.app, root, 'GET', '/coupons', { sort: 'min_spend', order: 'asc', limit: 100 });
    const spends = sorted.data.list.map((row) => Number(row.min_spend));
    expect(spends).toEqual([...spends].sort((a, b) => a - b));
    expect(await adminCall(t.app, root, 'GET', '/coupons', { sort: 'used' })).toMatchObject({ code: 4002, data: { sort: expect.any(String) } });
  });
});
