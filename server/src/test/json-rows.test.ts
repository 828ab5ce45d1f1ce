// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { couponTemplates } from '../modules/coupons/tables.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { rowsOf } from '../platform/db.ts';
import { rowAsJson, rowFromJson } from '../platform/json-rows.ts';

// The JSON row helpers against a real table with a column of every kind they map: big integers, JSON, dates, text.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('reads a row back from its JSON as drizzle reads it: big integers exactly, times as dates, JSON as it was, nulls as nulls', async () => {
  const { db } = t;
  const [template] = await db
    .insert(couponTemplates)
    .values({
      title: { en: 'Big', 'zh-CN': '大' },
      kind: 'amount',
      amount: 9_007_199_254_740_993n,
      scopeIds: [3, 5],
      validity: 'fixed',
      validFrom: new Date('2026-11-24T08:00:00.123Z'),
      total: 10,
      giveOut: 'claim',
    })
    .returning();
  const [selected] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, template!.id));
  const [read] = await rowsOf<{ row: Record<string, unknown> }>(db, sql`select ${rowAsJson(couponTemplates)} as row from ${couponTemplates} where ${couponTemplates.id} = ${template!.id}`);
  const fromJson = rowFromJson(couponTemplates, read!.row);
  expect(fromJson).toEqual(selected);
  expect(fromJson.amount).toBe(9_007_199_254_740_993n);
  expect(fromJson.validFrom).toEqual(new Date('2026-11-24T08:00:00.123Z'));
  expect(fromJson.validUntil).toBeNull();
  expect(fromJson.title).toEqual({ en: 'Big', 'zh-CN': '大' });
});
