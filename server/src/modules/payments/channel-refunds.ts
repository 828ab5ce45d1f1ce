import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { GatewayName } from '@roamcart/contracts';
import { channelPayments, channelRefunds, paymentChannels } from './tables.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import { localized } from '../../platform/localized.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM } from '../../platform/state-machine.ts';
import { newPayNo, type ChannelPaymentRow, type PaymentsDeps } from './channel-payments.ts';
import { channelRefundStatus } from './channel-refund-states.ts';
import { CallbackRefused, type GatewayRefundOutcome } from './gateways/index.ts';

export type ChannelRefundRow = typeof channelRefunds.$inferSelect;

/** The online payment that paid a part of something (a sub-order), and its channel's name in the reader's language. */
export interface RefundChannel {
  payment: ChannelPaymentRow;
  channel: string;
}

/** What a refundable is told with the gateway's final word: the channel payment's number and its channel's name. */
export interface RefundEnd {
  outcome: 'succeeded' | 'failed';
  payNo: string;
  channel: string;
  ref: ReferenceData;
  now: Date;
}

/**
 * A kind of thing a channel refund gives money back on: `finish` applies the gateway's final word
 * in the refund's transaction (the money came back, or nothing did).
 */
export interface Refundable {
  finish(tx: Tx, refund: ChannelRefundRow, end: RefundEnd): Promise<void>;
}

const refundables = new Map<string, Refundable>();

/** Another module's refundable thing (orders: goods orders), registered by app.ts beside the payables. */
export function registerRefundable(biz: string, refundable: Refundable): void {
  refundables.set(biz, refundable);
}

/** A call that got no answer is tried again after this long; a refund recorded but never sent waits as long for the job. */
const RETRY_AFTER_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** A channel's name as the history keeps it: in the default language, the remarks' shared words. */
async function channelName(ref: ReferenceData, title: LocalizedText): Promise<string> {
  const fallback = await ref.defaultLanguage();
  return localized(title, fallback, fallback);
}

/**
 * The online payments through a gateway that paid parts (`parts`: sub-order numbers) of `reference`,
 * by part, with their channel's name: where a refund of that part can go back to.
 */
export async function refundChannelsOf(db: DbOrTx, biz: string, reference: string, reader: { lang: string; fallback: string }): Promise<Map<string, RefundChannel>> {
  const rows = await db
    .select({ payment: channelPayments, title: paymentChannels.title })
    .from(channelPayments)
    .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
    // Applied to what it paid for: money that went to the wallet instead is not the part's.
    .where(and(eq(channelPayments.biz, biz), eq(channelPayments.reference, reference), eq(channelPayments.kind, 'online'), eq(channelPayments.status, 'review_approved'), eq(channelPayments.settlement, '')));
  const byPart = new Map<string, RefundChannel>();
  for (const row of rows) for (const part of row.payment.subOrderNos) byPart.set(part, { payment: row.payment, channel: localized(row.title, reader.lang, reader.fallback) });
  return byPart;
}

/**
 * Records a refund of `amount` (base minor units) back through the gateway of `payment`, pending,
 * in the caller's transaction; the gateway is called after it (sendChannelRefund). What the
 * gateway gives back is the same share of what it charged; the last of it gives back all that is
 * left, so the parts never add up to more. More than is left of the payment answers 4002 on `amount`.
 */
export async function startChannelRefund(tx: DbOrTx, start: { payment: ChannelPaymentRow; biz: string; subject: string; amount: bigint; adminId: number; now: Date }): Promise<ChannelRefundRow> {
  const { payment } = start;
  const [earlier] = await tx
    .select({ amount: sql<string>`coalesce(sum(${channelRefunds.amount}), 0)::text`, gatewayAmount: sql<string>`coalesce(sum(${channelRefunds.gatewayAmount}), 0)::text` })
    .from(channelRefunds)
    .where(and(eq(channelRefunds.channelPaymentId, payment.id), ne(channelRefunds.status, 'failed')));
  const refunded = BigInt(earlier!.amount);
  if (refunded + start.amount > payment.amount) throw AppError.field('amount', 'validation.refund_too_much');
  const gatewayAmount = refunded + start.amount === payment.amount ? payment.gatewayAmount - BigInt(earlier!.gatewayAmount) : (start.amount * payment.gatewayAmount) / payment.amount;
  if (gatewayAmount <= 0n) throw AppError.field('amount', 'validation.amount');
  const [row] = await tx
    .insert(channelRefunds)
    .values({
      refundNo: newPayNo('F', start.now),
      channelPaymentId: payment.id,
      biz: start.biz,
      subject: start.subject,
      gateway: payment.gateway,
      amount: start.amount,
      gatewayAmount,
      gatewayCurrency: payment.gatewayCurrency,
      status: channelRefundStatus.initial,
      adminId: start.adminId,
      nextAttemptAt: new Date(start.now.getTime() + RETRY_AFTER_MS),
    })
    .returning();
  return row!;
}

/**
 * Asks the gateway for a pending refund, outside any transaction, with the refund's number as the
 * idempotency key. An answer is kept (a final one applied at once); a call that failed (the
 * gateway down) is tried again later by the job, with a growing wait.
 */
async function send(deps: PaymentsDeps, refund: ChannelRefundRow, now: Date): Promise<void> {
  const gateway = deps.gateways[refund.gateway as GatewayName];
  const [payment] = await deps.db.select().from(channelPayments).where(eq(channelPayments.id, refund.channelPaymentId));
  const attempts = refund.attempts + 1;
  let outcome: GatewayRefundOutcome;
  try {
    if (!gateway) throw new Error(`gateway ${refund.gateway} is not configured`);
    outcome = await gateway.refund({
      reference: refund.refundNo,
      idempotencyKey: refund.refundNo,
      checkoutId: payment!.checkoutId ?? '',
      transactionId: payment!.thirdPartyNo,
      amount: refund.gatewayAmount,
      currency: refund.gatewayCurrency,
    });
  } catch (error) {
    const wait = Math.min(RETRY_AFTER_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);
    await deps.db
      .update(channelRefunds)
      .set({ attempts, lastError: String(error).slice(0, 1000), nextAttemptAt: new Date(now.getTime() + wait) })
      .where(and(eq(channelRefunds.id, refund.id), eq(channelRefunds.status, 'pending')));
    return;
  }
  await deps.db.update(channelRefunds).set({ attempts, lastError: null, nextAttemptAt: null, gatewayRefundId: outcome.refundId }).where(eq(channelRefunds.id, refund.id));
  if (outcome.status !== 'pending') await applyRefundOutcome(deps, gateway.name, outcome);
}

/** Sends the refund of `subject` to its gateway when it is pending and not sent yet (a replayed request finds it sent). */
export async function sendChannelRefund(deps: PaymentsDeps, biz: string, subject: string): Promise<void> {
  const [refund] = await deps.db
    .select()
    .from(channelRefunds)
    .where(and(eq(channelRefunds.biz, biz), eq(channelRefunds.subject, subject), eq(channelRefunds.status, 'pending'), isNotNull(channelRefunds.nextAttemptAt)));
  if (refund) await send(deps, refund, deps.now?.() ?? new Date());
}

export type RefundOutcomeResult = 'refunded' | 'refund_failed' | 'duplicate' | 'ignored';

/**
 * What a gateway said of a refund (a verified notice, or its answer), applied once in one
 * transaction on the locked refund: refused (CallbackRefused) for an unknown reference and for an
 * amount or currency other than asked; a refund already ended answers `duplicate`.
 */
export async function applyRefundOutcome(deps: PaymentsDeps, gatewayName: GatewayName, outcome: GatewayRefundOutcome): Promise<RefundOutcomeResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(channelRefunds)
      .where(and(eq(channelRefunds.refundNo, outcome.reference), eq(channelRefunds.gateway, gatewayName)))
      .for('update');
    if (!refund) throw new CallbackRefused('reference');
    if (outcome.amount !== refund.gatewayAmount || outcome.currency.toUpperCase() !== refund.gatewayCurrency) throw new CallbackRefused('amount');
    if (refund.status !== 'pending') return 'duplicate';
    if (outcome.status === 'pending') return 'ignored';
    await channelRefundStatus.transition(tx, refund.id, outcome.status, SYSTEM, `${gatewayName} ${outcome.refundId}`, {
      gatewayRefundId: outcome.refundId,
      failureReason: outcome.failureReason.slice(0, 255),
      nextAttemptAt: null,
    });
    const refundable = refundables.get(refund.biz);
    if (!refundable) throw new Error(`no refundable registered for ${refund.biz}`);
    const [paid] = await tx
      .select({ payNo: channelPayments.payNo, title: paymentChannels.title })
      .from(channelPayments)
      .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
      .where(eq(channelPayments.id, refund.channelPaymentId));
    const ended = { ...refund, status: outcome.status, gatewayRefundId: outcome.refundId, failureReason: outcome.failureReason };
    await refundable.finish(tx, ended, { outcome: outcome.status, payNo: paid!.payNo, channel: await channelName(deps.ref, paid!.title), ref: deps.ref, now });
    return outcome.status === 'succeeded' ? 'refunded' : 'refund_failed';
  });
}

/** The job's round: pending refunds whose gateway call got no answer (or was never made) are sent again. Returns how many were sent. */
export async function retryChannelRefunds(deps: PaymentsDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(channelRefunds)
    .where(and(eq(channelRefunds.status, 'pending'), lte(channelRefunds.nextAttemptAt, now)))
    .orderBy(asc(channelRefunds.nextAttemptAt))
    .limit(50);
  for (const refund of due) await send(deps, refund, now);
  return due.length;
}

export function retryChannelRefundsJob(deps: PaymentsDeps): Job {
  return { name: 'payments.channel-refunds', everyMs: 60_000, run: ({ now }) => retryChannelRefunds(deps, now) };
}
