import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow, AgentRow, BulkResult, CustomerNoteRow, CustomerSpending, MoneyLogPage, OrderAdminRow, PageResult, PointsLogPage, ProductAdminDetail, RefundView } from '@roamcart/contracts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let teapot: ProductAdminDetail;

beforeAll(async () => {
  const categoryId = (await saveCategory(t, root, { name: { en: 'Customer page kitchen' } })).id;
  teapot = await saveProduct(t, root, categoryId, { name: { en: 'Customer page teapot' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
});

const minor = (amount: string) => Math.round(Number(amount) * 100);

describe('the customer page', () => {
  it('shows orders and what the customer spent net of refunds, and their wallet and points history', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const bystander = await newBuyer(t, root, '100.00');
    const { order_no } = (await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 2 }])).data;
    await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
    await placeOrder(t, bystander, [{ sku_id: teapot.skus[0]!.id, qty: 1 }]);

    const orders = await adminCall<PageResult<OrderAdminRow>>(t.app, root, 'GET', '/orders', { user_id: buyer.userId });
    expect(orders.data.list.map((order) => order.order_no)).toEqual([order_no]);
    const paid = minor(orders.data.list[0]!.paid_amount);
    expect(paid).toBeGreaterThanOrEqual(4000);

    const [sub] = (await call<{ sub_orders: { sub_order_no: string }[] }>(t.app, 'GET', '/goods/order_details', { order_no }, { token: buyer.token })).data.sub_orders;
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: sub!.sub_order_no, kind: 'refund', reason: 'Too many', amount: '5.00' }, { token: buyer.token });
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true })).code).toBe(200);

    expect((await adminCall<AdminUserDetail>(t.app, root, 'GET', `/users/${buyer.userId}`)).data).toMatchObject({ id: buyer.userId, tags: [] });
    const spending = await adminCall<CustomerSpending>(t.app, root, 'GET', '/users/spending', { user_id: buyer.userId });
    expect(spending.data).toMatchObject({ user_id: buyer.userId, order_count: 1 });
    expect(minor(spending.data.total_spent)).toBe(paid - 500);
    expect((await adminCall<CustomerSpending>(t.app, root, 'GET', '/users/spending', { user_id: bystander.userId })).data).toEqual({ user_id: bystander.userId, order_count: 1, total_spent: '0.00' });

    const wallet = await adminCall<MoneyLogPage>(t.app, root, 'GET', '/users/money_log', { user_id: buyer.userId, limit: 2 });
    expect(wallet.data.total).toBe(3);
    expect(wallet.data.list[0]).toMatchObject({ amount: '5.00' });
    expect(wallet.data.list.map((line) => line.id)).toEqual([...wallet.data.list.map((line) => line.id)].sort((a, b) => b - a));
    const secondPage = await adminCall<MoneyLogPage>(t.app, root, 'GET', '/users/money_log', { user_id: buyer.userId, limit: 2, page: 2 });
    expect(secondPage.data.list).toMatchObject([{ amount: '500.00' }]);
    const points = await adminCall<PointsLogPage>(t.app, root, 'GET', '/users/points_log', { user_id: buyer.userId });
    expect(points.data.list.at(-1)).toMatchObject({ amount: 100 });
    const theirs = await adminCall<MoneyLogPage>(t.app, root, 'GET', '/users/money_log', { user_id: bystander.userId });
    expect(theirs.data.list.map((line) => line.amount)).toEqual(['100.00']);
  });

  it('keeps operators’ notes with who wrote them and when, per customer', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const writer = await signedInAdmin(t, ['page:users', 'users:list', 'users:detail', 'users:notes']);
    const added = await adminCall<CustomerNoteRow>(t.app, writer, 'POST', '/users/notes/add', { user_id: customer.userId, body: '  Prefers phone calls  ' });
    expect(added.data).toMatchObject({ body: 'Prefers phone calls', admin_name: writer.username, created_at: expect.any(String) });
    await adminCall(t.app, root, 'POST', '/users/notes/add', { user_id: customer.userId, body: 'Second note' });
    await adminCall(t.app, root, 'POST', '/users/notes/add', { user_id: other.userId, body: 'About someone else' });

    const notes = await adminCall<PageResult<CustomerNoteRow>>(t.app, writer, 'GET', '/users/notes', { user_id: customer.userId });
    expect(notes.data.list.map((note) => note.body)).toEqual(['Second note', 'Prefers phone calls']);
    expect(notes.data.total).toBe(2);

    expect(await adminCall(t.app, root, 'POST', '/users/notes/add', { user_id: customer.userId, body: '   ' })).toMatchObject({ code: 4001, data: { body: expect.any(String) } });
    expect((await adminCall(t.app, root, 'POST', '/users/notes/add', { user_id: 2_000_000, body: 'Nobody' })).code).toBe(4402);
    const reader = await signedInAdmin(t, ['page:users', 'users:list', 'users:detail']);
    expect((await adminCall(t.app, reader, 'GET', '/users/notes', { user_id: customer.userId })).code).toBe(200);
    expect((await adminCall(t.app, reader, 'POST', '/users/notes/add', { user_id: customer.userId, body: 'Not mine to write' })).code).toBe(4003);
    expect((await adminCall(t.app, reader, 'POST', '/users/tags/add', { user_id: customer.userId, tag: 'VIP' })).code).toBe(4003);
  });

  it('tags customers (one spelling per tag, ignoring case), filters the list by tag, and tags several at once', async () => {
    const tag = `Wholesale${Date.now() % 100000}`;
    const first = await registerCustomer(t);
    const second = await registerCustomer(t);
    const untagged = await registerCustomer(t);
    expect((await adminCall<{ tags: string[] }>(t.app, root, 'POST', '/users/tags/add', { user_id: first.userId, tag })).data).toEqual({ tags: [tag] });
    expect((await adminCall<{ tags: string[] }>(t.app, root, 'POST', '/users/tags/add', { user_id: first.userId, tag: 'Asia' })).data).toEqual({ tags: ['Asia', tag] });
    expect((await adminCall<{ tags: string[] }>(t.app, root, 'POST', '/users/tags/add', { user_id: second.userId, tag: tag.toUpperCase() })).data).toEqual({ tags: [tag] });

    const tagged = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { tag: tag.toLowerCase() });
    expect(tagged.data.list.map((row) => row.id)).toEqual([second.userId, first.userId]);
    expect(tagged.data.list[1]!.tags).toEqual(['Asia', tag]);
    expect((await adminCall<{ tags: string[] }>(t.app, root, 'GET', '/users/tags')).data.tags).toEqual(expect.arrayContaining(['Asia', tag]));

    expect((await adminCall<{ tags: string[] }>(t.app, root, 'POST', '/users/tags/remove', { user_id: first.userId, tag: 'asia' })).data).toEqual({ tags: [tag] });
    expect(await adminCall(t.app, root, 'POST', '/users/tags/add', { user_id: first.userId, tag: 'x'.repeat(51) })).toMatchObject({ code: 4002, data: { tag: expect.any(String) } });

    const bulk = await adminCall<BulkResult>(t.app, root, 'POST', '/users/bulk_tag', { ids: [untagged.userId, 2_000_000, first.userId], tag: 'Autumn' });
    expect(bulk.data.results).toEqual([
      { id: untagged.userId, ok: true },
      { id: 2_000_000, ok: false, code: 4402, msg: expect.any(String) },
      { id: first.userId, ok: true },
    ]);
    expect((await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { tag: 'autumn' })).data.list.map((row) => row.id)).toEqual([untagged.userId, first.userId]);
    expect((await adminCall(t.app, root, 'POST', '/users/bulk_tag', { ids: [], tag: 'Autumn' })).code).toBe(4002);
  });

  it('sorts the list by a whitelisted column and refuses any other', async () => {
    const rich = await newBuyer(t, root, '900.00');
    const byBalance = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { sort: 'balance', order: 'desc', limit: 100 });
    const balances = byBalance.data.list.map((row) => Number(row.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(byBalance.data.list[0]!.id).toBe(rich.userId);
    const oldestFirst = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { sort: 'created_at', order: 'asc', limit: 5 });
    const ids = oldestFirst.data.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await adminCall(t.app, root, 'GET', '/users', { sort: 'password_hash' })).toMatchObject({ code: 4002, data: { sort: expect.any(String) } });
    expect(await adminCall(t.app, root, 'GET', '/users', { sort: 'id', order: 'sideways' })).toMatchObject({ code: 4002, data: { order: expect.any(String) } });
    expect((await adminCall(t.app, root, 'GET', '/orders', { sort: 'customer' })).code).toBe(4002);
    expect((await adminCall(t.app, root, 'GET', '/coupons', { sort: 'title' })).code).toBe(4002);
    expect((await adminCall(t.app, root, 'GET', '/goods', { sort: 'name' })).code).toBe(4002);
  });

  it('shows an agent-scoped admin nothing of a customer outside its agents', async () => {
    const region = (await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Notes region', rebate_ratio: '1', invite_code: 'NOTESR1', parent_id: null })).data.id;
    const outsider = await newBuyer(t, root, '10.00');
    await adminCall(t.app, root, 'POST', '/users/notes/add', { user_id: outsider.userId, body: 'Private remark' });
    await adminCall(t.app, root, 'POST', '/users/tags/add', { user_id: outsider.userId, tag: 'Hidden' });
    const scoped = await signedInAdmin(t, ['page:users', 'users:list', 'users:detail', 'users:notes', 'orders:list'], { agentId: region });

    for (const path of ['/users/notes', '/users/money_log', '/users/points_log', '/users/spending']) {
      expect((await adminCall(t.app, scoped, 'GET', path, { user_id: outsider.userId })).code).toBe(4402);
    }
    expect((await adminCall(t.app, scoped, 'POST', '/users/notes/add', { user_id: outsider.userId, body: 'Sneaky' })).code).toBe(4402);
    expect((await adminCall(t.app, scoped, 'POST', '/users/tags/remove', { user_id: outsider.userId, tag: 'Hidden' })).code).toBe(4402);
    expect((await adminCall<{ tags: string[] }>(t.app, scoped, 'GET', '/users/tags')).data.tags).not.toContain('Hidden');
    expect((await adminCall<PageResult<OrderAdminRow>>(t.app, scoped, 'GET', '/orders', { user_id: outsider.userId })).data.total).toBe(0);
    const bulk = await adminCall<BulkResult>(t.app, scoped, 'POST', '/users/bulk_tag', { ids: [outsider.userId], tag: 'Sneaky' });
    expect(bulk.data.results).toMatchObject([{ id: outsider.userId, ok: false, code: 4402 }]);
    expect((await adminCall<AdminUserDetail>(t.app, root, 'GET', `/users/${outsider.userId}`)).data.tags).toEqual(['Hidden']);
  });
});
