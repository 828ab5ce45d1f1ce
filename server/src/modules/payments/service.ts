import { and, asc, eq } from 'drizzle-orm';
import { payments } from './tables.ts';
import { publishOnCommit } from '../../platform/commit-events.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Remark } from '../../platform/system-text.ts';
import { postLedgerEntry } from '../wallet/index.ts';

/** What can be paid for. */
export type PaymentBiz = 'goods_order' | 'hotel_order' | 'ticket_order' | 'recharge';
/** How: from the wallet, or money a channel payment brought in. */
export type PaymentMethod = 'wallet' | 'channel';

export interface PaymentRequest {
  userId: number;
  biz: PaymentBiz;
  reference: string;
  method: 'wallet';
  /** Base minor units, more than zero. */
  amount: bigint;
  seen: { currency: string; rate: string };
}

/** Money a channel payment brought in, applied to what it was for; the payer is null for a guest. */
export interface ChannelMoney {
  userId: number | null;
  biz: PaymentBiz;
  reference: string;
  payNo: string;
  amount: bigint;
  seen: { currency: string; rate: string };
}

/** Records money a confirmed channel payment brought in for `reference` (no wallet movement: the money came from outside). */
export async function recordChannelPayment(tx: DbOrTx, money: ChannelMoney): Promise<void> {
  await tx.insert(payments).values({
    userId: money.userId,
    biz: money.biz,
    reference: money.reference,
    method: 'channel',
    amount: money.amount,
    currency: money.seen.currency,
    rate: money.seen.rate,
    status: 'succeeded',
    channelPayNo: money.payNo,
  });
  publishOnCommit(tx, { kind: 'payment_settled', biz: money.biz, method: 'channel' });
}

/**
 * Takes a payment from the wallet inside the caller's transaction, so the money and what it pays
 * for move together or not at all. The wallet is charged through its ledger (4201 when the
 * balance does not cover it; the balance never goes below zero). Returns the balance after.
 */
export async function collectPayment(tx: DbOrTx, request: PaymentRequest): Promise<bigint> {
  const paymentId = await recordPayment(tx, request, request.method, request.amount, 'succeeded');
  publishOnCommit(tx, { kind: 'payment_settled', biz: request.biz, method: request.method });
  return postLedgerEntry(tx, {
    userId: request.userId,
    account: 'balance',
    amount: -request.amount,
    type: `pay_${request.biz}`,
    remark: { key: 'system.ledger.payment', params: { reference: request.reference } },
    reference: request.reference,
    seen: request.seen,
    paymentId,
  });
}

/**
 * Gives money back for a payment inside the caller's transaction, to the wallet (a refund back
 * through a gateway is recordChannelRefund's, once the gateway confirms it). Returns the balance after.
 */
export async function refundPayment(tx: DbOrTx, request: Omit<PaymentRequest, 'method'> & { remark: Remark }): Promise<bigint> {
  // Refunds are written as negative payments.
  const paymentId = await recordPayment(tx, request, 'wallet', -request.amount, 'refunded');
  publishOnCommit(tx, { kind: 'refund', biz: request.biz });
  return postLedgerEntry(tx, {
    userId: request.userId,
    account: 'balance',
    amount: request.amount,
    type: `refund_${request.biz}`,
    remark: request.remark,
    reference: request.reference,
    seen: request.seen,
    paymentId,
  });
}

/**
 * Records money a gateway confirmed it gave back on the channel payment `payNo`, inside the
 * refund's transaction: a negative payment on the day it came back, as a wallet refund is (no
 * wallet movement: the money went back where it came from).
 */
export async function recordChannelRefund(tx: DbOrTx, refund: Omit<PaymentRequest, 'method'> & { payNo: string }): Promise<void> {
  await tx.insert(payments).values({
    userId: refund.userId,
    biz: refund.biz,
    reference: refund.reference,
    method: 'channel',
    amount: -refund.amount,
    currency: refund.seen.currency,
    rate: refund.seen.rate,
    status: 'refunded',
    channelPayNo: refund.payNo,
  });
  publishOnCommit(tx, { kind: 'refund', biz: refund.biz });
}

/** The payment row, written before its ledger line so the line can name it. */
async function recordPayment(tx: DbOrTx, request: Omit<PaymentRequest, 'method'>, method: PaymentMethod, amount: bigint, status: 'succeeded' | 'refunded'): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ userId: request.userId, biz: request.biz, reference: request.reference, method, amount, currency: request.seen.currency, rate: request.seen.rate, status })
    .returning({ id: payments.id });
  return row!.id;
}

/** The payments and refunds recorded for one payable thing, oldest first. */
export async function paymentsOf(db: DbOrTx, biz: PaymentBiz, reference: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.biz, biz), eq(payments.reference, reference)))
    .orderBy(asc(payments.id));
}
