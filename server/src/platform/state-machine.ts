import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@roamcart/contracts';
import { stateTransitions } from './tables/state-transitions.ts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';

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

export interface StateMachineDefinition<S extends string> {
  /** Recorded in state_transitions.entity_kind, e.g. `user_account`, `order`. */
  kind: string;
  table: StatefulTable;
  /** The state a new row starts in. */
  initial: NoInfer<S>;
  /** States with no way out (completed, cancelled, ...). */
  terminal: readonly NoInfer<S>[];
  transitions: TransitionTable<S>;
}

export interface StateMachine<S extends string> extends StateMachineDefinition<S> {
  states: readonly S[];
  /** Whether `actor` may move a row from `from` to `to`. */
  allows(from: string, to: string, actor: ActorKind): boolean;
  /**
   * Moves row `id` to `to` inside `tx`: a conditional update on the state it was read in, so a
   * move that lost a race to another one fails instead of overwriting it, and one history row.
   * 4207 for a move the table does not allow (or not to this actor) and for a lost race; 4402
   * when there is no such row. `changes` are further columns set by the same update.
   */
  transition(tx: DbOrTx, id: number, to: S, actor: Actor, remark?: string, changes?: Record<string, unknown>): Promise<{ from: S; to: S }>;
}

export function defineStateMachine<S extends string>(definition: StateMachineDefinition<S>): StateMachine<S> {
  const { table, transitions } = definition;
  const states = Object.keys(transitions) as S[];
  const allows = (from: string, to: string, actor: ActorKind): boolean =>
    Object.hasOwn(transitions, from) && (transitions[from as S][to as S]?.includes(actor) ?? false);

  return {
    ...definition,
    states,
    allows,
    async transition(tx, id, to, actor, remark = '', changes = {}) {
      const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).limit(1);
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
        remark,
      });
      return { from, to };
    },
  };
}
