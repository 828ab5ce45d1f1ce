import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@roamcart/contracts';
import { admins } from './tables/admin.ts';
import { stateTransitions } from './tables/state-transitions.ts';
import { users } from './tables/users.ts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import { insertRows } from './insert-rows.ts';
import { remarkColumns, type Remark, type StoredRemark } from './system-text.ts';

/** Who makes a move: the customer, a back-office admin, or the server itself (a job, a payment callback). */
export type ActorKind = 'user' | 'admin' | 'system';
export const ACTOR_KINDS: readonly ActorKind[] = ['user', 'admin', 'system'];

export interface Actor {
  kind: ActorKind;
  /** The user's or admin's id; null for the system. */
  id: number | null;
}

export const SYSTEM: Actor = { kind: 'system', id: null };

/** state -> the states it may move to -> the actor kinds allowed to make that move. */
export type TransitionTable<S extends string> = Record<S, Partial<Record<NoInfer<S>, readonly ActorKind[]>>>;

/** A table whose rows carry a state machine: an integer `id` and a text `status`. */
export type StatefulTable = PgTable & { id: PgColumn; status: PgColumn };

/** A move just made: the row as it was read before it, and what the same update set besides the status. */
export interface Move<S extends string, Row> {
  id: number;
  from: S;
  to: S;
  actor: Actor;
  remark: Remark;
  before: Row;
  changes: Record<string, unknown>;
}

/** What entering a state does besides the move itself; runs in the move's transaction, after its history row. */
export type TransitionHook<S extends string, Row> = (tx: DbOrTx, move: Move<S, Row>) => Promise<void>;

/** The hooks of a process, by the state a move enters. */
export type TransitionHooks<S extends string, Row> = Partial<Record<S, TransitionHook<S, Row>>>;

/** A move a row made before it was recorded here: to which state, by whom, why and when. */
export interface PastMove<S extends string> {
  to: S;
  actor: Actor;
  remark: Remark;
  at: Date;
}

/**
 * One recorded move, oldest first in a history; `actorName` is the admin's username or the user's
 * email (else nickname), '' for the system. Its remark is put into a reader's words by a TextReader.
 */
export interface RecordedMove extends StoredRemark {
  entityKind: string;
  entityId: number;
  from: string;
  to: string;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  at: Date;
}

/**
 * The recorded moves of rows of one or more machines, oldest first: the one history reader, for
 * order details and the back office alike. `entities` pairs a machine's kind with the ids to read.
 */
export async function transitionHistory(db: DbOrTx, entities: readonly { kind: string; ids: readonly number[] }[]): Promise<RecordedMove[]> {
  const wanted = entities.filter((entity) => entity.ids.length > 0);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ move: stateTransitions, adminName: admins.username, email: users.email, nickname: users.nickname })
    .from(stateTransitions)
    .leftJoin(admins, and(eq(stateTransitions.actorKind, 'admin'), eq(admins.id, stateTransitions.actorId)))
    .leftJoin(users, and(eq(stateTransitions.actorKind, 'user'), eq(users.id, stateTransitions.actorId)))
    .where(or(...wanted.map((entity) => and(eq(stateTransitions.entityKind, entity.kind), inArray(stateTransitions.entityId, [...entity.ids])))))
    .orderBy(asc(stateTransitions.id));
  return rows.map(({ move, adminName, email, nickname }) => ({
    entityKind: move.entityKind,
    entityId: move.entityId,
    from: move.fromState,
    to: move.toState,
    actorKind: move.actorKind as ActorKind,
    actorId: move.actorId,
    actorName: adminName ?? email ?? nickname ?? '',
    remark: move.remark,
    remarkKey: move.remarkKey,
    remarkParams: move.remarkParams,
    at: move.createdAt,
  }));
}

export interface StateMachineDefinition<S extends string, T extends StatefulTable = StatefulTable> {
  /** Recorded in state_transitions.entity_kind, e.g. `user_account`, `order`. */
  kind: string;
  table: T;
  /** The state a new row starts in. */
  initial: NoInfer<S>;
  /** States with no way out (completed, cancelled, ...). */
  terminal: readonly NoInfer<S>[];
  transitions: TransitionTable<S>;
  /** Side effects of entering a state (Vendure's process hooks): a machine without them only moves and records. */
  hooks?: TransitionHooks<S, T['$inferSelect']>;
}

export interface StateMachine<S extends string, T extends StatefulTable = StatefulTable> extends StateMachineDefinition<S, T> {
  states: readonly S[];
  /** Whether `actor` may move a row from `from` to `to`. */
  allows(from: string, to: string, actor: ActorKind): boolean;
  /**
   * Moves row `id` to `to` inside `tx`: a conditional update on the state it was read in, so a
   * move that lost a race to another one fails instead of overwriting it, and one history row.
   * 4207 for a move the table does not allow (or not to this actor) and for a lost race; 4402
   * when there is no such row. `changes` are further columns set by the same update.
   */
  transition(tx: DbOrTx, id: number, to: S, actor: Actor, remark?: Remark, changes?: Record<string, unknown>): Promise<{ from: S; to: S }>;
  /**
   * Writes the history of rows that made their moves before they were recorded here (the demo's
   * past orders), from the initial state, each move at its own time; the caller wrote each row in
   * the state its last move reached, and what the moves did besides. Each move is checked as
   * transition() checks it (4207 for one the table does not allow to its actor); hooks do not run.
   */
  recordPast(tx: DbOrTx, rows: readonly { id: number; moves: readonly PastMove<S>[] }[]): Promise<void>;
  /**
   * The history rows recordPast would write, checked the same way, for a caller that writes the
   * histories of several machines (an order and its parts) in one statement, in the order they happened.
   */
  pastHistory(rows: readonly { id: number; moves: readonly PastMove<S>[] }[]): (typeof stateTransitions.$inferInsert)[];
  /** The same machine (kind, table, moves) whose moves also run `hooks`: a process built on it. */
  withHooks(hooks: TransitionHooks<S, T['$inferSelect']>): StateMachine<S, T>;
  /** The moves of row `id`, oldest first (see transitionHistory). */
  history(db: DbOrTx, id: number): Promise<RecordedMove[]>;
}

export function defineStateMachine<S extends string, T extends StatefulTable = StatefulTable>(definition: StateMachineDefinition<S, T>): StateMachine<S, T> {
  const { transitions } = definition;
  // drizzle's select types cannot follow a generic table; the moves only need id and status.
  const table: StatefulTable = definition.table;
  const states = Object.keys(transitions) as S[];
  const allows = (from: string, to: string, actor: ActorKind): boolean =>
    Object.hasOwn(transitions, from) && (transitions[from as S][to as S]?.includes(actor) ?? false);

  const pastHistory = (rows: readonly { id: number; moves: readonly PastMove<S>[] }[]) =>
    rows.flatMap(({ id, moves }) => {
      let from: S = definition.initial;
      let last = new Date(0);
      return moves.map(({ to, actor, remark, at }) => {
        if (!allows(from, to, actor.kind)) throw new AppError(ErrorCode.OrderStateConflict);
        if (at < last) throw new Error(`${definition.kind} ${id}: the move to ${to} is dated before the move before it`);
        const row = { entityKind: definition.kind, entityId: id, fromState: from, toState: to, actorKind: actor.kind, actorId: actor.id, ...remarkColumns(remark), createdAt: at };
        from = to;
        last = at;
        return row;
      });
    });

  return {
    ...definition,
    states,
    allows,
    async transition(tx, id, to, actor, remark = '', changes = {}) {
      const hook = definition.hooks?.[to];
      // The whole row only when a hook will read it.
      const [row] = hook
        ? ((await tx.select().from(table).where(eq(table.id, id)).limit(1)) as { status: unknown }[])
        : await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw new AppError(ErrorCode.RecordNotFound);
      const from = row.status as S;
      if (!allows(from, to, actor.kind)) throw new AppError(ErrorCode.OrderStateConflict);
      // drizzle cannot type `set` for a table only known to have id and status; the keys are the caller's columns.
      const moved = await tx
        .update(table)
        .set({ ...changes, status: to } as never)
        .where(and(eq(table.id, id), eq(table.status, from)))
        .returning({ id: table.id });
      if (moved.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
      await tx.insert(stateTransitions).values({
        entityKind: definition.kind,
        entityId: id,
        fromState: from,
        toState: to,
        actorKind: actor.kind,
        actorId: actor.id,
        ...remarkColumns(remark),
      });
      await hook?.(tx, { id, from, to, actor, remark, before: row as T['$inferSelect'], changes });
      return { from, to };
    },
    pastHistory,
    async recordPast(tx, rows) {
      await insertRows(tx, stateTransitions, pastHistory(rows));
    },
    withHooks: (hooks) => defineStateMachine({ ...definition, hooks }),
    history: (db, id) => transitionHistory(db, [{ kind: definition.kind, ids: [id] }]),
  };
}
