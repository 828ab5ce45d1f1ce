import type { DbOrTx } from '../../platform/db.ts';
import { travelOrderStatus } from './state.ts';

/** A travel order's moves, oldest first, as order details show them (who, from, to, when, remark). */
export async function travelHistory(db: DbOrTx, travelOrderId: number) {
  const moves = await travelOrderStatus.history(db, travelOrderId);
  return moves.map((move) => ({ from: move.from, to: move.to, actor: move.actorKind, remark: move.remark, at: move.at.toISOString() }));
}
