import { desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminLogRow, DashboardData, PageResult } from '@roamcart/contracts';
import { adminLogs } from '../../platform/tables/admin.ts';
import { adminCall, signIn, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { useTestApp, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

async function lastLogId(): Promise<number> {
  const [row] = await t.db.select({ id: adminLogs.id }).from(adminLogs).orderBy(desc(adminLogs.id)).limit(1);
  return row?.id ?? 0;
}

describe('the admin action log', () => {
  it('records every write route with the admin, action, path, IP, user agent and result code', async () => {
    const writes = t.app.adminRoutes.filter((r) => r.method === 'POST' && r.access === null);
    expect(writes.length).toBeGreaterThan(25);
    for (const route of writes) {
      const before = await lastLogId();
      const url = route.url.replace('/admin_api', '');
      const response = await adminCall(t.app, root, 'POST', url, {}, { ip: '10.40.0.9', headers: { 'user-agent': 'log-test' } });
      const rows = await t.db.select().from(adminLogs).where(gt(adminLogs.id, before));
      expect(rows, route.url).toHaveLength(1);
      expect(rows[0], route.url).toMatchObject({
        adminId: root.adminId,
        adminUsername: root.username,
        action: route.permission,
        method: 'POST',
        path: route.url,
        ip: '10.40.0.9',
        userAgent: 'log-test',
        resultCode: response.code,
      });
    }
  });

  it('records sign-in (also failed), sign-out and refused writes, never with passwords or codes', async () => {
    const browser = await signedInAdmin(t, []);
    const before = await lastLogId();
    await signIn(t.app, browser.username, 'a-wrong-password', { ip: '10.40.1.1' });
    await adminCall(t.app, browser, 'POST', '/auth/password', { old_password: 'old-secret-1', password: 'new-secret-1', password_confirm: 'new-secret-1' });
    await adminCall(t.app, browser, 'POST', '/auth/totp/confirm', { code: '654321' });
    await adminCall(t.app, browser, 'POST', '/users/status', { id: 1, status: 'disabled' }, { xsrf: false });
    await adminCall(t.app, browser, 'POST', '/auth/logout');
    await adminCall(t.app, null, 'POST', '/roles/save', { name: 'x' });
    const rows = await t.db.select().from(adminLogs).where(gt(adminLogs.id, before)).orderBy(adminLogs.id);
    expect(rows.map((r) => [r.action, r.resultCode, r.adminId])).toEqual([
      ['auth:login', 4501, null],
      ['auth:password', 4108, browser.adminId],
      ['auth:totp.confirm', 4505, browser.adminId],
      ['users:status', 4011, browser.adminId],
      ['auth:logout', 200, browser.adminId],
      ['roles:save', 4010, null],
    ]);
    expect(rows[0]?.summary).toContain(browser.username);
    const all = JSON.stringify(rows);
    for (const secret of ['a-wrong-password', 'old-secret-1', 'new-secret-1', '654321']) expect(all).not.toContain(secret);
    expect(rows[3]).toMatchObject({ targetId: '1', summary: '{"id":1,"status":"disabled"}' });
  });

  it('keeps reads out of the log', async () => {
    const before = await lastLogId();
    await adminCall(t.app, root, 'GET', '/users');
    await adminCall(t.app, root, 'GET', '/auth/me');
    expect(await lastLogId()).toBe(before);
  });
});

describe('GET /admin_api/logs', () => {
  it('filters by admin, action and day, newest first', async () => {
    const browser = await signedInAdmin(t, ['page:parameters', 'parameters:save']);
    await adminCall(t.app, browser, 'POST', '/parameters/save', { name: 'Log me', key: 'log_me', value: '1' });
    await adminCall(t.app, browser, 'POST', '/parameters/save', { name: 'Log me', key: 'log_me_2', value: '2' });
    const today = new Date().toISOString().slice(0, 10);
    const found = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', {
      admin_id: browser.adminId,
      action: 'parameters:save',
      date_from: today,
      date_to: today,
    });
    expect(found.data.total).toBe(2);
    expect(found.data.list.map((l) => l.summary)).toEqual([
      '{"name":"Log me","key":"log_me_2","type":"text","min":null,"max":null,"choices":[],"value":"2","description":""}',
      '{"name":"Log me","key":"log_me","type":"text","min":null,"max":null,"choices":[],"value":"1","description":""}',
    ]);
    expect(found.data.list[0]?.target_id).toMatch(/^\d+$/);
    const yesterday = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { admin_id: browser.adminId, date_to: '2000-01-01' });
    expect(yesterday.data.total).toBe(0);
    expect((await adminCall(t.app, root, 'GET', '/logs', { date_from: 'yesterday' })).code).toBe(4002);
  });
});

describe('GET /admin_api/dashboard', () => {
  it("counts today's new customers, all customers and messages, with links only to pages the admin may open", async () => {
    await registerCustomer(t);
    await registerCustomer(t);
    await adminCall(t.app, root, 'POST', '/messages/send', { title: 'Hello', content: 'Welcome aboard' });
    const full = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard');
    expect(full.data).toEqual({
      new_users_today: { count: 2, path: '/users' },
      total_users: { count: 2, path: '/users' },
      messages_sent_today: { count: 1, path: '/messages' },
      orders_today: { count: 0, path: '/reports/sales' },
      revenue_today: { amount: '0.00', path: '/reports/sales' },
      pending_shipment: { count: 0, path: '/orders?to_handle=true' },
      pending_refunds: { count: 0, path: '/orders/refunds?to_handle=true' },
      pending_recharges: { count: 0, path: '/finance/recharges' },
      pending_offline_payments: { count: 0, path: '/finance/offline-payments' },
      pending_withdrawals: { count: 0, path: '/finance/withdrawals' },
      pending_hotel_orders: { count: 0, path: '/hotels/orders?to_handle=true' },
      tickets_to_issue: { count: 0, path: '/flights/ticket-orders' },
      ledger_issues: { count: 0, path: '/finance/ledger-check' },
    });
    const viewer = await signedInAdmin(t, ['page:dashboard', 'dashboard:view', 'page:messages']);
    const limited = await adminCall<DashboardData>(t.app, viewer, 'GET', '/dashboard');
    expect(limited.data.new_users_today).toEqual({ count: 2, path: null });
    expect(limited.data.messages_sent_today.path).toBe('/messages');
    expect(limited.data.pending_shipment.path).toBeNull();
  });

  it('keeps the log row of the message sent above', async () => {
    const [row] = await t.db.select().from(adminLogs).where(eq(adminLogs.action, 'messages:send')).orderBy(desc(adminLogs.id)).limit(1);
    expect(row).toMatchObject({ resultCode: 200, summary: '{"title":"Hello","content":"Welcome aboard"}' });
  });
});

describe('the log reads like a finished product', () => {
  it("names each action in the caller's language and each target by its name, also once deleted", async () => {
    const role = await adminCall<{ id: number }>(t.app, root, 'POST', '/roles/save', { name: 'Night shift', permission_ids: [] });
    await adminCall(t.app, root, 'POST', '/roles/delete', { id: role.data.id });
    const customer = await registerCustomer(t);
    await adminCall(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'disabled' });
    // A row written before target labels existed.
    await t.db.update(adminLogs).set({ targetLabel: null }).where(eq(adminLogs.id, await lastLogId()));

    const page = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { admin_id: root.adminId, limit: 3 });
    expect(page.data.list.map((row) => [row.action_name, row.target_id === null ? null : row.target_label ?? `#${row.target_id}`])).toEqual([
      ['Enable and disable users', `#${customer.userId}`],
      ['Delete roles', 'Night shift'],
      ['Add and edit roles', 'Night shift'],
    ]);
    const chinese = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { admin_id: root.adminId, action: 'roles:delete', lang: 'zh-CN' }, { lang: 'zh-CN' });
    expect(chinese.data.list[0]?.action_name).toBe('删除角色');

    const leaving = await signedInAdmin(t, []);
    await adminCall(t.app, leaving, 'POST', '/auth/logout');
    const own = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { admin_id: leaving.adminId, action: 'auth:logout' }, { lang: 'fr' });
    expect(own.data.list.map((row) => row.action_name)).toEqual(['Déconnexion']);
  });

  it('labels a customer by email, and filters by action and date range together', async () => {
    const customer = await registerCustomer(t);
    await adminCall(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'disabled' });
    const today = new Date().toISOString().slice(0, 10);
    const found = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { action: 'users:status', date_from: today, date_to: today });
    expect(found.data.list[0]).toMatchObject({ action: 'users:status', target_id: String(customer.userId), target_label: customer.email });
    expect(found.data.list.every((row) => row.action === 'users:status')).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { action: 'users:status', date_from: tomorrow });
    expect(later.data.total).toBe(0);
  });

  it('shows each result as a word with the failure’s message, and goods and orders by name in the reader’s language', async () => {
    const category = await saveCategory(t, root, { name: { en: 'Lighting', 'zh-CN': '灯具' } });
    const lamp = await saveProduct(t, root, category.id, { name: { en: 'Desk Lamp', 'zh-CN': '台灯' }, skus: [{ spec_values: [], price: '9.00', stock: 3 }] });
    await adminCall(t.app, root, 'POST', '/goods/delete', { id: lamp.id });
    // A write that fails: the order does not exist.
    await adminCall(t.app, root, 'POST', '/orders/cancel', { order_no: '2099010100000001', reason: 'Test' });

    const rows = async (lang: string) =>
      (await adminCall<PageResult<AdminLogRow>>(t.app, root, 'GET', '/logs', { admin_id: root.adminId, limit: 4 }, { lang })).data.list.map((row) => [
        row.action,
        row.target_label,
        row.result,
        row.result_message,
      ]);
    expect(await rows('en')).toEqual([
      ['orders:cancel', '2099010100000001', 'failed', 'Order does not exist'],
      ['products:delete', 'Desk Lamp', 'success', ''],
      ['products:save', 'Desk Lamp', 'success', ''],
      ['categories:save', 'Lighting', 'success', ''],
    ]);
    expect(await rows('zh-CN')).toEqual([
      ['orders:cancel', '2099010100000001', 'failed', '订单不存在'],
      ['products:delete', '台灯', 'success', ''],
      ['products:save', '台灯', 'success', ''],
      ['categories:save', '灯具', 'success', ''],
    ]);
  });
});
