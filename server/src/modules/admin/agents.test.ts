import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AgentRow, PageResult } from '@roamcart/contracts';
import { agents } from '../../platform/tables/agents.ts';
import { users } from '../../platform/tables/users.ts';
import { adminCall, signedInAdmin, type AdminBrowser, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp, lastMailedCode, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

async function saveAgent(body: Record<string, unknown>, browser: AdminBrowser = root) {
  return adminCall<AgentRow>(t.app, browser, 'POST', '/agents/save', body);
}

describe('POST /admin_api/agents/save', () => {
  it('stores the rebate ratio "12.50" % as 1250 basis points and returns it as typed', async () => {
    const saved = await saveAgent({ name: 'North', level: 2, rebate_ratio: '12.50', invite_code: 'north01' });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ name: 'North', level: 2, rebate_ratio: '12.50', invite_code: 'NORTH01', parent_id: null, status: 'active' });
    const [row] = await t.db.select().from(agents).where(eq(agents.id, saved.data.id));
    expect(row?.rebateBasisPoints).toBe(1250);
    const edited = await saveAgent({ id: saved.data.id, name: 'North', rebate_ratio: 7, invite_code: 'NORTH01' });
    expect(edited.data.rebate_ratio).toBe('7.00');
  });

  it('refuses a ratio above 100 or with three decimals (4002), in Spanish too', async () => {
    for (const ratio of ['100.01', '12.345', '-1', 'abc']) {
      const response = await saveAgent({ name: 'Bad', rebate_ratio: ratio, invite_code: 'BAD1' });
      expect(response.code, ratio).toBe(4002);
    }
    const es = await adminCall(t.app, root, 'POST', '/agents/save', { name: 'Bad', rebate_ratio: '101', invite_code: 'BAD1' }, { lang: 'es' });
    expect(es.data).toEqual({ rebate_ratio: 'La comisión es un porcentaje de 0 a 100 con dos decimales como máximo' });
    expect((await saveAgent({ name: 'Full', rebate_ratio: '100', invite_code: 'FULL1' })).code).toBe(200);
  });

  it('keeps invitation codes unique across agents and customers, whatever the case (4404)', async () => {
    expect((await saveAgent({ name: 'Dup', rebate_ratio: '1', invite_code: 'welcome' })).code).toBe(4404);
    const customer = await registerCustomer(t);
    const [row] = await t.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, customer.userId));
    expect((await saveAgent({ name: 'Dup', rebate_ratio: '1', invite_code: row?.code })).code).toBe(4404);
  });

  it('lets a new agent invite customers with its code', async () => {
    const saved = await saveAgent({ name: 'Invites', rebate_ratio: '3', invite_code: 'INVITE9' });
    const email = 'invited-by-agent@example.com';
    await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'register' }, { ip: '10.60.0.1' });
    const code = await lastMailedCode(t.db, email);
    const registered = await call<{ user_info: { id: number } }>(
      t.app,
      'POST',
      '/user/register',
      { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'invite9' },
      { ip: '10.60.0.1' },
    );
    expect(registered.code).toBe(200);
    const [user] = await t.db.select({ agentId: users.agentId }).from(users).where(eq(users.id, registered.data.user_info.id));
    expect(user?.agentId).toBe(saved.data.id);
  });

  it('refuses a parent that is the agent itself or below it', async () => {
    const top = await saveAgent({ name: 'Top', rebate_ratio: '1', invite_code: 'TOP1' });
    const child = await saveAgent({ name: 'Child', rebate_ratio: '1', invite_code: 'CHILD1', parent_id: top.data.id });
    expect(child.data).toMatchObject({ parent_id: top.data.id, parent_name: 'Top' });
    expect((await saveAgent({ id: top.data.id, name: 'Top', rebate_ratio: '1', invite_code: 'TOP1', parent_id: child.data.id })).code).toBe(4002);
    expect((await saveAgent({ id: top.data.id, name: 'Top', rebate_ratio: '1', invite_code: 'TOP1', parent_id: top.data.id })).code).toBe(4002);
    expect((await saveAgent({ name: 'Orphan', rebate_ratio: '1', invite_code: 'ORPH1', parent_id: 999999 })).code).toBe(4402);
  });
});

describe('POST /admin_api/agents/delete', () => {
  it('refuses an agent with customers or sub-agents (4403) and deletes an unused one', async () => {
    const [seeded] = await t.db.select().from(agents).where(eq(agents.inviteCode, 'WELCOME'));
    await registerCustomer(t);
    expect(await adminCall(t.app, root, 'POST', '/agents/delete', { id: seeded?.id })).toMatchObject({ code: 4403, msg: 'Record is in use and cannot be deleted' });

    const parent = await saveAgent({ name: 'Parent', rebate_ratio: '1', invite_code: 'PARENT1' });
    const child = await saveAgent({ name: 'Kid', rebate_ratio: '1', invite_code: 'KID1', parent_id: parent.data.id });
    expect((await adminCall(t.app, root, 'POST', '/agents/delete', { id: parent.data.id })).code).toBe(4403);
    expect((await adminCall(t.app, root, 'POST', '/agents/delete', { id: child.data.id })).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/agents/delete', { id: parent.data.id })).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/agents/delete', { id: parent.data.id })).code).toBe(4402);
  });
});

describe('agent-scoped admins and GET /admin_api/agents', () => {
  it('sees and manages only its own agent and the ones below it', async () => {
    const region = await saveAgent({ name: 'Region', rebate_ratio: '5', invite_code: 'REGION1' });
    const branch = await saveAgent({ name: 'Branch', rebate_ratio: '2', invite_code: 'BRANCH1', parent_id: region.data.id });
    const outside = await saveAgent({ name: 'Outside', rebate_ratio: '2', invite_code: 'OUT1' });
    const scoped = await signedInAdmin(t, ['page:agents', 'agents:list', 'agents:save', 'agents:delete'], { agentId: region.data.id });

    const listed = await adminCall<PageResult<AgentRow>>(t.app, scoped, 'GET', '/agents');
    expect(listed.data.list.map((a) => a.name)).toEqual(['Region', 'Branch']);
    expect(listed.data.list[0]).toMatchObject({ child_count: 1 });

    expect((await saveAgent({ id: outside.data.id, name: 'Mine now', rebate_ratio: '1', invite_code: 'OUT1' }, scoped)).code).toBe(4003);
    expect((await saveAgent({ id: region.data.id, name: 'Region', rebate_ratio: '50', invite_code: 'REGION1' }, scoped)).code).toBe(4003);
    expect((await saveAgent({ name: 'Top level', rebate_ratio: '1', invite_code: 'TOPLVL1' }, scoped)).code).toBe(4003);
    const sub = await saveAgent({ name: 'Sub', rebate_ratio: '1', invite_code: 'SUB1', parent_id: branch.data.id }, scoped);
    expect(sub.code).toBe(200);
    expect((await adminCall(t.app, scoped, 'POST', '/agents/delete', { id: outside.data.id })).code).toBe(4003);
    expect((await adminCall(t.app, scoped, 'POST', '/agents/delete', { id: sub.data.id })).code).toBe(200);
  });

  it('filters by name and parent', async () => {
    const found = await adminCall<PageResult<AgentRow>>(t.app, root, 'GET', '/agents', { name: 'bran' });
    expect(found.data.list.map((a) => a.name)).toEqual(['Branch']);
  });
});
