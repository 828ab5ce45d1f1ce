// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateTransitions } from './tables/state-transitions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { tableFlaws, walkStateMachine } from '../test/state-machine-walk.ts';
import { AppError } from './errors.ts';
import { defineStateMachine, SYSTEM } from './state-machine.ts';

/** A table made for this test only: a parcel with the life of a goods order. */
const parcels = pgTable('test_parcels', {
  id: serial().primaryKey(),
  status: varchar({ length: 32 }).notNull(),
  shippedBy: integer(),
  shippedAt: timestamp({ withTimezone: true }),
});

const parcelStatus = defineStateMachine({
  kind: 'test_parcel',
  table: parcels,
  initial: 'pending_payment',
  terminal: ['cancelled', 'completed', 'refunded'],
  transitions: {
    pending_payment: { paid: ['user', 'system'], cancelled: ['user', 'admin', 'system'] },
    paid: { shipped: ['admin'], refunded: ['admin'] },
    shipped: { completed: ['user', 'system'] },
    cancelled: {},
    completed: {},
    refunded: {},
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table test_parcels (id serial primary key, status varchar(32) not null, shipped_by integer, shipped_at timestamptz)`);
});
afterAll(async () => {
  await t.close();
});

async function parcelIn(status: string): Promise<number> {
  const [row] = await t.db.insert(parcels).values({ status }).returning({ id: parcels.id });
  if (!row) throw new Error('parcel not inserted');
  return row.id;
}

async function codeOf(work: Promise<unknown>): Promise<number> {
  return work.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.code : 5000),
  );
}

describe('defineStateMachine', () => {
  it('allows exactly the moves of its table, refusing every other pair with 4207 and recording each move', async () => {
    await walkStateMachine(parcelStatus, { db: t.db, arrange: parcelIn, actorIds: { user: 41, admin: 7 } });
  });

  it('lets one of two racing moves through and refuses the other with 4207, with one history row', async () => {
    const id = await parcelIn('pending_payment');
    const codes = await Promise.all([
      codeOf(t.db.transaction((tx) => parcelStatus.transition(tx, id, 'paid', SYSTEM, 'payment callback'))),
      codeOf(t.db.transaction((tx) => parcelStatus.transition(tx, id, 'cancelled', { kind: 'user', id: 41 }, 'changed my mind'))),
    ]);
    expect(codes.sort()).toEqual([200, 4207]);
    const history = await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, id));
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(history).toHaveLength(1);
    expect(row?.status).toBe(history[0]?.toState);
  });

  it('sets further columns in the same update, and answers 4402 for a row that does not exist', async () => {
    const id = await parcelIn('paid');
    const shippedAt = new Date('2026-03-01T10:00:00Z');
    const moved = await t.db.transaction((tx) => parcelStatus.transition(tx, id, 'shipped', { kind: 'admin', id: 7 }, 'DHL 123', { shippedBy: 7, shippedAt }));
    expect(moved).toEqual({ from: 'paid', to: 'shipped' });
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(row).toMatchObject({ status: 'shipped', shippedBy: 7, shippedAt });
    expect(await codeOf(t.db.transaction((tx) => parcelStatus.transition(tx, 999_999, 'paid', SYSTEM)))).toBe(4402);
  });

  it('undoes the move when the rest of its transaction fails', async () => {
    const id = await parcelIn('pending_payment');
    const failed = t.db.transaction(async (tx) => {
      await parcelStatus.transition(tx, id, 'paid', SYSTEM);
      throw new Error('stock ran out');
    });
    await expect(failed).rejects.toThrow('stock ran out');
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(row?.status).toBe('pending_payment');
    expect(await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, id))).toHaveLength(0);
  });
});

describe('tableFlaws', () => {
  it('names unreachable states, terminal states with exits, dead ends and moves nobody may make', () => {
    const broken = defineStateMachine({
      kind: 'test_broken',
      table: parcels,
      initial: 'new',
      terminal: ['done'],
      transitions: {
        new: { open: ['user'], stuck: [] },
        open: { done: ['admin'] },
        stuck: {},
        done: { open: ['admin'] },
        orphan: { done: ['system'] },
      },
    });
    expect(tableFlaws(broken)).toEqual([
      'new -> stuck: nobody may make this move',
      'stuck has no exit but is not declared terminal',
      'terminal state done has exits',
      'orphan cannot be reached from new',
    ]);
    expect(tableFlaws(parcelStatus)).toEqual([]);
  });
});
