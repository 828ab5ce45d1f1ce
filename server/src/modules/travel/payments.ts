import { and, eq } from 'drizzle-orm';
import { ErrorCode, type TravelOrderStatus, type TravelPayBody, type TravelPayStatus } from '@roamcart/contracts';
import { travelOrders } from './tables.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import type { Reader } from '../../platform/reader.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import { channelFor, checkChannelLimits, collectPayment, openCheckout, recordChannelPayment, startChannelPayment, type Payable, type PaymentsDeps } from '../payments/index.ts';
import { ownTravelOrder, type TravelOrderRow } from './orders.ts';
import { confirmOnPayment } from './process.ts';
import type { TravelProvider } from './provider.ts';
import { travelOrderStatus } from './state.ts';

async function payStatusOf(tx: DbOrTx, orderId: number, reader: Reader): Promise<TravelPayStatus> {
  const [order] = await tx.select().from(travelOrders).where(eq(travelOrders.id, orderId));
  return {
    order_no: order!.orderNo,
    status: order!.status as TravelOrderStatus,
    pay_amount: reader.price.out(order!.payAmount),
    paid_amount: reader.price.out(order!.paidAmount),
    currency: reader.price.seen.currency,
  };
}

/** What is still due on a locked order that may be paid now: reviewed, its hold not expired; else 4207. */
function dueOf(order: TravelOrderRow, now: Date): bigint {
  if (order.status !== 'reviewed_pending_payment') throw new AppError(ErrorCode.OrderStateConflict);
  if (order.holdDeadline && order.holdDeadline <= now) throw new AppError(ErrorCode.OrderStateConflict);
  return order.payAmount - order.paidAmount;
}

/** The order is paid: on to verification (or ticketing), or confirmed at once with instant confirmation, inside the payment's transaction. */
async function markPaid(tx: Tx, provider: TravelProvider, order: TravelOrderRow, actor: Actor, remark: string, now: Date): Promise<void> {
  await travelOrderStatus.transition(tx, order.id, 'paid_pending_verification', actor, remark, { paidAmount: order.payAmount, paidAt: now, holdDeadline: null });
  await provider.afterPaid?.(tx, order, now);
  await confirmOnPayment(tx, provider, order, now);
}

/**
 * The traveller pays their reviewed order (the review comes first, SPEC §4). From the wallet: what
 * is due, through the payment service in the same transaction as the move to paid (4201 when the
 * balance is short; 4207 when there is nothing to pay, so a second payment in parallel pays
 * nothing). Online: a checkout of what is due is opened and its page answered; the order is paid
 * when the gateway confirms (travelOrderPayable). Offline: the channel is checked, and the
 * transfer's voucher goes to POST /payment/offline.
 */
export async function payTravelOrder(
  deps: { db: Db; payments?: PaymentsDeps; now?: () => Date },
  provider: TravelProvider,
  userId: number,
  body: TravelPayBody,
  reader: Reader,
  claim: IdempotencyClaim | undefined,
): Promise<TravelPayStatus> {
  const now = deps.now?.() ?? new Date();
  const paid = await runOnce(deps.db, `user:${userId}:${provider.kind}/order/pay`, claim, async (tx): Promise<TravelPayStatus> => {
    const order = await ownTravelOrder(tx, userId, provider.kind, body.order_no, true);
    const due = dueOf(order, now);
    await provider.checkPayable(tx, order, now);
    if (body.method === 'wallet') {
      const balance = await collectPayment(tx, { userId, biz: provider.biz, reference: order.orderNo, method: 'wallet', amount: due, seen: reader.price.seen });
      await markPaid(tx, provider, order, { kind: 'user', id: userId }, 'wallet', now);
      return { ...(await payStatusOf(tx, order.id, reader)), balance: reader.price.out(balance) };
    }
    if (!deps.payments) throw new AppError(ErrorCode.PaymentChannelUnavailable);
    const channel = await channelFor(tx, body.channel_id!, 'pay');
    if (channel.kind !== body.method) throw new AppError(ErrorCode.PaymentChannelUnavailable);
    checkChannelLimits(channel, due, reader);
    if (body.method === 'offline') return payStatusOf(tx, order.id, reader);
    const started = await startChannelPayment(tx, deps.payments, { biz: provider.biz, reference: order.orderNo, userId, channel, amount: due, fee: 0n, seen: reader.price.seen });
    return { ...(await payStatusOf(tx, order.id, reader)), pay_no: started.payNo };
  });
  if (!paid.pay_no || !deps.payments) return paid;
  const payUrl = await openCheckout(deps.payments, paid.pay_no, reader);
  return payUrl ? { ...paid, pay_url: payUrl } : paid;
}

/**
 * Travel orders as something a channel payment pays: what is due on the payer's own reviewed
 * order, and a confirmed payment applied only while the order still waits for exactly that money
 * (otherwise the payment service keeps it for the payer).
 */
export function travelOrderPayable(provider: TravelProvider, now: () => Date = () => new Date()): Payable {
  return {
    async due(tx, ask) {
      if (ask.payerId === null) throw new AppError(ErrorCode.RecordNotFound);
      const order = await ownTravelOrder(tx, ask.payerId, provider.kind, ask.reference, true);
      return { reference: order.orderNo, subOrderNos: [], amount: dueOf(order, now()) };
    },
    async settle(tx, channelPayment, at) {
      const [order] = await tx
        .select()
        .from(travelOrders)
        .where(and(eq(travelOrders.orderNo, channelPayment.reference), eq(travelOrders.kind, provider.kind)))
        .for('update');
      if (order?.status !== 'reviewed_pending_payment' || order.payAmount - order.paidAmount !== channelPayment.amount) return 'nothing_due';
      const seen = { currency: channelPayment.currency, rate: channelPayment.rate };
      await recordChannelPayment(tx, { userId: channelPayment.userId, biz: provider.biz, reference: order.orderNo, payNo: channelPayment.payNo, amount: channelPayment.amount, seen });
      await markPaid(tx, provider, order, SYSTEM, `channel ${channelPayment.payNo}`, at);
      return 'applied';
    },
  };
}
