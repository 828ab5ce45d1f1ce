import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  ORDER_PAYMENT_BIZ,
  type ChannelKind,
  type ChannelPaymentAdminQuery,
  type ChannelPaymentAdminRow,
  type ChannelPaymentBiz,
  type ChannelPaymentStatus,
  type PageResult,
  type PaymentReviewBody,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { channelPayments, paymentChannels } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { decideReview, type PaymentsDeps } from './channel-payments.ts';

const payer = alias(users, 'payer');

function selectRows(db: DbOrTx) {
  return db
    .select({ payment: channelPayments, channel: paymentChannels, email: payer.email, nickname: payer.nickname, reviewer: admins.username })
    .from(channelPayments)
    .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
    .leftJoin(payer, eq(payer.id, channelPayments.userId))
    .leftJoin(admins, eq(admins.id, channelPayments.reviewedBy));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: Row, reader: Reader): ChannelPaymentAdminRow {
  const { payment } = row;
  return {
    id: payment.id,
    pay_no: payment.payNo,
    biz: payment.biz as ChannelPaymentBiz,
    reference: payment.reference,
    sub_order_nos: payment.subOrderNos,
    user_id: payment.userId,
    customer: row.email ?? row.nickname ?? '',
    channel_title: localized(row.channel.title, reader.lang, reader.fallback),
    kind: payment.kind as ChannelKind,
    amount: reader.price.out(payment.amount),
    fee: reader.price.out(payment.fee),
    received: reader.price.out(payment.received),
    seen_currency: payment.currency,
    status: payment.status as ChannelPaymentStatus,
    third_party_no: payment.thirdPartyNo,
    voucher_url: payment.voucherUrl,
    remark: payment.reviewRemark,
    settlement: payment.settlement,
    reviewer: row.reviewer ?? '',
    reviewed_at: payment.reviewedAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
  };
}

/** The two review queues: top-ups of every kind, and offline transfers paying orders of every kind. */
export type ReviewQueue = 'recharges' | 'offline_payments';

const QUEUE_BIZ: Record<ReviewQueue, readonly ChannelPaymentBiz[]> = { recharges: ['recharge'], offline_payments: ORDER_PAYMENT_BIZ };

/** Payments of the queue the admin may see: of their agents' customers (a guest's payment of a shared order only for platform admins). */
async function conditions(db: DbOrTx, admin: AdminContext, queue: ReviewQueue, query: Partial<ChannelPaymentAdminQuery>): Promise<SQL | undefined> {
  const scope = await scopeCondition(db, admin);
  const where: (SQL | undefined)[] = [inArray(channelPayments.biz, [...QUEUE_BIZ[queue]]), scope && sql`${channelPayments.userId} in (select ${users.id} from ${users} where ${scope})`];
  if (queue === 'offline_payments') where.push(eq(channelPayments.kind, 'offline'));
  else if (query.kind) where.push(eq(channelPayments.kind, query.kind));
  if (query.biz) where.push(eq(channelPayments.biz, query.biz));
  if (query.status) where.push(eq(channelPayments.status, query.status));
  if (query.pay_no) where.push(or(eq(channelPayments.payNo, query.pay_no), eq(channelPayments.reference, query.pay_no)));
  if (query.customer) where.push(or(ilike(payer.email, containing(query.customer)), ilike(payer.nickname, containing(query.customer))));
  return and(...where);
}

/** A review queue with its history: what waits for review first, then the newest. */
export async function listChannelPayments(db: DbOrTx, admin: AdminContext, queue: ReviewQueue, query: ChannelPaymentAdminQuery, reader: Reader): Promise<PageResult<ChannelPaymentAdminRow>> {
  const where = await conditions(db, admin, queue, query);
  return pageOf(
    query,
    db.select(countAll).from(channelPayments).leftJoin(payer, eq(payer.id, channelPayments.userId)).where(where),
    (limit, offset) =>
      selectRows(db)
        .where(where)
        .orderBy(desc(sql`${channelPayments.status} = 'pending_review'`), desc(channelPayments.id))
        .limit(limit)
        .offset(offset),
    (row) => toRow(row, reader),
  );
}

/** Approves (the money is applied) or rejects (with a remark) a payment waiting for review; 4402 for one the admin may not see, 4207 for one not waiting. */
export async function reviewChannelPayment(deps: PaymentsDeps, admin: AdminContext, queue: ReviewQueue, body: PaymentReviewBody, reader: Reader): Promise<ChannelPaymentAdminRow> {
  const visible = await conditions(deps.db, admin, queue, {});
  const [found] = await selectRows(deps.db).where(and(visible, eq(channelPayments.id, body.id)));
  if (!found) throw new AppError(ErrorCode.RecordNotFound);
  await decideReview(deps, found.payment.biz as ChannelPaymentBiz, body.id, admin.id, body.approve, body.remark);
  const [after] = await selectRows(deps.db).where(eq(channelPayments.id, body.id));
  return toRow(after!, reader);
}

/** Payments waiting for an operator, for the dashboard: top-ups and offline payments of orders of every kind. */
export async function paymentsToReview(db: DbOrTx, admin: AdminContext): Promise<{ recharges: number; offlinePayments: number }> {
  const count = async (queue: ReviewQueue) => {
    const [row] = await db
      .select(countAll)
      .from(channelPayments)
      .leftJoin(payer, eq(payer.id, channelPayments.userId))
      .where(and(await conditions(db, admin, queue, {}), eq(channelPayments.status, 'pending_review')));
    return row?.total ?? 0;
  };
  return { recharges: await count('recharges'), offlinePayments: await count('offline_payments') };
}
