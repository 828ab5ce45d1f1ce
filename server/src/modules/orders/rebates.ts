import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageResult, RebateRow } from '@roamcart/contracts';
import { agents } from '../../platform/tables/agents.ts';
import { users } from '../../platform/tables/users.ts';
import { orders, rebateLedger, refunds } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';

const BASIS_POINTS = 10_000n;
/** Agent trees are shallow; this bounds the walk up even if a loop slipped into the data. */
const MAX_AGENT_DEPTH = 10;

/** The money paid back on an order so far. */
export async function refundedTotal(tx: DbOrTx, orderId: number): Promise<bigint> {
  const [refunded] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['refunded', 'completed'])));
  return BigInt(refunded?.total ?? '0');
}

/**
 * Credits the agents of a completed order's buyer: the buyer's agent its ratio of what was paid
 * (less what was refunded), and each agent above it the difference its higher ratio adds.
 */
export async function earnRebates(tx: DbOrTx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId, paid: orders.paidAmount, agentId: users.agentId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order?.agentId) return;
  const basis = order.paid - (await refundedTotal(tx, orderId));
  if (basis <= 0n) return;
  let covered = 0;
  let agentId: number | null = order.agentId;
  for (let depth = 0; agentId !== null && depth < MAX_AGENT_DEPTH; depth += 1) {
    const [agent] = await tx.select({ id: agents.id, ratio: agents.rebateBasisPoints, parentId: agents.parentId }).from(agents).where(eq(agents.id, agentId));
    if (!agent) break;
    if (agent.ratio > covered) {
      const share = agent.ratio - covered;
      const amount = (basis * BigInt(share)) / BASIS_POINTS;
      if (amount > 0n) await tx.insert(rebateLedger).values({ agentId: agent.id, orderId, buyerId: order.userId, basis, basisPoints: share, amount, kind: 'earned' });
      covered = agent.ratio;
    }
    agentId = agent.parentId;
  }
}

/** A refund after completion takes back each agent's rebate in proportion to the money returned. */
export async function reverseRebates(tx: DbOrTx, orderId: number, refunded: bigint): Promise<void> {
  const rows = await tx.select().from(rebateLedger).where(eq(rebateLedger.orderId, orderId));
  for (const earned of rows.filter((row) => row.kind === 'earned')) {
    const already = rows.filter((row) => row.kind === 'reversed' && row.agentId === earned.agentId).reduce((sum, row) => sum - row.amount, 0n);
    const back = (earned.amount * refunded) / earned.basis;
    const amount = back > earned.amount - already ? earned.amount - already : back;
    if (amount > 0n) {
      await tx.insert(rebateLedger).values({ agentId: earned.agentId, orderId, buyerId: earned.buyerId, basis: refunded, basisPoints: earned.basisPoints, amount: -amount, kind: 'reversed' });
    }
  }
}

/** An agent's rebate ledger for the back office, newest first, with its running total. */
export async function agentRebates(db: DbOrTx, admin: AdminContext, query: { page: number; limit: number; agent_id: number }, reader: Reader): Promise<PageResult<RebateRow> & { total_amount: string }> {
  const where = and(eq(rebateLedger.agentId, query.agent_id), await scopeCondition(db, admin));
  const page = await pageOf(
    query,
    db.select(countAll).from(rebateLedger).innerJoin(users, eq(users.id, rebateLedger.buyerId)).where(where),
    (limit, offset) =>
      db
        .select({ row: rebateLedger, orderNo: orders.orderNo, email: users.email, nickname: users.nickname })
        .from(rebateLedger)
        .innerJoin(orders, eq(orders.id, rebateLedger.orderId))
        .innerJoin(users, eq(users.id, rebateLedger.buyerId))
        .where(where)
        .orderBy(desc(rebateLedger.id))
        .limit(limit)
        .offset(offset),
    ({ row, orderNo, email, nickname }): RebateRow => ({
      id: row.id,
      order_no: orderNo,
      buyer: email ?? nickname ?? '',
      kind: row.kind === 'reversed' ? 'reversed' : 'earned',
      basis: reader.price.out(row.basis),
      ratio: (row.basisPoints / 100).toFixed(2),
      amount: reader.price.out(row.amount),
      created_at: row.createdAt.toISOString(),
    }),
  );
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${rebateLedger.amount}), 0)::text` })
    .from(rebateLedger)
    .innerJoin(users, eq(users.id, rebateLedger.buyerId))
    .where(where);
  return { ...page, total_amount: reader.price.out(BigInt(sum?.total ?? '0')) };
}
