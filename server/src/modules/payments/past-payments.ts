import { eq, or } from 'drizzle-orm';
import { convertFromBase, type ChannelPaymentBiz } from '@roamcart/contracts';
import { currencies } from '../../platform/tables/currency.ts';
import { channelPayments, payments } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { insertRows } from '../../platform/insert-rows.ts';
import { currencyInfo } from '../../platform/reference-data.ts';
import { SYSTEM } from '../../platform/state-machine.ts';
import type { ChannelRow } from './channels.ts';
import { newPayNo } from './channel-payments.ts';
import { channelPaymentStatus } from './states.ts';

/** An online payment its gateway confirmed before it was recorded here: what it paid, who paid, what they saw, when it began and when it was paid. */
export interface PastChannelPayment {
  biz: ChannelPaymentBiz;
  reference: string;
  userId: number;
  /** Base minor units. */
  amount: bigint;
  seen: { currency: string; rate: string };
  startedAt: Date;
  paidAt: Date;
  /** The parts of the reference it paid (a goods order's sub-orders): what a refund of one goes back through. */
  subOrderNos?: string[];
}

/**
 * Records online payments through `channel` that its gateway confirmed before they were recorded
 * here (the demo's past stays and goods orders): each approved by the gateway's notice at the
 * time it was paid, with its history, and the money recorded for what it paid as
 * recordChannelPayment records it (no wallet movement, so the ledger check has no line to pair).
 * Answers their numbers, in the order given.
 */
export async function recordPastChannelPayments(tx: DbOrTx, channel: ChannelRow, paid: readonly PastChannelPayment[]): Promise<string[]> {
  if (paid.length === 0) return [];
  // An offline payment has a voucher and an operator's review: not a course to record after the fact.
  if (channel.kind !== 'online') throw new Error(`channel ${channel.identifier} is not an online one`);
  const rows = await tx
    .select()
    .from(currencies)
    .where(or(eq(currencies.isBase, true), eq(currencies.code, channel.currency)));
  const base = rows.find((row) => row.isBase);
  const charged = rows.find((row) => row.code === channel.currency);
  if (!base || !charged) throw new Error(`no rate to charge in ${channel.currency}`);
  const drawn = new Set<string>();
  const payNos = paid.map((payment) => {
    let payNo = newPayNo('P', payment.startedAt);
    while (drawn.has(payNo)) payNo = newPayNo('P', payment.startedAt);
    drawn.add(payNo);
    return payNo;
  });
  const inserted = await insertRows(
    tx,
    channelPayments,
    paid.map((payment, index) => ({
      payNo: payNos[index]!,
      biz: payment.biz,
      reference: payment.reference,
      subOrderNos: payment.subOrderNos ?? [],
      userId: payment.userId,
      channelId: channel.id,
      kind: channel.kind,
      gateway: channel.gateway,
      amount: payment.amount,
      received: payment.amount,
      gatewayAmount: convertFromBase(payment.amount, currencyInfo(base), currencyInfo(charged)),
      gatewayCurrency: charged.code,
      currency: payment.seen.currency,
      rate: payment.seen.rate,
      status: 'review_approved',
      paidAt: payment.paidAt,
      createdAt: payment.startedAt,
      updatedAt: payment.paidAt,
    })),
    { returning: ['id', 'payNo'] },
  );
  const idOf = new Map(inserted.map((row) => [row.payNo, row.id]));
  await channelPaymentStatus.recordPast(
    tx,
    paid.map((payment, index) => ({ id: idOf.get(payNos[index]!)!, moves: [{ to: 'review_approved', actor: SYSTEM, remark: channel.gateway, at: payment.paidAt }] })),
  );
  await insertRows(
    tx,
    payments,
    paid.map((payment, index) => ({
      userId: payment.userId,
      biz: payment.biz,
      reference: payment.reference,
      method: 'channel',
      amount: payment.amount,
      currency: payment.seen.currency,
      rate: payment.seen.rate,
      status: 'succeeded',
      channelPayNo: payNos[index]!,
      createdAt: payment.paidAt,
    })),
  );
  return payNos;
}
