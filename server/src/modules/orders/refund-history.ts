import { eq, inArray } from 'drizzle-orm';
import type { AdminStatusMove } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { refunds } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { transitionHistory } from '../../platform/state-machine.ts';
import { refundsOfOrder, refundStatus } from './refunds.ts';

/**
 * The refund requests of an order as the back office's timeline reads them: each request asked
 * (by the buyer, or by the operator who started it, with its reason) and each of its moves
 * (approved, rejected, refunded...), who made it named, remarks in the reader's language.
 */
export async function refundHistoryForAdmin(db: DbOrTx, orderId: number, reader: Reader): Promise<AdminStatusMove[]> {
  const requests = await refundsOfOrder(db, orderId, reader);
  if (requests.length === 0) return [];
  const askers = await db
    .select({ id: refunds.id, adminId: refunds.adminId, adminName: admins.username, email: users.email, nickname: users.nickname })
    .from(refunds)
    .leftJoin(admins, eq(admins.id, refunds.adminId))
    .leftJoin(users, eq(users.id, refunds.userId))
    .where(inArray(refunds.id, requests.map((request) => request.id)));
  const askerOf = new Map(askers.map((row) => [row.id, row]));
  const subOrderOf = new Map(requests.map((request) => [request.id, request.sub_order_no]));
  const asked = requests.map((request): AdminStatusMove => {
    const asker = askerOf.get(request.id);
    const byOperator = asker?.adminId != null;
    return {
      from: '',
      to: refundStatus.initial,
      by: byOperator ? 'admin' : 'user',
      actor: (byOperator ? asker?.adminName : (asker?.email ?? asker?.nickname)) ?? '',
      remark: request.reason,
      at: request.created_at,
      sub_order_no: request.sub_order_no,
      refund_id: request.id,
    };
  });
  const moves = await transitionHistory(db, [{ kind: refundStatus.kind, ids: requests.map((request) => request.id) }]);
  return [
    ...asked,
    ...moves.map((move) => ({
      from: move.from,
      to: move.to,
      by: move.actorKind,
      actor: move.actorName,
      remark: reader.text(move),
      at: move.at.toISOString(),
      sub_order_no: subOrderOf.get(move.entityId) ?? null,
      refund_id: move.entityId,
    })),
  ];
}
