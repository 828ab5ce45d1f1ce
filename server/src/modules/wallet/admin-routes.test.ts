// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAdjustResult } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { balanceLedger, pointsLedger } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
});
afterAll(async () => {
  await t.close();
});

async function ledgerSum(userId: number): Promise<bigint> {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${balanceLedger.amount}), 0)::text` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  return BigInt(row?.sum ?? '0');
}

describe('POST /admin_api/users/adjust', () => {
  it('adds balance and points through the ledgers, with before/after, remark and who did it', async () => {
    const customer = await registerCustomer(t);
    const res = await adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '10.50', points_delta: 50, remark: 'Compensation' });
    expect(res.data).toEqual({ user_id: customer.userId, balance: '10.50', points: 150 });
    const balanceRows = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId));
    expect(balanceRows).toMatchObject([
      { before: 0n, after: 1050n, amount: 1050n, type: 'admin_adjust', remark: 'Compensation', reference: `admin:${root.adminId}`, currency: 'USD', rate: '1.0000000000' },
    ]);
    const pointRows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, customer.userId));
    expect(pointRows.at(-1)).toMatchObject({ before: 100, after: 150, amount: 50, type: 'admin_adjust' });
    const info = await call<{ balance: string }>(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token, currency: 'CNY' });
    expect(info.data.balance).toBe('74.55');
  });

  it('never goes below zero: 4201 for balance, 4208 for points, and nothing changes', async () => {
    const customer = await registerCustomer(t);
    await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '5', remark: 'start' });
    const tooMuch = await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '-5.01', remark: 'take' });
    expect(tooMuch).toMatchObject({ code: 4201, msg: 'Insufficient balance' });
    const mixed = await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '-1', points_delta: -101, remark: 'take' }, { lang: 'ja' });
    expect(mixed).toMatchObject({ code: 4208, msg: 'ポイントが不足しています' });
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user).toMatchObject({ balance: 500n, points: 100 });
    expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId))).toHaveLength(1);
    const exact = await adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '-5', points_delta: -100, remark: 'all' });
    expect(exact.data).toMatchObject({ balance: '0.00', points: 0 });
  });

  it('refuses an empty change, a bad amount or a missing remark', async () => {
    const customer = await registerCustomer(t);
    expect(await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '0', remark: 'x' })).toMatchObject({
      code: 4002,
      data: { balance_delta: 'Enter a balance or points change' },
    });
    expect((await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '1.234', remark: 'x' })).code).toBe(4002);
    expect((await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '1' })).code).toBe(4001);
  });

  it('keeps the ledger sum equal to the balance under parallel adjustments', async () => {
    const customer = await registerCustomer(t);
    await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '5.00', remark: 'start' });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: i % 4 === 0 ? '1.00' : '-1.00', remark: `parallel ${i}` }),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.every((c) => c === 200 || c === 4201)).toBe(true);
    expect(codes.filter((c) => c === 4201).length).toBeGreaterThanOrEqual(3);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.balance).toBeGreaterThanOrEqual(0n);
    expect(await ledgerSum(customer.userId)).toBe(user?.balance);
    const applied = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId));
    expect(applied).toHaveLength(1 + codes.filter((c) => c === 200).length);
    for (const row of applied) expect(row.after - row.before).toBe(row.amount);
  });

  it('moves the money once per Idempotency-Key, even for requests sent together', async () => {
    const customer = await registerCustomer(t);
    const body = { user_id: customer.userId, balance_delta: '7.25', points_delta: 5, remark: 'Refund of a lost parcel' };
    const headers = { 'idempotency-key': 'refund-parcel-7781' };
    const results = await Promise.all(Array.from({ length: 5 }, () => adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', body, { headers })));
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200, 200]);
    for (const result of results) expect(result.data).toEqual({ user_id: customer.userId, balance: '7.25', points: 105 });
    expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId))).toHaveLength(1);
    const again = await adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', body, { headers: { 'idempotency-key': 'refund-parcel-7782' } });
    expect(again.data.balance).toBe('14.50');
    const malformed = await adminCall(t.app, root, 'POST', '/users/adjust', body, { headers: { 'idempotency-key': 'x' } });
    expect(malformed.code).toBe(4002);
  });

  it('answers 4012 when an Idempotency-Key comes back with another body, and moves nothing', async () => {
    const customer = await registerCustomer(t);
    const headers = { 'idempotency-key': 'refund-parcel-9001' };
    const first = await adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '3.00', remark: 'Refund' }, { headers });
    expect(first.data.balance).toBe('3.00');
    const reordered = await adminCall<UserAdjustResult>(t.app, root, 'POST', '/users/adjust', { remark: 'Refund', balance_delta: '3.00', user_id: customer.userId }, { headers });
    expect(reordered).toMatchObject({ code: 200, data: { balance: '3.00' } });
    const other = await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '30.00', remark: 'Refund' }, { headers, lang: 'fr' });
    expect(other).toMatchObject({ code: 4012, msg: 'Cette Idempotency-Key a déjà servi pour une autre requête' });
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user?.balance).toBe(300n);
    expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId))).toHaveLength(1);
  });

  it('is refused without the users:adjust permission', async () => {
    const customer = await registerCustomer(t);
    const viewer = await signedInAdmin(t, ['page:users', 'users:list', 'users:detail']);
    const res = await adminCall(t.app, viewer, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: '5', remark: 'gift' });
    expect(res.code).toBe(4003);
    expect(await ledgerSum(customer.userId)).toBe(0n);
  });
});
