import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { travelOrderStatus } from './state.ts';

/** A travel order's moves, oldest first, as order details show them (who, from, to, when, remark in the reader's language). */
export async function travelHistory(db: DbOrTx, travelOrderId: number, reader: Reader) {
  const moves = await travelOrderStatus.history(db, travelOrderId);
  return moves.map((move) => ({ from: move.from, to: move.to, actor: move.actorKind, remark: reader.text(move), at: move.at.toISOString() }));
}
