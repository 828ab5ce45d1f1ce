// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/tables/users.ts';
import { balanceLedger, pointsLedger } from './tables.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import { postLedgerEntry } from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const seen = { currency: 'EUR', rate: '0.9200000000' };

/** The codes of a burst of spends, each in its own transaction as a request would run it. */
async function burst(count: number, spend: (i: number) => Promise<unknown>): Promise<number[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => spend(i)));
  return results.map((r) => (r.status === 'fulfilled' ? 200 : r.reason instanceof AppError ? r.reason.code : 5000));
}

/** The database's own message for a refused write (drizzle wraps it as the error's cause). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'accepted';
}

describe('postLedgerEntry', () => {
  it('lets a parallel burst of spends take the balance to zero and no further, the ledger matching', async () => {
    const { userId } = await registerCustomer(t);
    await postLedgerEntry(t.db, { userId, account: 'balance', amount: 1000n, type: 'top_up', remark: 'Top-up', seen });
    const codes = await burst(12, (i) =>
      t.db.transaction((tx) => postLedgerEntry(tx, { userId, account: 'balance', amount: -300n, type: 'order_payment', remark: `order ${i}`, seen })),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 4201)).toHaveLength(9);
    const [user] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    expect(user?.balance).toBe(100n);
    const lines = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId));
    expect(lines).toHaveLength(4);
    expect(lines.reduce((sum, line) => sum + line.amount, 0n)).toBe(100n);
    for (const line of lines) expect(line).toMatchObject({ after: line.before + line.amount, currency: 'EUR', rate: '0.9200000000' });
  });

  it('serves points the same way: 4208 past zero, one ledger line per applied spend', async () => {
    const { userId } = await registerCustomer(t);
    const codes = await burst(6, () => t.db.transaction((tx) => postLedgerEntry(tx, { userId, account: 'points', amount: -40, type: 'redeem', remark: 'Redeem' })));
    // Registering with an emailed code verified the address: 100 points to start with.
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 4208)).toHaveLength(4);
    const [user] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    expect(user?.points).toBe(20);
    const lines = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(lines.map((line) => line.type)).toEqual(['email_verified', 'redeem', 'redeem']);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(20);
  });

  it('has the database itself refuse a balance below zero, and lets points go below zero only as a debt taken back from a refunded order', async () => {
    const { userId } = await registerCustomer(t);
    expect(await refusal(t.db.update(users).set({ balance: sql`-1` }).where(eq(users.id, userId)))).toMatch(/users_balance_not_negative/);
    await expect(postLedgerEntry(t.db, { userId, account: 'points', amount: -101, type: 'order_spend', remark: 'Too many' })).rejects.toMatchObject({ code: 4208 });
    expect(await postLedgerEntry(t.db, { userId, account: 'points', amount: -101, type: 'order_earn_taken_back', remark: 'Refunded', mayOwe: true })).toBe(-1);
    const [user] = await t.db.select({ balance: users.balance, points: users.points }).from(users).where(eq(users.id, userId));
    expect(user).toEqual({ balance: 0n, points: -1 });
  });
});
