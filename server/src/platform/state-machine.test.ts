// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateTransitions } from './tables/state-transitions.ts';
import { createAdmin } from '../test/admin-client.ts';
import { createTestApp, registerCustomer, type TestApp } from '../test/test-app.ts';
import { tableFlaws, walkStateMachine } from '../test/state-machine-walk.ts';
import { AppError } from './errors.ts';
import { defineStateMachine, SYSTEM, transitionHistory, type Move } from './state-machine.ts';

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

describe('recordPast', () => {
  it('writes the moves a row made before it was recorded, each at its own time, and refuses one the table does not allow with 4207', async () => {
    const id = await parcelIn('completed');
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    await t.db.transaction((tx) =>
      parcelStatus.recordPast(tx, [
        {
          id,
          moves: [
            { to: 'paid', actor: SYSTEM, remark: 'card', at: at(0) },
            { to: 'shipped', actor: { kind: 'admin', id: 7 }, remark: 'DHL 9', at: at(5) },
            { to: 'completed', actor: { kind: 'user', id: 41 }, remark: '', at: at(9) },
          ],
        },
      ]),
    );
    const history = await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, id)).orderBy(stateTransitions.id);
    expect(history.map(({ entityKind, fromState, toState, actorKind, actorId, remark, createdAt }) => ({ entityKind, fromState, toState, actorKind, actorId, remark, createdAt }))).toEqual([
      { entityKind: 'test_parcel', fromState: 'pending_payment', toState: 'paid', actorKind: 'system', actorId: null, remark: 'card', createdAt: at(0) },
      { entityKind: 'test_parcel', fromState: 'paid', toState: 'shipped', actorKind: 'admin', actorId: 7, remark: 'DHL 9', createdAt: at(5) },
      { entityKind: 'test_parcel', fromState: 'shipped', toState: 'completed', actorKind: 'user', actorId: 41, remark: '', createdAt: at(9) },
    ]);

    const other = await parcelIn('shipped');
    // A user may not ship: nothing of the course is written.
    const refused = t.db.transaction((tx) =>
      parcelStatus.recordPast(tx, [
        {
          id: other,
          moves: [
            { to: 'paid', actor: SYSTEM, remark: '', at: at(0) },
            { to: 'shipped', actor: { kind: 'user', id: 41 }, remark: '', at: at(1) },
          ],
        },
      ]),
    );
    expect(await codeOf(refused)).toBe(4207);
    const backwards = t.db.transaction((tx) =>
      parcelStatus.recordPast(tx, [
        {
          id: other,
          moves: [
            { to: 'paid', actor: SYSTEM, remark: '', at: at(5) },
            { to: 'shipped', actor: { kind: 'admin', id: 7 }, remark: '', at: at(1) },
          ],
        },
      ]),
    );
    await expect(backwards).rejects.toThrow('dated before the move before it');
    expect(await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, other))).toEqual([]);
  });
});

describe('on-transition hooks', () => {
  it('run for the state a move enters, in its transaction, after its history row, with the row as it was and the further columns', async () => {
    const id = await parcelIn('paid');
    const seen: Move<string, typeof parcels.$inferSelect>[] = [];
    const shipping = parcelStatus.withHooks({
      async shipped(tx, move) {
        const history = await tx.select().from(stateTransitions).where(eq(stateTransitions.entityId, move.id));
        expect(history.map((row) => row.toState)).toEqual(['shipped']);
        seen.push(move);
      },
    });
    await t.db.transaction((tx) => shipping.transition(tx, id, 'shipped', { kind: 'admin', id: 7 }, 'DHL 123', { shippedBy: 7 }));
    expect(seen).toEqual([{ id, from: 'paid', to: 'shipped', actor: { kind: 'admin', id: 7 }, remark: 'DHL 123', before: expect.objectContaining({ id, status: 'paid', shippedBy: null }), changes: { shippedBy: 7 } }]);
    const other = await parcelIn('shipped');
    await t.db.transaction((tx) => shipping.transition(tx, other, 'completed', SYSTEM));
    expect(seen).toHaveLength(1);
    // The machine it was built on has no hooks: it only moves and records.
    const plain = await parcelIn('paid');
    await t.db.transaction((tx) => parcelStatus.transition(tx, plain, 'shipped', { kind: 'admin', id: 7 }));
    expect(seen).toHaveLength(1);
  });

  it('undo the move and its history row when the hook fails, and are not run for a refused move', async () => {
    let runs = 0;
    const failing = parcelStatus.withHooks({
      async cancelled() {
        runs += 1;
        throw new Error('refund gateway down');
      },
    });
    const id = await parcelIn('pending_payment');
    await expect(t.db.transaction((tx) => failing.transition(tx, id, 'cancelled', SYSTEM))).rejects.toThrow('refund gateway down');
    const [row] = await t.db.select().from(parcels).where(eq(parcels.id, id));
    expect(row?.status).toBe('pending_payment');
    expect(await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, id))).toHaveLength(0);
    const paid = await parcelIn('paid');
    expect(await codeOf(t.db.transaction((tx) => failing.transition(tx, paid, 'cancelled', SYSTEM)))).toBe(4207);
    expect(runs).toBe(1);
  });
});

describe('transitionHistory', () => {
  it('reads the moves of rows of several machines oldest first, naming the admin by username, the user by email and the system by nobody', async () => {
    const admin = await createAdmin(t);
    const customer = await registerCustomer(t);
    const first = await parcelIn('pending_payment');
    const second = await parcelIn('paid');
    const untouched = await parcelIn('paid');
    await t.db.transaction((tx) => parcelStatus.transition(tx, first, 'paid', { kind: 'user', id: customer.userId }, 'wallet'));
    await t.db.transaction((tx) => parcelStatus.transition(tx, second, 'shipped', { kind: 'admin', id: admin.id }, 'DHL 1'));
    await t.db.transaction((tx) => parcelStatus.transition(tx, first, 'shipped', { kind: 'admin', id: admin.id }, 'DHL 2'));
    await t.db.transaction((tx) => parcelStatus.transition(tx, second, 'completed', SYSTEM, 'delivered'));
    await t.db.insert(stateTransitions).values({ entityKind: 'test_other', entityId: first, fromState: 'a', toState: 'b', actorKind: 'system' });

    const moves = await transitionHistory(t.db, [{ kind: parcelStatus.kind, ids: [first, second] }]);
    expect(moves.map(({ entityId, from, to, actorKind, actorName, remark }) => ({ entityId, from, to, actorKind, actorName, remark }))).toEqual([
      { entityId: first, from: 'pending_payment', to: 'paid', actorKind: 'user', actorName: customer.email, remark: 'wallet' },
      { entityId: second, from: 'paid', to: 'shipped', actorKind: 'admin', actorName: admin.username, remark: 'DHL 1' },
      { entityId: first, from: 'paid', to: 'shipped', actorKind: 'admin', actorName: admin.username, remark: 'DHL 2' },
      { entityId: second, from: 'shipped', to: 'completed', actorKind: 'system', actorName: '', remark: 'delivered' },
    ]);
    expect((await parcelStatus.history(t.db, first)).map((move) => move.to)).toEqual(['paid', 'shipped']);
    expect(await parcelStatus.history(t.db, untouched)).toEqual([]);
    expect(await transitionHistory(t.db, [{ kind: parcelStatus.kind, ids: [] }])).toEqual([]);
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
