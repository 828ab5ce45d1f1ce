import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HobbyList } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { addresses } from '../address/tables.ts';
import { userHobbies } from '../engagement/tables.ts';
import { call, useTestApp, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();

const address = { name: 'Li Lei', tel: '13800138000', province: '广东省', city: '深圳市', county: '南山区', area_code: '440305', address_detail: 'Keyuan road 1' };

/** A customer with an address and two hobbies, the rows other modules keep about them. */
async function customerWithRows() {
  const customer = await registerCustomer(t);
  expect((await call(t.app, 'POST', '/address/save', address, { token: customer.token })).code).toBe(200);
  const list = await call<HobbyList>(t.app, 'GET', '/hobbyList', undefined, { token: customer.token });
  const hobbyIds = list.data.hobbies.slice(0, 2).map((h) => h.id);
  expect((await call(t.app, 'POST', '/hobby', { hobby_ids: hobbyIds }, { token: customer.token })).code).toBe(200);
  return customer;
}

async function rowsOf(userId: number) {
  return {
    addresses: (await t.db.select().from(addresses).where(eq(addresses.userId, userId))).length,
    hobbies: (await t.db.select().from(userHobbies).where(eq(userHobbies.userId, userId))).length,
  };
}

describe('account deletion and the userDeleted event', () => {
  it('removes the address book and hobbies through the modules that own them', async () => {
    const { token, password, userId } = await customerWithRows();
    expect(await rowsOf(userId)).toEqual({ addresses: 1, hobbies: 2 });

    expect((await call(t.app, 'POST', '/user/delete_account', { password }, { token })).code).toBe(200);

    expect(await rowsOf(userId)).toEqual({ addresses: 0, hobbies: 0 });
    const [row] = await t.db.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
    expect(row?.email).toBeNull();
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  // Last in the file: the failing follower stays subscribed on this app.
  it('keeps everything when a follower fails: the event runs inside the deletion transaction', async () => {
    const { token, password, userId, email } = await customerWithRows();
    t.app.deps.events.subscribe({
      userDeleted: async () => {
        throw new Error('follower failed');
      },
    });

    expect((await call(t.app, 'POST', '/user/delete_account', { password }, { token })).code).toBe(5000);

    expect(await rowsOf(userId)).toEqual({ addresses: 1, hobbies: 2 });
    const info = await call<{ email: string }>(t.app, 'GET', '/user/userInfo', undefined, { token });
    expect(info).toMatchObject({ code: 200, data: { email } });
  });
});
