import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_API_PERMISSIONS,
  ADMIN_PAGES,
  flattenPermissions,
  type AdminRow,
  type AdminSession,
  type PageResult,
  type PermissionTreeNode,
  type RoleDetail,
} from '@roamcart/contracts';
import { permissions, roles } from '../../platform/tables/admin.ts';
import { ADMIN_DOCS } from '../../platform/api-docs.ts';
import { adminCall, createAdmin, signIn, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const concrete = (url: string) => url.replace('/admin_api', '').replace(':id', '1');

async function permissionId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
  if (!row) throw new Error(`no permission ${code}`);
  return row.id;
}

describe('the permission registry and the routes', () => {
  it('gives every /admin_api route a registered permission, except sign-in, the own-account routes, the own messages and the API document', () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      if (['/admin_api/auth/', '/admin_api/operator_messages', ADMIN_DOCS].some((prefix) => route.url.startsWith(prefix))) {
        expect(route.access, route.url).toBe(route.url === '/admin_api/auth/login' ? 'public' : 'signed-in');
      } else {
        expect(route.access, route.url).toBeNull();
        expect(ADMIN_API_PERMISSIONS, route.url).toContain(route.permission);
      }
    }
    const declared = new Set(routes.map((r) => r.permission));
    for (const code of ADMIN_API_PERMISSIONS) expect(declared.has(code), code).toBe(true);
  });

  it('seeds the whole registry tree by code, once', async () => {
    const rows = await t.db.select().from(permissions);
    const registry = flattenPermissions();
    expect(rows.filter((r) => r.builtin)).toHaveLength(registry.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const entry of registry) {
      const row = rows.find((r) => r.code === entry.code);
      expect(row?.type, entry.code).toBe(entry.type);
      expect(row?.parentId ? byId.get(row.parentId)?.code : null, entry.code).toBe(entry.parentCode);
    }
    expect(ADMIN_PAGES.map((p) => p.path)).toContain('/users');
  });

  it('refuses every route to a session-less caller with 4010', async () => {
    for (const route of t.app.adminRoutes.filter((r) => r.access !== 'public')) {
      const response = await adminCall(t.app, null, route.method as 'GET' | 'POST', concrete(route.url), {});
      expect(response.code, `${route.method} ${route.url}`).toBe(4010);
    }
  });

  it('refuses every permission-guarded route with 4003 to an admin whose role holds nothing, even called directly', async () => {
    const nobody = await signedInAdmin(t, []);
    for (const route of t.app.adminRoutes.filter((r) => r.permission)) {
      const response = await adminCall(t.app, nobody, route.method as 'GET' | 'POST', concrete(route.url), {}, { lang: 'zh-CN' });
      expect(response, `${route.method} ${route.url}`).toMatchObject({ code: 4003, msg: '无权执行此操作' });
    }
  });

  it('lets each route through to an admin holding just its permission', async () => {
    const byPermission = new Map<string, typeof t.app.adminRoutes>();
    for (const route of t.app.adminRoutes.filter((r) => r.permission)) {
      byPermission.set(route.permission ?? '', [...(byPermission.get(route.permission ?? '') ?? []), route]);
    }
    for (const [code, routes] of byPermission) {
      const browser = await signedInAdmin(t, [code]);
      for (const route of routes) {
        const response = await adminCall(t.app, browser, route.method as 'GET' | 'POST', concrete(route.url), {});
        expect(response.code, `${route.method} ${route.url}`).not.toBe(4003);
        expect(response.code, `${route.method} ${route.url}`).not.toBe(5000);
      }
    }
  });

  it('grants nothing through a disabled role', async () => {
    const browser = await signedInAdmin(t, ['page:logs', 'logs:list']);
    await t.db.update(roles).set({ status: 'disabled' }).where(eq(roles.id, browser.roleId));
    expect((await adminCall(t.app, browser, 'GET', '/logs')).code).toBe(4003);
  });
});

describe('POST /admin_api/roles/save', () => {
  it('creates a role with permissions and returns them from GET /roles/:id', async () => {
    const ids = [await permissionId('page:users'), await permissionId('users:list')];
    const saved = await adminCall<RoleDetail>(t.app, root, 'POST', '/roles/save', { name: 'Support', description: 'Answers customers', permission_ids: ids });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Support', is_super: false, status: 'active', permission_ids: [...ids].sort((a, b) => a - b) });
    const detail = await adminCall<RoleDetail>(t.app, root, 'GET', `/roles/${saved.data.id}`);
    expect(detail.data.permission_ids).toEqual(saved.data.permission_ids);
    expect(detail.data.admin_count).toBe(0);
    expect((await adminCall(t.app, root, 'POST', '/roles/save', { name: 'Support' })).code).toBe(4404);
    await adminCall(t.app, root, 'POST', '/admins/save', { username: 'support.one', password: 'support-pass-1', role_id: saved.data.id });
    const listed = await adminCall<{ list: RoleDetail[] }>(t.app, root, 'GET', '/roles', { name: 'Support' });
    expect(listed.data.list.map((r) => [r.name, r.admin_count])).toEqual([['Support', 1]]);
    const renamed = await adminCall<RoleDetail>(t.app, root, 'POST', '/roles/save', { id: saved.data.id, name: 'Customer support' });
    expect(renamed.data).toMatchObject({ name: 'Customer support', permission_ids: saved.data.permission_ids });
  });

  it('never lets an admin grant a permission it lacks (4003), but it may grant what it has', async () => {
    const editor = await signedInAdmin(t, ['page:roles', 'roles:save', 'page:users', 'users:list']);
    const mine = [await permissionId('page:users'), await permissionId('users:list')];
    const adjust = await permissionId('users:adjust');

    const escalate = await adminCall(t.app, editor, 'POST', '/roles/save', { name: 'Escalated', permission_ids: [...mine, adjust] });
    expect(escalate).toMatchObject({ code: 4003, msg: 'No permission for this action' });
    const [notCreated] = await t.db.select().from(roles).where(eq(roles.name, 'Escalated'));
    expect(notCreated).toBeUndefined();

    const own = await adminCall<RoleDetail>(t.app, editor, 'POST', '/roles/save', { name: 'Viewer', permission_ids: mine });
    expect(own.code).toBe(200);
    const widened = await adminCall(t.app, editor, 'POST', '/roles/save', { id: own.data.id, name: 'Viewer', permission_ids: [...mine, adjust] });
    expect(widened.code).toBe(4003);
    expect((await adminCall<RoleDetail>(t.app, root, 'GET', `/roles/${own.data.id}`)).data.permission_ids).toEqual([...mine].sort((a, b) => a - b));
  });

  it('cannot edit or delete a role that grants more than the actor has', async () => {
    const editor = await signedInAdmin(t, ['page:roles', 'roles:save', 'roles:delete', 'users:list']);
    const strongerRole = (await createAdmin(t, { permissions: ['users:list', 'users:adjust'] })).roleId;
    const [role] = await t.db.select().from(roles).where(eq(roles.id, strongerRole));
    expect((await adminCall(t.app, editor, 'POST', '/roles/save', { id: strongerRole, name: role?.name, permission_ids: [] })).code).toBe(4003);
    expect((await adminCall(t.app, editor, 'POST', '/roles/delete', { id: strongerRole })).code).toBe(4003);
    expect((await adminCall<RoleDetail>(t.app, root, 'GET', `/roles/${strongerRole}`)).data.permission_ids).toHaveLength(2);
  });

  it('cannot escalate its own role either', async () => {
    const editor = await signedInAdmin(t, ['page:roles', 'roles:save']);
    const response = await adminCall(t.app, editor, 'POST', '/roles/save', { id: editor.roleId, name: 'mine', permission_ids: [await permissionId('users:adjust')] });
    expect(response.code).toBe(4003);
  });

  it('keeps the super-admin role as it is (4507) and refuses to delete a role in use (4403)', async () => {
    const [superRole] = await t.db.select().from(roles).where(eq(roles.isSuper, true));
    expect((await adminCall(t.app, root, 'POST', '/roles/save', { id: superRole?.id, name: 'Renamed' })).code).toBe(4507);
    expect((await adminCall(t.app, root, 'POST', '/roles/delete', { id: superRole?.id })).code).toBe(4507);
    const used = await createAdmin(t, { permissions: [] });
    expect((await adminCall(t.app, root, 'POST', '/roles/delete', { id: used.roleId }, { lang: 'fr' })).msg).toBe(
      'L’enregistrement est utilisé et ne peut pas être supprimé',
    );
  });
});

describe('POST /admin_api/admins/save', () => {
  it('creates an admin under its creator, who then signs in with the given password', async () => {
    const roleId = (await createAdmin(t, { permissions: ['page:users'] })).roleId;
    const created = await adminCall<AdminRow>(t.app, root, 'POST', '/admins/save', {
      username: 'operator.one',
      nickname: 'Operator',
      password: 'operator-pass-1',
      role_id: roleId,
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ username: 'operator.one', superior_id: root.adminId, agent_id: null, totp_enabled: false });
    expect(JSON.stringify(created.data)).not.toMatch(/password/);
    expect((await signIn(t.app, 'operator.one', 'operator-pass-1', { ip: '10.30.0.1' })).response.code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/admins/save', { username: 'Operator.One', password: 'xxxxxxxx1', role_id: roleId })).code).toBe(4404);
    expect(await adminCall(t.app, root, 'POST', '/admins/save', { username: 'operator.two', role_id: roleId })).toMatchObject({
      code: 4001,
      data: { password: 'Required' },
    });
  });

  it('refuses to hand out a role with permissions the actor lacks, or the super role (4003)', async () => {
    const actor = await signedInAdmin(t, ['page:admins', 'admins:save', 'page:users', 'users:list']);
    const stronger = (await createAdmin(t, { permissions: ['users:list', 'users:adjust'] })).roleId;
    const [superRole] = await t.db.select().from(roles).where(eq(roles.isSuper, true));
    const base = { username: 'someone.new', password: 'some-password', role_id: stronger };
    expect(await adminCall(t.app, actor, 'POST', '/admins/save', base)).toMatchObject({ code: 4003, data: { role_id: 'No permission for this action' } });
    expect((await adminCall(t.app, actor, 'POST', '/admins/save', { ...base, role_id: superRole?.id })).code).toBe(4003);
    const weaker = (await createAdmin(t, { permissions: ['users:list'] })).roleId;
    expect((await adminCall(t.app, actor, 'POST', '/admins/save', { ...base, role_id: weaker })).code).toBe(200);
  });

  it('lets only a super admin edit, reset or delete a super admin', async () => {
    const actor = await signedInAdmin(t, ['page:admins', 'admins:save', 'admins:delete', 'admins:reset_password']);
    const target = await createAdmin(t, { permissions: 'super' });
    expect((await adminCall(t.app, actor, 'POST', '/admins/save', { id: target.id, username: target.username, role_id: target.roleId })).code).toBe(4003);
    expect((await adminCall(t.app, actor, 'POST', '/admins/reset_password', { id: target.id, password: 'taken-over-1' })).code).toBe(4003);
    expect((await adminCall(t.app, actor, 'POST', '/admins/delete', { id: target.id })).code).toBe(4003);
    expect((await adminCall(t.app, root, 'POST', '/admins/delete', { id: target.id })).code).toBe(200);
  });

  it('refuses to manage an admin whose role grants more than the actor has (4003)', async () => {
    const actor = await signedInAdmin(t, ['page:admins', 'admins:save', 'admins:reset_password', 'admins:delete', 'users:list']);
    const stronger = await createAdmin(t, { permissions: ['users:list', 'users:adjust'] });
    const takeover = await adminCall(t.app, actor, 'POST', '/admins/reset_password', { id: stronger.id, password: 'taken-over-1' });
    expect(takeover.code).toBe(4003);
    expect((await signIn(t.app, stronger.username, stronger.password, { ip: '10.30.0.2' })).response.code).toBe(200);
    const edit = { id: stronger.id, username: stronger.username, role_id: stronger.roleId, password: 'taken-over-1' };
    expect((await adminCall(t.app, actor, 'POST', '/admins/save', edit)).code).toBe(4003);
    expect((await adminCall(t.app, actor, 'POST', '/admins/delete', { id: stronger.id })).code).toBe(4003);
    const weaker = await createAdmin(t, { permissions: ['users:list'] });
    expect((await adminCall(t.app, actor, 'POST', '/admins/reset_password', { id: weaker.id, password: 'reset-by-boss' })).code).toBe(200);
  });

  it('refuses to change its own role or status or delete itself (4504)', async () => {
    const actor = await signedInAdmin(t, ['page:admins', 'admins:save', 'admins:delete']);
    const self = { id: actor.adminId, username: actor.username, role_id: actor.roleId };
    expect((await adminCall(t.app, actor, 'POST', '/admins/save', { ...self, status: 'disabled' })).code).toBe(4504);
    expect((await adminCall(t.app, actor, 'POST', '/admins/delete', { id: actor.adminId })).code).toBe(4504);
    expect((await adminCall<AdminRow>(t.app, actor, 'POST', '/admins/save', { ...self, nickname: 'Me' })).data.nickname).toBe('Me');
  });

  it('signs a disabled admin out at once', async () => {
    const target = await signedInAdmin(t, []);
    const saved = await adminCall(t.app, root, 'POST', '/admins/save', { id: target.adminId, username: target.username, role_id: target.roleId, status: 'disabled' });
    expect(saved.code).toBe(200);
    expect((await adminCall(t.app, target, 'GET', '/auth/me')).code).toBe(4010);
  });
});

describe('POST /admin_api/admins/reset_password and reset_totp', () => {
  it('sets a new password, lifts a lockout and ends the sessions of that admin', async () => {
    const target = await signedInAdmin(t, []);
    for (let i = 0; i < 5; i += 1) await signIn(t.app, target.username, 'wrong-password', { ip: '10.30.1.1' });
    expect((await adminCall(t.app, root, 'POST', '/admins/reset_password', { id: target.adminId, password: 'fresh-password' })).code).toBe(200);
    expect((await adminCall(t.app, target, 'GET', '/auth/me')).code).toBe(4010);
    expect((await signIn(t.app, target.username, 'fresh-password', { ip: '10.30.1.1' })).response.code).toBe(200);
  });

  it('unbinds another admin’s authenticator', async () => {
    const target = await signedInAdmin(t, []);
    await adminCall(t.app, target, 'POST', '/auth/totp/setup');
    expect((await adminCall(t.app, root, 'POST', '/admins/reset_totp', { id: target.adminId })).code).toBe(200);
    expect((await adminCall(t.app, target, 'POST', '/auth/totp/confirm', { code: '123456' })).code).toBe(4505);
  });
});

describe('GET /admin_api/admins', () => {
  it('filters by name and status', async () => {
    await createAdmin(t, { username: 'filter.me' });
    const found = await adminCall<PageResult<AdminRow>>(t.app, root, 'GET', '/admins', { username: 'filter.m', status: 'active' });
    expect(found.data.list.map((a) => a.username)).toEqual(['filter.me']);
    expect(found.data.total).toBe(1);
  });
});

describe('permissions: GET /permissions, POST /permissions/save and /delete', () => {
  it('marks what the admin may grant', async () => {
    const browser = await signedInAdmin(t, ['page:permissions', 'permissions:list']);
    const tree = await adminCall<PermissionTreeNode[]>(t.app, browser, 'GET', '/permissions');
    const flat = (nodes: PermissionTreeNode[]): PermissionTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const nodes = flat(tree.data);
    expect(nodes.find((n) => n.code === 'permissions:list')?.grantable).toBe(true);
    expect(nodes.find((n) => n.code === 'users:adjust')?.grantable).toBe(false);
    expect(nodes.find((n) => n.code === 'users:adjust')?.builtin).toBe(true);
  });

  it('adds a button under a page; built-in nodes keep their code and stay; a node with children stays', async () => {
    const page = await permissionId('page:users');
    const added = await adminCall<PermissionTreeNode>(t.app, root, 'POST', '/permissions/save', {
      parent_id: page,
      type: 'button',
      code: 'users:export',
      name: 'Export users',
    });
    expect(added.data).toMatchObject({ code: 'users:export', type: 'button', builtin: false, parent_id: page });
    expect((await adminCall(t.app, root, 'POST', '/permissions/save', { type: 'button', code: 'users:export', name: 'again' })).code).toBe(4404);
    expect((await adminCall(t.app, root, 'POST', '/permissions/save', { type: 'button', code: 'Bad Code', name: 'x' })).code).toBe(4002);

    expect((await adminCall(t.app, root, 'POST', '/permissions/save', { id: page, type: 'page', code: 'page:people', name: 'menu.users', path: '/users' })).code).toBe(
      4507,
    );
    const renamed = await adminCall<PermissionTreeNode>(t.app, root, 'POST', '/permissions/save', {
      id: page,
      parent_id: await permissionId('menu:users'),
      type: 'page',
      code: 'page:users',
      name: 'Customers',
      path: '/users',
      icon: 'UserOutlined',
    });
    expect(renamed.data.name).toBe('Customers');
    expect((await adminCall(t.app, root, 'POST', '/permissions/delete', { id: page })).code).toBe(4507);

    const group = await adminCall<PermissionTreeNode>(t.app, root, 'POST', '/permissions/save', { type: 'directory', code: 'menu:insights', name: 'Insights' });
    await adminCall(t.app, root, 'POST', '/permissions/save', { parent_id: group.data.id, type: 'page', code: 'page:insights', name: 'Insights', path: '/insights' });
    expect((await adminCall(t.app, root, 'POST', '/permissions/delete', { id: group.data.id })).code).toBe(4403);
    expect((await adminCall(t.app, root, 'POST', '/permissions/delete', { id: added.data.id })).code).toBe(200);
  });

  it('shows a page added in the back office in the menu of a role that holds it', async () => {
    const group = await adminCall<PermissionTreeNode>(t.app, root, 'POST', '/permissions/save', { type: 'directory', code: 'menu:extra', name: 'Extra' });
    await adminCall(t.app, root, 'POST', '/permissions/save', { parent_id: group.data.id, type: 'page', code: 'page:extra', name: 'Extra page', path: '/extra' });
    const browser = await signedInAdmin(t, ['page:extra']);
    const me = await adminCall<AdminSession>(t.app, browser, 'GET', '/auth/me');
    expect(me.data.menu).toMatchObject([{ code: 'menu:extra', children: [{ code: 'page:extra', path: '/extra' }] }]);
  });
});
