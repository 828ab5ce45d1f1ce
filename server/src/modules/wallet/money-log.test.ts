// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MoneyLogPage, PointsLogPage } from '@roamcart/contracts';
import { balanceLedger } from './tables.ts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const adjust = (userId: number, body: Record<string, unknown>) => adminCall(t.app, root, 'POST', '/users/adjust', { user_id: userId, remark: 'Goodwill', ...body });

describe('GET /user/money_log', () => {
  it('lists the wallet lines newest first with before, after, amount, type, remark and time, in the caller’s currency', async () => {
    const customer = await registerCustomer(t);
    await adjust(customer.userId, { balance_delta: '10.00', remark: 'Welcome gift' });
    await adjust(customer.userId, { balance_delta: '-2.50', remark: 'Correction' });
    const usd = await call<MoneyLogPage>(t.app, 'GET', '/user/money_log', {}, { token: customer.token });
    expect(usd.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(usd.data.list).toMatchObject([
      { type: 'admin_adjust', before: '10.00', after: '7.50', amount: '-2.50', remark: 'Correction' },
      { type: 'admin_adjust', before: '0.00', after: '10.00', amount: '10.00', remark: 'Welcome gift' },
    ]);
    expect(Date.parse(usd.data.list[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // In yen (no decimals) the balances are converted and each line is their difference: every line adds up.
    const jpy = await call<MoneyLogPage>(t.app, 'GET', '/user/money_log', {}, { token: customer.token, currency: 'JPY' });
    expect(jpy.data.list.map(({ before, amount, after }) => [before, amount, after])).toEqual([
      ['1510', '-377', '1133'],
      ['0', '1510', '1510'],
    ]);
  });

  it('filters by type and by days, and shows nobody else’s lines', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    await adjust(customer.userId, { balance_delta: '5.00' });
    await adjust(other.userId, { balance_delta: '9.00' });
    const [line] = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, customer.userId));
    await t.db.update(balanceLedger).set({ createdAt: sql`'2026-03-10T12:00:00Z'` }).where(eq(balanceLedger.id, line!.id));
    await adjust(customer.userId, { balance_delta: '1.00' });
    const get = (query: Record<string, unknown>) => call<MoneyLogPage>(t.app, 'GET', '/user/money_log', query, { token: customer.token });
    expect((await get({})).data.total).toBe(2);
    expect((await get({ date_from: '2026-03-10', date_to: '2026-03-10' })).data.list.map((l) => l.amount)).toEqual(['5.00']);
    expect((await get({ date_from: '2026-03-11' })).data.list.map((l) => l.amount)).toEqual(['1.00']);
    expect((await get({ type: 'pay_goods_order' })).data.total).toBe(0);
    expect((await get({ type: 'admin_adjust', limit: 1 })).data).toMatchObject({ total: 2, list: [{ amount: '1.00' }] });
  });

  it('refuses a bad filter with the field, in English and Chinese', async () => {
    const customer = await registerCustomer(t);
    const reversed = await call(t.app, 'GET', '/user/money_log', { date_from: '2026-03-11', date_to: '2026-03-10' }, { token: customer.token });
    expect(reversed).toMatchObject({ code: 4002, data: { date_to: 'The end date comes before the start date' } });
    const chinese = await call(t.app, 'GET', '/user/money_log', { type: 'DROP TABLE' }, { token: customer.token, lang: 'zh-CN' });
    expect(chinese).toMatchObject({ code: 4002, msg: '参数无效', data: { type: '无效的值' } });
    expect((await call(t.app, 'GET', '/user/money_log', {})).code).toBe(2001);
  });
});

describe('GET /user/points_log', () => {
  it('lists points lines in whole points, the email-verification award first', async () => {
    const customer = await registerCustomer(t);
    await adjust(customer.userId, { points_delta: -30, remark: 'Redeemed' });
    const log = await call<PointsLogPage>(t.app, 'GET', '/user/points_log', {}, { token: customer.token, currency: 'EUR' });
    expect(log.data.list).toMatchObject([
      { type: 'admin_adjust', before: 100, after: 70, amount: -30, remark: 'Redeemed' },
      { type: 'email_verified', before: 0, after: 100, amount: 100 },
    ]);
    const filtered = await call<PointsLogPage>(t.app, 'GET', '/user/points_log', { type: 'email_verified' }, { token: customer.token });
    expect(filtered.data.total).toBe(1);
  });
});
