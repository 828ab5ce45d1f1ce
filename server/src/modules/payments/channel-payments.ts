import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { convertFromBase, ErrorCode, reviewQueueLinks, type ChannelKind, type ChannelPaymentBiz, type ChannelPaymentState, type ChannelPaymentStatus, type GatewayName } from '@roamcart/contracts';
import { uploads } from '../../platform/tables/upload.ts';
import { channelPayments } from './tables.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import { AppError } from '../../platform/errors.ts';
import type { Reader } from '../../platform/reader.ts';
import { currencyInfo, type ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import { notifyOperators, type OperatorMessageInput } from '../operator-messages/index.ts';
import { postLedgerEntry } from '../wallet/index.ts';
import type { ChannelRow } from './channels.ts';
import { CallbackRefused, type GatewayOutcome, type Gateways } from './gateways/index.ts';
import { recordChannelPayment } from './service.ts';
import { channelPaymentStatus } from './states.ts';

export type ChannelPaymentRow = typeof channelPayments.$inferSelect;

/** What channel payments need: the database, reference data, the gateways, where the storefront is, and the clock. */
export interface PaymentsDeps {
  db: Db;
  ref: ReferenceData;
  gateways: Gateways;
  /** PUBLIC_URL without its trailing slash: the shop's address where the payer's own is not known. */
  publicUrl: () => string;
  now?: () => Date;
}

/** How long an online checkout stays payable, and an offline top-up waits for its voucher. */
const ONLINE_CHECKOUT_MINUTES = 30;
const OFFLINE_VOUCHER_HOURS = 24;

/** What a payable thing owes for the parts asked, locked in the caller's transaction. */
export interface PayableDue {
  reference: string;
  subOrderNos: string[];
  amount: bigint;
}

/** Which parts of which payable thing a payer asks to pay: by its number (their own) or by a share link (anyone's). */
export interface PayableAsk {
  reference: string;
  shareToken?: string;
  payerId: number | null;
  subOrderNos?: string[];
}

/**
 * A kind of thing a channel payment can pay. `settle` applies a confirmed payment: 'nothing_due'
 * when what it was for no longer waits for it (paid meanwhile, closed), and the money then goes
 * to the payer's wallet instead of being lost.
 */
export interface Payable {
  /** For things paid by asking for parts of them (orders); a top-up's amount is its own. */
  due?(tx: Tx, ask: PayableAsk): Promise<PayableDue>;
  settle(tx: Tx, payment: ChannelPaymentRow, now: Date): Promise<'applied' | 'nothing_due'>;
}

const payables = new Map<ChannelPaymentBiz, Payable>();

/** Another module's payable thing (orders: goods orders), registered when the app is built. */
export function registerPayable(biz: ChannelPaymentBiz, payable: Payable): void {
  payables.set(biz, payable);
}

function payableOf(biz: string): Payable {
  const payable = payables.get(biz as ChannelPaymentBiz);
  if (!payable) throw new Error(`no payable registered for ${biz}`);
  return payable;
}

/** A letter for the kind (top-up, payment, refund), the time and a random part: sortable by time, not guessable in sequence. */
export function newPayNo(letter: 'R' | 'P' | 'F', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${letter}${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The storefront page a payer comes back to from the gateway's page. */
function returnUrlOf(publicUrl: string, biz: ChannelPaymentBiz, payNo: string): string {
  const page = biz === 'recharge' ? 'rechagerpayment' : 'payorder';
  return `${publicUrl.replace(/\/$/, '')}/#/${page}?pay_no=${payNo}`;
}

export interface ChannelPaymentStart {
  biz: ChannelPaymentBiz;
  reference?: string;
  subOrderNos?: string[];
  userId: number | null;
  channel: ChannelRow;
  /** Base minor units. */
  amount: bigint;
  fee: bigint;
  seen: { currency: string; rate: string };
}

/**
 * Records a channel payment in the caller's transaction (pending payment), in the channel's
 * currency too. An online one's checkout is opened after the transaction (openCheckout): a
 * gateway is called outside the database's transactions.
 */
export async function startChannelPayment(tx: DbOrTx, deps: PaymentsDeps, start: ChannelPaymentStart): Promise<ChannelPaymentRow> {
  const now = deps.now?.() ?? new Date();
  const { channel } = start;
  const gateway = channel.kind === 'online' ? deps.gateways[channel.gateway as GatewayName] : undefined;
  if (channel.kind === 'online' && !gateway) throw new AppError(ErrorCode.PaymentChannelUnavailable);
  const channelCurrency = await deps.ref.findCurrency(channel.currency);
  if (!channelCurrency) throw new AppError(ErrorCode.PaymentChannelUnavailable);
  const gatewayAmount = convertFromBase(start.amount, currencyInfo(await deps.ref.baseCurrency()), currencyInfo(channelCurrency));
  const payNo = newPayNo(start.biz === 'recharge' ? 'R' : 'P', now);
  const expiresAt = new Date(now.getTime() + (gateway ? ONLINE_CHECKOUT_MINUTES * 60_000 : OFFLINE_VOUCHER_HOURS * 3_600_000));
  const [payment] = await tx
    .insert(channelPayments)
    .values({
      payNo,
      biz: start.biz,
      reference: start.reference ?? payNo,
      subOrderNos: start.subOrderNos ?? [],
      userId: start.userId,
      channelId: channel.id,
      kind: channel.kind,
      gateway: gateway ? gateway.name : '',
      amount: start.amount,
      fee: start.fee,
      received: start.amount - start.fee,
      gatewayAmount,
      gatewayCurrency: channelCurrency.code,
      currency: start.seen.currency,
      rate: start.seen.rate,
      status: channelPaymentStatus.initial,
      expiresAt,
    })
    .returning();
  return payment!;
}

/**
 * The gateway's page for an online payment still waiting for money: its checkout is opened the
 * first time and kept, so asking again (an idempotent retry) answers the same page. null for an
 * offline payment or one no longer waiting.
 */
export async function openCheckout(deps: PaymentsDeps, payNo: string, reader: Pick<Reader, 'lang' | 'site'>): Promise<string | null> {
  const [payment] = await deps.db.select().from(channelPayments).where(eq(channelPayments.payNo, payNo));
  if (!payment || payment.kind !== 'online' || payment.status !== 'pending_payment') return null;
  if (payment.payUrl) return payment.payUrl;
  const gateway = deps.gateways[payment.gateway as GatewayName];
  if (!gateway) throw new AppError(ErrorCode.PaymentChannelUnavailable);
  const site = reader.site ?? deps.publicUrl();
  const returnUrl = returnUrlOf(site, payment.biz as ChannelPaymentBiz, payNo);
  const description = payment.biz === 'recharge' ? `Roamcart top-up ${payNo}` : `Roamcart order ${payment.reference}`;
  const checkout = await gateway.createCheckout({
    reference: payNo,
    amount: payment.gatewayAmount,
    currency: payment.gatewayCurrency,
    description,
    returnUrl,
    cancelUrl: returnUrl,
    expiresAt: payment.expiresAt ?? new Date(Date.now() + ONLINE_CHECKOUT_MINUTES * 60_000),
    lang: reader.lang,
    site,
  });
  const [opened] = await deps.db
    .update(channelPayments)
    .set({ checkoutId: checkout.checkoutId, payUrl: checkout.payUrl })
    .where(and(eq(channelPayments.id, payment.id), isNull(channelPayments.payUrl)))
    .returning({ payUrl: channelPayments.payUrl });
  if (opened) return opened.payUrl;
  // Another request opened one first: that one is the payment's.
  const [first] = await deps.db.select({ payUrl: channelPayments.payUrl }).from(channelPayments).where(eq(channelPayments.id, payment.id));
  return first?.payUrl ?? null;
}

/**
 * Applies a confirmed payment to what it was for; when nothing waits for it any more the money
 * goes to the payer's wallet (a guest's is marked for a refund), so it is never lost or doubled.
 */
async function settle(tx: Tx, payment: ChannelPaymentRow, now: Date): Promise<void> {
  const outcome = await payableOf(payment.biz).settle(tx, payment, now);
  if (outcome === 'applied') return;
  const seen = { currency: payment.currency, rate: payment.rate };
  if (payment.userId !== null) {
    await postLedgerEntry(tx, { userId: payment.userId, account: 'balance', amount: payment.amount, type: 'payment_surplus', remark: { key: 'system.ledger.payment_surplus', params: { reference: payment.reference } }, reference: payment.payNo, seen });
  }
  await tx.update(channelPayments).set({ settlement: payment.userId !== null ? 'wallet' : 'refund_due' }).where(eq(channelPayments.id, payment.id));
}

/** A confirmed payment moves to review approved (by `actor`) and is applied, once. */
async function approve(tx: Tx, payment: ChannelPaymentRow, actor: Actor, now: Date, changes: Record<string, unknown>, remark = ''): Promise<void> {
  await channelPaymentStatus.transition(tx, payment.id, 'review_approved', actor, remark, { ...changes, paidAt: now });
  await settle(tx, { ...payment, status: 'review_approved' }, now);
}

export type OutcomeResult = 'credited' | 'duplicate' | 'failed' | 'cancelled' | 'ignored';

/**
 * What a gateway reported (a verified callback, or the answer to a query), applied in one
 * transaction on the locked payment: refused (CallbackRefused) for an unknown reference or
 * checkout and for an amount or currency other than the one charged, so nothing is credited;
 * a payment already approved answers `duplicate` and credits nothing again.
 */
export async function applyGatewayOutcome(deps: PaymentsDeps, gatewayName: GatewayName, outcome: GatewayOutcome): Promise<OutcomeResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(channelPayments)
      .where(and(eq(channelPayments.payNo, outcome.reference), eq(channelPayments.gateway, gatewayName)))
      .for('update');
    if (!payment || payment.checkoutId !== outcome.checkoutId) throw new CallbackRefused('reference');
    if (outcome.amount !== payment.gatewayAmount || outcome.currency.toUpperCase() !== payment.gatewayCurrency) throw new CallbackRefused('amount');
    const status = payment.status as ChannelPaymentStatus;
    if (outcome.status === 'paid') {
      if (status === 'review_approved') return 'duplicate';
      if (!channelPaymentStatus.allows(status, 'review_approved', 'system')) return 'ignored';
      await approve(tx, payment, SYSTEM, now, { thirdPartyNo: outcome.transactionId }, `${gatewayName} ${outcome.transactionId}`);
      return 'credited';
    }
    if (status !== 'pending_payment' || outcome.status === 'open') return 'ignored';
    const to = outcome.status === 'failed' ? 'payment_failed' : 'cancelled_payment';
    await channelPaymentStatus.transition(tx, payment.id, to, SYSTEM, gatewayName);
    return outcome.status === 'failed' ? 'failed' : 'cancelled';
  });
}

/** The payment `payNo`, asking its gateway first when it still waits for an online payment (a callback may be late). */
export async function refreshedPayment(deps: PaymentsDeps, payNo: string): Promise<ChannelPaymentRow> {
  const [payment] = await deps.db.select().from(channelPayments).where(eq(channelPayments.payNo, payNo));
  if (!payment) throw new AppError(ErrorCode.RecordNotFound);
  const gateway = deps.gateways[payment.gateway as GatewayName];
  if (payment.status !== 'pending_payment' || !gateway || !payment.checkoutId) return payment;
  await applyGatewayOutcome(deps, gateway.name, await gateway.queryPayment(payment.checkoutId));
  const [now] = await deps.db.select().from(channelPayments).where(eq(channelPayments.id, payment.id));
  return now!;
}

export function paymentState(payment: ChannelPaymentRow, reader: Reader): ChannelPaymentState {
  return {
    pay_no: payment.payNo,
    biz: payment.biz as ChannelPaymentBiz,
    reference: payment.reference,
    kind: payment.kind as ChannelKind,
    status: payment.status as ChannelPaymentStatus,
    amount: reader.price.out(payment.amount),
    currency: reader.price.seen.currency,
    settlement: payment.settlement,
  };
}

/**
 * A voucher must be an image this payer uploaded here (the upload rules of SPEC §5 applied
 * then): 4001 without one, 4002 for one that is not theirs.
 */
async function checkVoucher(db: DbOrTx, voucherUrl: string, payerId: number | null): Promise<void> {
  if (!voucherUrl) throw AppError.field('voucher_url', 'validation.voucher_required', ErrorCode.MissingParameters);
  const path = voucherUrl.replace(/^\/uploads\//, '');
  const [upload] = await db
    .select({ owner: uploads.owner })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.owner, payerId === null ? 'guest' : `user:${payerId}`)))
    .limit(1);
  if (!upload) throw AppError.field('voucher_url', 'validation.image_url');
}

/** The operators' message about a voucher to review: a top-up's to those who review top-ups, an order's to those who review offline payments. */
function voucherToReviewMessage(payment: ChannelPaymentRow): OperatorMessageInput {
  const { payNo } = payment;
  const common = { subject: payNo, customerId: payment.userId };
  if (payment.biz === 'recharge') return { ...common, kind: 'recharge_review', params: { pay_no: payNo }, link: reviewQueueLinks.recharge(payNo) };
  return { ...common, kind: 'offline_payment_review', params: { pay_no: payNo, order_no: payment.reference }, link: reviewQueueLinks.offlinePayment(payNo) };
}

/** The payer sends an offline payment's voucher (and the bank's transfer number): it waits for review, and its reviewers are told. */
export async function submitVoucher(
  tx: Tx,
  payment: ChannelPaymentRow,
  payerId: number | null,
  voucher: { voucherUrl: string; thirdPartyNo: string },
  now: Date,
): Promise<ChannelPaymentRow> {
  if (payment.kind !== 'offline') throw new AppError(ErrorCode.PaymentChannelUnavailable);
  await checkVoucher(tx, voucher.voucherUrl, payerId);
  await channelPaymentStatus.transition(tx, payment.id, 'pending_review', { kind: 'user', id: payerId }, '', {
    voucherUrl: voucher.voucherUrl,
    thirdPartyNo: voucher.thirdPartyNo,
  });
  await notifyOperators(tx, [voucherToReviewMessage(payment)], now);
  const [after] = await tx.select().from(channelPayments).where(eq(channelPayments.id, payment.id));
  return after!;
}

/** What the payer owes for `ask` (locked), through the payable's own rules. */
export async function payableDue(tx: Tx, biz: ChannelPaymentBiz, ask: PayableAsk): Promise<PayableDue> {
  const { due } = payableOf(biz);
  if (!due) throw AppError.field('biz', 'validation.invalid');
  return due(tx, ask);
}

/** An admin's decision on a payment waiting for review, recorded with who and when; an approval applies it. */
export async function decideReview(deps: PaymentsDeps, biz: ChannelPaymentBiz, id: number, adminId: number, approveIt: boolean, remark: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(channelPayments)
      .where(and(eq(channelPayments.id, id), eq(channelPayments.biz, biz), eq(channelPayments.kind, 'offline')))
      .for('update');
    if (!payment) throw new AppError(ErrorCode.RecordNotFound);
    const admin: Actor = { kind: 'admin', id: adminId };
    const decision = { reviewRemark: remark, reviewedBy: adminId, reviewedAt: now };
    if (approveIt) await approve(tx, payment, admin, now, decision, remark);
    else await channelPaymentStatus.transition(tx, payment.id, 'review_failed', admin, remark, decision);
  });
}

/** The payer gives up a payment still waiting for money. */
export async function cancelChannelPayment(tx: Tx, payment: ChannelPaymentRow, payerId: number): Promise<void> {
  await channelPaymentStatus.transition(tx, payment.id, 'cancelled_payment', { kind: 'user', id: payerId });
}

/** Rows of `biz` (a reference column) with a payment waiting for an operator's review: an order that waits for it does not close. */
export function awaitingReview(biz: ChannelPaymentBiz, reference: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${channelPayments} where ${channelPayments.biz} = ${biz} and ${channelPayments.reference} = ${reference} and ${channelPayments.status} = 'pending_review')`;
}

/**
 * The expiry job's round: payments still waiting for money past their time are given up, after
 * asking the gateway (a payment made meanwhile is applied instead). Returns how many moved.
 */
export async function expireChannelPayments(deps: PaymentsDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(channelPayments)
    .where(and(eq(channelPayments.status, 'pending_payment'), lte(channelPayments.expiresAt, now)))
    .orderBy(asc(channelPayments.expiresAt))
    .limit(100);
  let moved = 0;
  for (const payment of due) {
    const gateway = deps.gateways[payment.gateway as GatewayName];
    if (gateway && payment.checkoutId) {
      const outcome = await gateway.queryPayment(payment.checkoutId);
      if (outcome.status !== 'open') {
        await applyGatewayOutcome(deps, gateway.name, outcome);
        moved += 1;
        continue;
      }
    }
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: channelPayments.status }).from(channelPayments).where(eq(channelPayments.id, payment.id)).for('update', { skipLocked: true });
      if (locked?.status !== 'pending_payment') return;
      await channelPaymentStatus.transition(tx, payment.id, 'cancelled_payment', SYSTEM, { key: 'system.history.payment_expired' });
      moved += 1;
    });
  }
  return moved;
}

/** The expiry as a job, every minute. */
export function expireChannelPaymentsJob(deps: PaymentsDeps): Job {
  return { name: 'payments.expire', everyMs: 60_000, run: ({ now }) => expireChannelPayments(deps, now) };
}

/** A top-up credits what it brings (the amount less the fee) to its payer's wallet, and records the money that came in. */
export const rechargePayable: Payable = {
  async settle(tx, payment) {
    const seen = { currency: payment.currency, rate: payment.rate };
    await postLedgerEntry(tx, { userId: payment.userId!, account: 'balance', amount: payment.received, type: 'recharge', remark: { key: 'system.ledger.top_up', params: { reference: payment.payNo } }, reference: payment.payNo, seen });
    await recordChannelPayment(tx, { userId: payment.userId, biz: 'recharge', reference: payment.payNo, payNo: payment.payNo, amount: payment.amount, seen });
    return 'applied';
  },
};
registerPayable('recharge', rechargePayable);
