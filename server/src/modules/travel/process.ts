import { and, count, eq, inArray } from 'drizzle-orm';
import { ErrorCode, type TravelContact, type TravelOrderStatus } from '@roamcart/contracts';
import { publishOnCommit } from '../../platform/commit-events.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import type { Remark } from '../../platform/system-text.ts';
import { refundPayment } from '../payments/index.ts';
import { returnTravelCoupon, spendTravelCoupon, type TravelSavings } from './coupons.ts';
import { tellQueueOperators } from './operator-queues.ts';
import { insertTravelOrder, lockTravelOrder, ownTravelOrder, type TravelOrderRow } from './orders.ts';
import { travelParameter } from './parameters.ts';
import type { TravelProvider } from './provider.ts';
import { HOLDING_STATUSES, travelOrderStatus } from './state.ts';
import { travelOrders } from './tables.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The travel-order process over one kind's provider (Vendure's OrderProcess): the one state
 * machine, whose moves into cancelled give back what the order held or bought (and, unpaid, its
 * coupon) and whose moves into verified make the held rooms or seats sold.
 */
function processOf(provider: TravelProvider) {
  return travelOrderStatus.withHooks({
    async cancelled(tx, { from, before }) {
      if (from === 'verified_completed') await provider.cancel(tx, before);
      else if (!before.releasedAt) await provider.release(tx, before);
      await returnTravelCoupon(tx, before);
      await provider.changed?.(tx);
    },
    async verified_completed(tx, { before }) {
      await provider.confirm(tx, before);
    },
  });
}

/** What a new order records besides its kind's booking: who, the contact, and the money as priced now. */
export interface TravelOrderAsk<Hold> {
  userId: number;
  hold: Hold;
  savings: TravelSavings;
  contact: TravelContact;
  remark: string;
  /** The currency and rate the traveller saw. */
  seen: { currency: string; rate: string };
}

/** The parameters a new order follows. */
export interface TravelOrderRules {
  reviewHours: number;
  paymentMinutes: number;
  unpaidMax: number;
}

/** Read before the booking's transaction: a parameter not cached would be read on another connection, which PGlite's one connection cannot give while the transaction holds it. */
export async function travelOrderRules(ref: ReferenceData): Promise<TravelOrderRules> {
  const [reviewHours, paymentMinutes, unpaidMax] = await Promise.all([travelParameter(ref, 'reviewHours'), travelParameter(ref, 'paymentMinutes'), travelParameter(ref, 'unpaidOrdersMax')]);
  return { reviewHours, paymentMinutes, unpaidMax };
}

/**
 * A new order of the provider's kind, in the booking's transaction, which holds the traveller's
 * row locked (runOnceLockingUser), so parallel bookings count each other: 4203 when the traveller
 * already has as many unpaid orders as the parameter allows (each holds rooms or seats); its
 * rooms or seats held (4301 when another booking got them first) for the payment window only
 * (a review that takes longer lets them go back on sale, releaseLapsedHolds), the order pending
 * review until the review window's end, and its coupon marked used (4224 when a parallel booking
 * took it first). Without instant confirmation, those who review the kind's orders are told.
 */
export async function placeTravelOrder<Hold>(tx: Tx, rules: TravelOrderRules, provider: TravelProvider<Hold>, ask: TravelOrderAsk<Hold>, now: Date): Promise<TravelOrderRow> {
  const { reviewHours, paymentMinutes, unpaidMax } = rules;
  const [unpaid] = await tx
    .select({ count: count() })
    .from(travelOrders)
    .where(and(eq(travelOrders.userId, ask.userId), inArray(travelOrders.status, [...HOLDING_STATUSES])));
  if (unpaid!.count >= unpaidMax) throw new AppError(ErrorCode.UnpaidOrdersExist);
  const providerRef = await provider.hold(tx, ask.hold);
  const instant = await provider.instantFor(tx, ask.hold);
  const order = await insertTravelOrder(tx, now, {
    kind: provider.kind,
    userId: ask.userId,
    status: travelOrderStatus.initial,
    totalAmount: ask.savings.total,
    discount: ask.savings.discount,
    couponId: ask.savings.applied?.id ?? null,
    payAmount: ask.savings.payAmount,
    currency: ask.seen.currency,
    rate: ask.seen.rate,
    contact: ask.contact,
    remark: ask.remark,
    provider: provider.name,
    providerRef,
    holdDeadline: new Date(now.getTime() + reviewHours * HOUR_MS),
    heldUntil: new Date(now.getTime() + Math.min(paymentMinutes * MINUTE_MS, reviewHours * HOUR_MS)),
  });
  await spendTravelCoupon(tx, ask.savings, order, now);
  if (!instant) {
    await tellQueueOperators(tx, 'review', order, now);
    return order;
  }
  // Instant confirmation: nothing for an operator to review, so it is payable at once within the payment window.
  const payable = { holdDeadline: new Date(now.getTime() + paymentMinutes * MINUTE_MS), heldUntil: null };
  await travelOrderStatus.transition(tx, order.id, 'reviewed_pending_payment', SYSTEM, { key: 'system.history.instant_confirmation' }, payable);
  return { ...order, ...payable, status: 'reviewed_pending_payment' };
}

/**
 * In the payment's transaction, right after the move to paid: an order of a hotel or fare with
 * instant confirmation is verified by the system, its rooms or seats sold; once the payment
 * commits, the kind mails its documents (travel_confirmed). Any other waits for an operator, who is told.
 */
export async function confirmOnPayment(tx: Tx, provider: TravelProvider, order: TravelOrderRow, now: Date): Promise<void> {
  const remark = await provider.confirmOnPayment(tx, order);
  if (!remark) return tellQueueOperators(tx, 'verify', order, now);
  await processOf(provider).transition(tx, order.id, 'verified_completed', SYSTEM, remark, { verifiedAt: now });
  publishOnCommit(tx, { kind: 'travel_confirmed', travelKind: provider.kind, userId: order.userId, orderNo: order.orderNo });
}

/**
 * Ends an order (locked by the caller) by `actor`: what was paid comes back to the wallet as far
 * as the provider's refund rule gives it at `now` (through the payment service), and the order
 * moves to cancelled, which gives back its rooms or seats and an unpaid order's coupon. 4207 when
 * the state machine does not let `actor` cancel it now.
 */
export async function cancelTravelOrder(tx: DbOrTx, provider: TravelProvider, order: TravelOrderRow, actor: Actor, remark: Remark, now: Date): Promise<void> {
  if (!travelOrderStatus.allows(order.status, 'cancelled', actor.kind)) throw new AppError(ErrorCode.OrderStateConflict);
  const refund = order.paidAmount > 0n ? await provider.refundDue(tx, order, now) : 0n;
  if (refund > 0n) {
    await refundPayment(tx, {
      userId: order.userId,
      biz: provider.biz,
      reference: order.orderNo,
      amount: refund,
      seen: { currency: order.currency, rate: order.rate },
      remark: { key: 'system.ledger.travel_refund', params: { kind: { key: provider.label }, reference: order.orderNo } },
    });
  }
  await processOf(provider).transition(tx, order.id, 'cancelled', actor, remark, { refundedAmount: order.refundedAmount + refund, holdDeadline: null });
}

/** What the process's calls need: the database, parameters, this server's answers cache, and the clock (tests move it). */
export interface TravelDeps {
  db: Db;
  ref: ReferenceData;
  responses?: ResponseCache;
  now?: () => Date;
}

/** After the transaction that moved rooms or seats: this server's cached answers go at once (the others' on the commit's notification). */
export function dropOwnAnswers(deps: { responses?: ResponseCache }, provider: TravelProvider): void {
  deps.responses?.invalidate(provider.answers);
}

/** The traveller cancels their order: the refund the provider's rule gives now comes back to the wallet (cancelTravelOrder). */
export async function cancelOwnTravelOrder(deps: TravelDeps, provider: TravelProvider, userId: number, body: { order_no: string; reason: string }): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const order = await ownTravelOrder(tx, userId, provider.kind, body.order_no, true);
    await cancelTravelOrder(tx, provider, order, { kind: 'user', id: userId }, body.reason, now);
  });
  dropOwnAnswers(deps, provider);
}

/**
 * An operator reviews a new order: approved, it waits for payment and its rooms or seats stay
 * held for the payment window parameter from now (held again first when a long review let them
 * go: 4301 when they are gone meanwhile); rejected (the remark says why), it is cancelled and
 * they are released. 4402 for an unknown order, 4207 when it is not waiting for review.
 */
export async function reviewTravelOrder(
  deps: TravelDeps,
  provider: TravelProvider,
  admin: Actor,
  body: { order_no: string; approve: boolean; remark: string },
): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const now = deps.now?.() ?? new Date();
  const paymentMinutes = await travelParameter(deps.ref, 'paymentMinutes');
  const status = await deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, provider.kind, body.order_no);
    if (order.status !== 'ordered_pending_review') throw new AppError(ErrorCode.OrderStateConflict);
    if (body.approve) {
      const providerRef = order.releasedAt ? await provider.holdAgain(tx, order) : order.providerRef;
      await travelOrderStatus.transition(tx, order.id, 'reviewed_pending_payment', admin, body.remark, {
        holdDeadline: new Date(now.getTime() + paymentMinutes * MINUTE_MS),
        heldUntil: null,
        releasedAt: null,
        providerRef,
      });
      if (order.releasedAt) await provider.changed?.(tx);
      return 'reviewed_pending_payment' as const;
    }
    await cancelTravelOrder(tx, provider, order, admin, body.remark, now);
    return 'cancelled' as const;
  });
  dropOwnAnswers(deps, provider);
  return { order_no: body.order_no, status };
}

/**
 * The supplier confirmed a paid order (rooms confirmed, tickets issued): in one transaction the
 * kind's `record` (confirmation or ticket numbers) runs on the locked order, its held rooms or
 * seats become sold and it is verified with `remark`. 4402 unknown, 4207 not paid and waiting;
 * answers what `record` answered.
 */
export async function verifyTravelOrder<Result>(
  deps: TravelDeps,
  provider: TravelProvider,
  admin: Actor,
  orderNo: string,
  record: (tx: Tx, order: TravelOrderRow) => Promise<{ remark: Remark; result: Result }>,
): Promise<Result> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, provider.kind, orderNo);
    if (order.status !== 'paid_pending_verification') throw new AppError(ErrorCode.OrderStateConflict);
    const { remark, result } = await record(tx, order);
    await processOf(provider).transition(tx, order.id, 'verified_completed', admin, remark, { verifiedAt: now });
    return result;
  });
}
