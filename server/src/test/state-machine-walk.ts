import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ErrorCode } from '@roamcart/contracts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { ACTOR_KINDS, type ActorKind, type StatefulTable, type StateMachine } from '../platform/state-machine.ts';

/** What is wrong with a transition table, in words; empty for a sound one. */
export function tableFlaws<S extends string, T extends StatefulTable>(machine: StateMachine<S, T>): string[] {
  const flaws: string[] = [];
  const declared = new Set<string>(machine.states);
  if (!declared.has(machine.initial)) flaws.push(`initial state ${machine.initial} is not in the table`);
  for (const from of machine.states) {
    const exits = Object.entries(machine.transitions[from]) as [string, readonly ActorKind[] | undefined][];
    for (const [to, actors] of exits) {
      if (!declared.has(to)) flaws.push(`${from} -> ${to}: ${to} is not in the table`);
      if (!actors || actors.length === 0) flaws.push(`${from} -> ${to}: nobody may make this move`);
    }
    const terminal = machine.terminal.includes(from);
    if (terminal && exits.length > 0) flaws.push(`terminal state ${from} has exits`);
    if (!terminal && exits.length === 0) flaws.push(`${from} has no exit but is not declared terminal`);
  }
  const reached = new Set<string>([machine.initial]);
  const queue: string[] = [machine.initial];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const next of Object.keys(machine.transitions[state as S] ?? {})) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  for (const state of machine.states) if (!reached.has(state)) flaws.push(`${state} cannot be reached from ${machine.initial}`);
  return flaws;
}

export interface WalkOptions<S extends string> {
  db: Db;
  /** A row in `state`, returning its id (a fresh one, or one reset to that state). */
  arrange(state: S): Promise<number>;
  /** The id recorded for a user or admin actor. */
  actorIds?: Partial<Record<ActorKind, number>>;
}

/**
 * Checks a machine as a whole: the table is sound (see tableFlaws), and for every pair of states
 * and every actor kind the move either goes through (status changed, one history row naming the
 * actor) or is refused with 4207 leaving the row and the history as they were.
 */
export async function walkStateMachine<S extends string, T extends StatefulTable>(machine: StateMachine<S, T>, options: WalkOptions<NoInfer<S>>): Promise<void> {
  expect(tableFlaws(machine)).toEqual([]);
  const { db } = options;
  const table: StatefulTable = machine.table;
  const statusOf = async (id: number) => (await db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]?.status;
  const historyOf = async (id: number) => (await machine.history(db, id)).reverse();
  for (const from of machine.states) {
    for (const to of machine.states) {
      for (const kind of ACTOR_KINDS) {
        const id = await options.arrange(from);
        const actor = { kind, id: kind === 'system' ? null : (options.actorIds?.[kind] ?? 1) };
        const historyBefore = (await historyOf(id)).length;
        const move = `${from} -> ${to} by ${kind}`;
        const outcome = await db
          .transaction((tx) => machine.transition(tx, id, to, actor, `walk ${move}`))
          .then(
            () => 200,
            (error: unknown) => (error instanceof AppError ? error.code : String(error)),
          );
        const history = await historyOf(id);
        if (machine.allows(from, to, kind)) {
          expect({ move, outcome, status: await statusOf(id) }).toEqual({ move, outcome: 200, status: to });
          expect(history).toHaveLength(historyBefore + 1);
          expect(history[0]).toMatchObject({ from, to, actorKind: kind, actorId: actor.id, remark: `walk ${move}` });
        } else {
          expect({ move, outcome, status: await statusOf(id) }).toEqual({ move, outcome: ErrorCode.OrderStateConflict, status: from });
          expect(history).toHaveLength(historyBefore);
        }
      }
    }
  }
}
