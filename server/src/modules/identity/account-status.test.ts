import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@roamcart/contracts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import { users } from '../../platform/tables/users.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import { accountStatus } from './account-status.ts';

let t: TestApp;
let root: AdminBrowser;
beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
});
afterAll(async () => {
  await t.close();
});

describe('the account status machine', () => {
  it('lets only the back office disable and enable an account', async () => {
    const { userId } = await registerCustomer(t);
    await walkStateMachine(accountStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(users).set({ status: state }).where(eq(users.id, userId));
        return userId;
      },
      actorIds: { user: userId, admin: root.adminId },
    });
  });

  it('records who disabled and enabled a customer from the back office, whose token answers 2004 at once', async () => {
    const customer = await registerCustomer(t);
    const disabled = await adminCall<AdminUserRow>(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'disabled' });
    expect(disabled.data).toMatchObject({ id: customer.userId, status: 'disabled' });
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).code).toBe(2004);
    const again = await adminCall<AdminUserRow>(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'disabled' });
    expect(again).toMatchObject({ code: 200, data: { status: 'disabled' } });
    await adminCall(t.app, root, 'POST', '/users/status', { id: customer.userId, status: 'active' });
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).code).toBe(200);
    const history = await t.db
      .select()
      .from(stateTransitions)
      .where(and(eq(stateTransitions.entityKind, 'user_account'), eq(stateTransitions.entityId, customer.userId)))
      .orderBy(stateTransitions.id);
    expect(history.map((h) => [h.fromState, h.toState, h.actorKind, h.actorId])).toEqual([
      ['active', 'disabled', 'admin', root.adminId],
      ['disabled', 'active', 'admin', root.adminId],
    ]);
  });
});
