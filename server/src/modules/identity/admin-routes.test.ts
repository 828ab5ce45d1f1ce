import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow, AgentRow, PageResult } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp, lastMailedCode, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

let ipCounter = 0;
async function registerWithCode(email: string, inviteCode: string): Promise<{ token: string; userId: number }> {
  ipCounter += 1;
  const ip = `10.70.${ipCounter}.1`;
  await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'register' }, { ip });
  const code = await lastMailedCode(t.db, email);
  const res = await call<{ token: string; user_info: { id: number } }>(
    t.app,
    'POST',
    '/user/register',
    { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: inviteCode },
    { ip },
  );
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return { token: res.data.token, userId: res.data.user_info.id };
}

async function agent(name: string, inviteCode: string, parentId: number | null = null): Promise<number> {
  const res = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name, rebate_ratio: '1', invite_code: inviteCode, parent_id: parentId });
  return res.data.id;
}

describe('GET /admin_api/users', () => {
  it('lists customers newest first and filters by email, nickname, status and registration day', async () => {
    const a = await registerCustomer(t, { email: 'list-alpha@example.com', nickname: 'alpha_list' });
    const b = await registerCustomer(t, { email: 'list-beta@example.com' });
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, b.userId));

    const byEmail = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { email: 'list-' });
    expect(byEmail.data.list.map((u) => u.email)).toEqual(['list-beta@example.com', 'list-alpha@example.com']);
    expect(byEmail.data.list[1]).toMatchObject({ id: a.userId, nickname: 'alpha_list', status: 'active', balance: '0.00', points: 100, agent_name: 'Roamcart' });

    const byNickname = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { nickname: 'ALPHA' });
    expect(byNickname.data.list.map((u) => u.id)).toEqual([a.userId]);
    const disabled = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { email: 'list-', status: 'disabled' });
    expect(disabled.data.list.map((u) => u.id)).toEqual([b.userId]);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { email: 'list-', registered_from: today, registered_to: today });
    expect(todays.data.total).toBe(2);
    const old = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { registered_to: '2001-01-01' });
    expect(old.data.total).toBe(0);
    const paged = await adminCall<PageResult<AdminUserRow>>(t.app, root, 'GET', '/users', { email: 'list-', limit: 1, page: 2 });
    expect(paged.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.list.map((u) => u.id)).toEqual([a.userId]);
  });
});

describe('GET /admin_api/users/:id', () => {
  it('shows profile, wallet, addresses, invitation code and agent', async () => {
    const customer = await registerCustomer(t);
    await call(
      t.app,
      'POST',
      '/address/save',
      { name: 'Li Lei', tel: '13800138000', province: 'Guangdong', city: 'Shenzhen', area_code: '440305', address_detail: '1 Keji Road' },
      { token: customer.token },
    );
    const detail = await adminCall<AdminUserDetail>(t.app, root, 'GET', `/users/${customer.userId}`);
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id: customer.userId, email: customer.email, points: 100, balance: '0.00', email_verified: true, agent: { name: 'Roamcart', invite_code: 'WELCOME' } });
    expect(detail.data.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(detail.data.addresses).toMatchObject([{ name: 'Li Lei', city: 'Shenzhen', country: 'CN', postal_code: '', is_default: true }]);
    const us = { name: 'Jane Roe', tel: '+1 212 555 0134', country: 'US', province: 'NY', city: 'New York', postal_code: '10001', address_detail: '350 Fifth Avenue' };
    await call(t.app, 'POST', '/address/save', us, { token: customer.token });
    const after = await adminCall<AdminUserDetail>(t.app, root, 'GET', `/users/${customer.userId}`);
    expect(after.data.addresses.find((address) => address.name === 'Jane Roe')).toMatchObject({ country: 'US', postal_code: '10001', tel: '+12125550134' });
    expect((await adminCall(t.app, root, 'GET', '/users/999999')).code).toBe(4402);
  });
});

describe('agent-scoped admins', () => {
  it("see only their agent's and sub-agents' customers", async () => {
    const region = await agent('Scope region', 'SCOPER1');
    const branch = await agent('Scope branch', 'SCOPEB1', region);
    const mine = await registerWithCode('scoped-mine@example.com', 'SCOPER1');
    const below = await registerWithCode('scoped-below@example.com', 'scopeb1');
    const other = await registerCustomer(t, { email: 'scoped-other@example.com' });
    const scoped = await signedInAdmin(t, ['page:users', 'users:list', 'users:detail', 'users:status', 'users:adjust'], { agentId: region });

    const listed = await adminCall<PageResult<AdminUserRow>>(t.app, scoped, 'GET', '/users', { email: 'scoped-' });
    expect(listed.data.list.map((u) => u.id)).toEqual([below.userId, mine.userId]);
    expect(listed.data.list[0]?.agent_id).toBe(branch);
    const all = await adminCall<PageResult<AdminUserRow>>(t.app, scoped, 'GET', '/users', { limit: 100 });
    expect(all.data.list.map((u) => u.id)).not.toContain(other.userId);

    expect((await adminCall(t.app, scoped, 'GET', `/users/${mine.userId}`)).code).toBe(200);
    expect((await adminCall(t.app, scoped, 'GET', `/users/${other.userId}`)).code).toBe(4402);
    expect((await adminCall(t.app, scoped, 'POST', '/users/status', { id: other.userId, status: 'disabled' })).code).toBe(4402);
    expect((await adminCall(t.app, scoped, 'POST', '/users/adjust', { user_id: other.userId, balance_delta: '5', remark: 'gift' })).code).toBe(4402);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.userId));
    expect(untouched).toMatchObject({ status: 'active', balance: 0n });

    const scopedBranch = await signedInAdmin(t, ['page:users', 'users:list'], { agentId: branch });
    const branchList = await adminCall<PageResult<AdminUserRow>>(t.app, scopedBranch, 'GET', '/users', { email: 'scoped-' });
    expect(branchList.data.list.map((u) => u.id)).toEqual([below.userId]);
  });
});

describe('POST /admin_api/users/status', () => {
  it('disables a customer, whose next storefront call answers 2004, and enables them again', async () => {
    const customer = await registerCustomer(t);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).code).toBe(200);
    const disabled = await adminCall<AdminUserRow>(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'disabled' });
    expect(disabled.data).toMatchObject({ id: customer.userId, status: 'disabled' });
    expect(await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).toMatchObject({ code: 2004, msg: 'Account has no permission' });
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token, lang: 'zh-CN' })).msg).toBe('账号无权限');
    await adminCall(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'active' });
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'gone' })).code).toBe(4002);
  });
});
