import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { GoodsOrderStatus } from '@roamcart/contracts';
import { orders, subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Remark } from '../../platform/system-text.ts';
import { earnOrderPoints } from '../coupons/index.ts';
import { earnRebates, refundedTotal } from './rebates.ts';
import { defineStateMachine, type Actor, type TransitionTable } from '../../platform/state-machine.ts';

/**
 * One transition table for goods orders and their sub-orders (SPEC §4, DESIGN.md §5). A paid
 * sub-order moves on to pending shipping at once (the system's move); a received one waits for
 * its review or is completed by the system. Only finished orders can be deleted by their buyer.
 */
const GOODS_ORDER_TRANSITIONS: TransitionTable<GoodsOrderStatus> = {
  pending_payment: { paid: ['user', 'system'], cancelled: ['user', 'admin'], closed: ['system'] },
  paid: { pending_shipping: ['system'] },
  pending_shipping: { shipped: ['admin'], cancelled: ['admin'] },
  shipped: { received: ['user', 'system'] },
  received: { reviewed: ['user'], completed: ['system'] },
  reviewed: { completed: ['system'] },
  completed: { deleted: ['user'] },
  cancelled: { deleted: ['user'] },
  closed: { deleted: ['user'] },
  deleted: {},
};

const common = { initial: 'pending_payment', terminal: ['deleted'], transitions: GOODS_ORDER_TRANSITIONS } as const;
export const orderStatus = defineStateMachine<GoodsOrderStatus>({ kind: 'goods_order', table: orders, ...common });
export const subOrderStatus = defineStateMachine<GoodsOrderStatus>({ kind: 'goods_sub_order', table: subOrders, ...common });

/** The way an order goes when nothing stops it; an order is as far along it as its least advanced live sub-order. */
const PROGRESS: readonly GoodsOrderStatus[] = ['pending_payment', 'paid', 'pending_shipping', 'shipped', 'received', 'reviewed', 'completed'];
/** Sub-orders in these states no longer hold their order back. */
const ENDED: readonly GoodsOrderStatus[] = ['cancelled', 'closed', 'deleted'];

/**
 * Moves the order after its sub-orders moved: step by step along PROGRESS up to the least
 * Nothing moves while a sub-order is behind.
 */
export async function followSubOrders(tx: DbOrTx, orderId: number, actor: Actor, remark: Remark = ''): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const live = await tx
    .select({ status: subOrders.status })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, orderId), ne(subOrders.status, 'deleted')))
    .orderBy(asc(subOrders.id));
  const ranks = live.filter((sub) => !ENDED.includes(sub.status as GoodsOrderStatus)).map((sub) => PROGRESS.indexOf(sub.status as GoodsOrderStatus));
  if (ranks.length === 0) {
    // Every sub-order ended (cancelled after a full refund): so does the order.
    if (orderStatus.allows(order.status, 'cancelled', actor.kind)) await orderStatus.transition(tx, orderId, 'cancelled', actor, remark);
    return;
  }
  const target = Math.min(...ranks);
  for (let rank = PROGRESS.indexOf(order.status as GoodsOrderStatus) + 1; rank >= 1 && rank <= target; rank += 1) {
    const next = PROGRESS[rank]!;
    // A step the sub-orders took by another hand (the system's "paid -> pending shipping") is the system's here too.
    const by = orderStatus.allows(PROGRESS[rank - 1]!, next, actor.kind) ? actor : { kind: 'system' as const, id: null };
    await orderStatus.transition(tx, orderId, next, by, remark);
    if (next === 'completed') await rewardCompleted(tx, orderId);
  }
}

/** A completed order earns its buyer's agents their rebates and the buyer points on what they paid and kept. */
async function rewardCompleted(tx: DbOrTx, orderId: number): Promise<void> {
  await earnRebates(tx, orderId);
  const [order] = await tx.select({ userId: orders.userId, orderNo: orders.orderNo, paid: orders.paidAmount }).from(orders).where(eq(orders.id, orderId));
  if (order) await earnOrderPoints(tx, { userId: order.userId, orderNo: order.orderNo, kept: order.paid - (await refundedTotal(tx, orderId)) });
}

/** Moves every sub-order of the order that is in one of `from` to `to`; returns the ids moved. */
export async function moveSubOrders(
  tx: DbOrTx,
  orderId: number,
  from: readonly GoodsOrderStatus[],
  to: GoodsOrderStatus,
  actor: Actor,
  remark: Remark = '',
  changes: Record<string, unknown> = {},
): Promise<number[]> {
  const rows = await tx
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, orderId), inArray(subOrders.status, [...from])))
    .orderBy(asc(subOrders.id));
  for (const row of rows) await subOrderStatus.transition(tx, row.id, to, actor, remark, changes);
  return rows.map((row) => row.id);
}
