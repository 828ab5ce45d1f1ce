import { and, asc, eq } from 'drizzle-orm';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { travelOrderStatus } from './state.ts';

/** A travel order's moves, oldest first, as order details show them (who, from, to, when, remark). */
export async function travelHistory(db: DbOrTx, travelOrderId: number) {
  const moves = await db
    .select()
    .from(stateTransitions)
    .where(and(eq(stateTransitions.entityKind, travelOrderStatus.kind), eq(stateTransitions.entityId, travelOrderId)))
    .orderBy(asc(stateTransitions.id));
  return moves.map((move) => ({ from: move.fromState, to: move.toState, actor: move.actorKind, remark: move.remark, at: move.createdAt.toISOString() }));
}
