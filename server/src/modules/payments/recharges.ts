import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  convertToBase,
  ErrorCode,
  parseMajor,
  type ChannelKind,
  type ChannelPaymentStatus,
  type OfflinePaymentBody,
  type ChannelPaymentState,
  type PageQuery,
  type PageResult,
  type RechargeBody,
  type RechargeQuote,
  type RechargeStarted,
  type RechargeView,
} from '@roamcart/contracts';
import { channelPayments, paymentChannels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { currencyInfo, type CurrencyRow } from '../../platform/reference-data.ts';
import { channelFee, channelFor, checkChannelLimits, type ChannelRow } from './channels.ts';
import { cancelChannelPayment, openCheckout, payableDue, paymentState, startChannelPayment, submitVoucher, type ChannelPaymentRow, type PaymentsDeps } from './channel-payments.ts';

/**
 * An amount typed in the caller's currency, in base minor units: more than 0 (4002
 * amount_positive) with no more decimals than the currency has (two; none for JPY).
 */
export async function typedAmountInBase(deps: Pick<PaymentsDeps, 'ref'>, text: string, currency: CurrencyRow): Promise<bigint> {
  const minor = parseMajor(text, currency.digits);
  if (minor === null) throw new AppError(ErrorCode.InvalidParameters, { amount: currency.digits === 0 ? 'validation.amount_whole' : 'validation.amount_decimals' }, { digits: currency.digits });
  if (minor <= 0n) throw AppError.field('amount', 'validation.amount_positive');
  return convertToBase(minor, currencyInfo(currency), currencyInfo(await deps.ref.baseCurrency()));
}

/** A top-up of `body.amount` on the channel: checked against the channel's limits, with its fee. */
async function priceRecharge(deps: PaymentsDeps, db: DbOrTx, body: RechargeBody, currency: CurrencyRow, reader: Reader): Promise<{ channel: ChannelRow; amount: bigint; fee: bigint }> {
  const channel = await channelFor(db, body.channel_id, 'recharge');
  const amount = await typedAmountInBase(deps, body.amount, currency);
  checkChannelLimits(channel, amount, reader);
  return { channel, amount, fee: channelFee(channel, amount) };
}

/** What a top-up costs, what the fee takes and what reaches the wallet, before it is confirmed. */
export async function quoteRecharge(deps: PaymentsDeps, body: RechargeBody, currency: CurrencyRow, reader: Reader): Promise<RechargeQuote> {
  const { amount, fee } = await priceRecharge(deps, deps.db, body, currency, reader);
  return { amount: reader.price.out(amount), fee: reader.price.out(fee), received: reader.price.out(amount - fee), currency: reader.price.seen.currency };
}

function rechargeView(payment: ChannelPaymentRow, channel: ChannelRow, reader: Reader): RechargeView {
  return {
    pay_no: payment.payNo,
    channel_id: channel.id,
    channel_title: localized(channel.title, reader.lang, reader.fallback),
    kind: payment.kind as ChannelKind,
    amount: reader.price.out(payment.amount),
    fee: reader.price.out(payment.fee),
    received: reader.price.out(payment.received),
    currency: reader.price.seen.currency,
    status: payment.status as ChannelPaymentStatus,
    third_party_no: payment.thirdPartyNo,
    voucher_url: payment.voucherUrl,
    remark: payment.reviewRemark,
    created_at: payment.createdAt.toISOString(),
    account_info: payment.kind === 'offline' ? channel.accountInfo : null,
  };
}

/**
 * Starts a top-up (pending payment): an online one answers the gateway's page to pay on, an
 * offline one the account to transfer to. The same Idempotency-Key answers the first top-up again.
 */
export async function createRecharge(
  deps: PaymentsDeps,
  userId: number,
  body: RechargeBody,
  currency: CurrencyRow,
  reader: Reader,
  claim: IdempotencyClaim | undefined,
): Promise<RechargeStarted> {
  const { channel, amount, fee } = await priceRecharge(deps, deps.db, body, currency, reader);
  const started = await runOnce(deps.db, `user:${userId}:recharge`, claim, async (tx) =>
    rechargeView(await startChannelPayment(tx, deps, { biz: 'recharge', userId, channel, amount, fee, seen: reader.price.seen }), channel, reader),
  );
  return { ...started, pay_url: await openCheckout(deps, started.pay_no, reader) };
}

const rechargesOf = (userId: number): SQL => and(eq(channelPayments.userId, userId), eq(channelPayments.biz, 'recharge'))!;

export async function listRecharges(db: DbOrTx, userId: number, query: PageQuery & { status?: ChannelPaymentStatus }, reader: Reader): Promise<PageResult<RechargeView>> {
  const where = and(rechargesOf(userId), query.status ? eq(channelPayments.status, query.status) : undefined);
  return pageOf(
    query,
    db.select(countAll).from(channelPayments).where(where),
    (limit, offset) =>
      db
        .select({ payment: channelPayments, channel: paymentChannels })
        .from(channelPayments)
        .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
        .where(where)
        .orderBy(desc(channelPayments.id))
        .limit(limit)
        .offset(offset),
    (row) => rechargeView(row.payment, row.channel, reader),
  );
}

/** The caller's own top-up `payNo`, locked when `forUpdate`; 4402 for anyone else's. */
async function ownRecharge(db: DbOrTx, userId: number, payNo: string, forUpdate = false): Promise<{ payment: ChannelPaymentRow; channel: ChannelRow }> {
  const query = db
    .select({ payment: channelPayments, channel: paymentChannels })
    .from(channelPayments)
    .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
    .where(and(rechargesOf(userId), eq(channelPayments.payNo, payNo)));
  const [row] = forUpdate ? await query.for('update', { of: channelPayments }) : await query;
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  return row;
}

export async function rechargeDetail(db: DbOrTx, userId: number, payNo: string, reader: Reader): Promise<RechargeView> {
  const { payment, channel } = await ownRecharge(db, userId, payNo);
  return rechargeView(payment, channel, reader);
}

export async function cancelRecharge(deps: PaymentsDeps, userId: number, payNo: string, reader: Reader): Promise<RechargeView> {
  return deps.db.transaction(async (tx) => {
    const { payment, channel } = await ownRecharge(tx, userId, payNo, true);
    await cancelChannelPayment(tx, payment, userId);
    return rechargeView({ ...payment, status: 'cancelled_payment' }, channel, reader);
  });
}

/**
 * POST /payment/offline: the voucher of a bank transfer. For a top-up, its owner's pending
 * offline top-up moves to review. For an order, an offline payment of what is due (the named
 * sub-orders, or every unpaid one) is opened and sent to review at once; a shared order's link
 * lets anyone, signed in or not, pay this way. The same Idempotency-Key answers the first again.
 */
export async function payOffline(deps: PaymentsDeps, payerId: number | null, body: OfflinePaymentBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<ChannelPaymentState> {
  const voucher = { voucherUrl: body.voucher_url, thirdPartyNo: body.third_party_no };
  const now = deps.now?.() ?? new Date();
  // A guest's key is scoped to the share link they pay through.
  const scope = `${payerId === null ? `share:${body.share_token ?? ''}` : `user:${payerId}`}:payment/offline`;
  return runOnce(deps.db, scope, claim, async (tx) => {
    if (body.biz === 'recharge') {
      if (payerId === null) throw new AppError(ErrorCode.TokenExpired);
      const { payment } = await ownRecharge(tx, payerId, body.order_no, true);
      if (payment.channelId !== body.channel_id) throw AppError.field('channel_id', 'validation.invalid');
      return paymentState(await submitVoucher(tx, payment, payerId, voucher, now), reader);
    }
    const channel = await channelFor(tx, body.channel_id, 'pay');
    if (channel.kind !== 'offline') throw new AppError(ErrorCode.PaymentChannelUnavailable);
    const biz = body.biz === 'hotel' ? 'hotel_order' : body.biz === 'ticket' ? 'ticket_order' : 'goods_order';
    const due = await payableDue(tx, biz, { reference: body.order_no, shareToken: body.share_token, payerId, subOrderNos: body.sub_order_nos });
    checkChannelLimits(channel, due.amount, reader);
    const payment = await startChannelPayment(tx, deps, {
      biz,
      reference: due.reference,
      subOrderNos: due.subOrderNos,
      userId: payerId,
      channel,
      amount: due.amount,
      fee: 0n,
      seen: reader.price.seen,
    });
    return paymentState(await submitVoucher(tx, payment, payerId, voucher, now), reader);
  });
}
