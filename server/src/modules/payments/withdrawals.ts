import { randomInt } from 'node:crypto';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  reviewQueueLinks,
  type WithdrawalAdminListQuery,
  type WithdrawalAdminRow,
  type WithdrawalBody,
  type WithdrawalPage,
  type WithdrawalReviewBody,
  type WithdrawalStatus,
  type WithdrawalView,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { paymentChannels, withdrawals } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { containing } from '../../platform/like.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Reader } from '../../platform/reader.ts';
import type { CurrencyRow } from '../../platform/reference-data.ts';
import type { AppDeps, UserRow } from '../../platform/types.ts';
import { notifyOperators } from '../operator-messages/index.ts';
import { postLedgerEntry } from '../wallet/index.ts';
import { channelFee, channelFor, checkChannelLimits } from './channels.ts';
import { typedAmountInBase } from './recharges.ts';
import { withdrawalStatus } from './withdrawal-states.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** W, the date-time and a random part: sortable by time, not guessable in sequence. */
function newWithdrawalNo(now: Date): string {
  return `W${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const held = (row: WithdrawalRow) => row.amount + row.fee;

/** The row as its customer sees it, money in the reader's currency. */
function withdrawalView(row: WithdrawalRow, channelTitle: string, reader: Reader): WithdrawalView {
  return {
    order_no: row.orderNo,
    channel_title: channelTitle,
    amount: reader.price.out(row.amount),
    fee: reader.price.out(row.fee),
    deducted: reader.price.out(held(row)),
    account: { name: row.accountName, number: row.accountNumber, bank: row.accountBank },
    status: row.status as WithdrawalStatus,
    third_party_no: row.thirdPartyNo,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Asks for a withdrawal: the login password must match (4108), the channel must be offered for
 * withdrawals (4214), the amount, typed in the caller's currency (more than 0, with no more decimals
 * than it has), must be within the channel's limits (4215, 4216). The amount plus the channel's fee is held from
 * the balance in the same transaction that writes the withdrawal, with a conditional update, so
 * parallel requests never take the balance below zero (4201); its reviewers are told in it too.
 * The same Idempotency-Key holds once.
 */
export async function requestWithdrawal(deps: AppDeps, user: UserRow, body: WithdrawalBody, currency: CurrencyRow, reader: Reader, idempotency?: IdempotencyClaim): Promise<WithdrawalView> {
  if (!(await verifyPassword(user.passwordHash, body.password))) throw AppError.field('password', 'error.4108', ErrorCode.IncorrectPassword);
  const channel = await channelFor(deps.db, body.channel_id, 'withdrawal');
  const amount = await typedAmountInBase(deps, body.amount, currency);
  checkChannelLimits(channel, amount, reader);
  const fee = channelFee(channel, amount);
  const title = localized(channel.title, reader.lang, reader.fallback);
  return runOnce(deps.db, `user:${user.id}:withdrawal`, idempotency, async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderNo: newWithdrawalNo(new Date()),
        userId: user.id,
        channelId: channel.id,
        amount,
        fee,
        currency: reader.price.seen.currency,
        rate: reader.price.seen.rate,
        accountName: body.account.name,
        accountNumber: body.account.number,
        accountBank: body.account.bank,
        status: withdrawalStatus.initial,
      })
      .returning();
    await postLedgerEntry(tx, {
      userId: user.id,
      account: 'balance',
      amount: -(amount + fee),
      type: 'withdrawal',
      remark: { key: 'system.ledger.withdrawal', params: { reference: row!.orderNo } },
      reference: row!.orderNo,
      seen: reader.price.seen,
    });
    const orderNo = row!.orderNo;
    await notifyOperators(tx, [{ kind: 'withdrawal_review', subject: orderNo, customerId: user.id, params: { order_no: orderNo }, link: reviewQueueLinks.withdrawal(orderNo) }], row!.createdAt);
    return withdrawalView(row!, title, reader);
  });
}

/** The caller's withdrawals, newest first. */
export async function listWithdrawals(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: WithdrawalStatus }, reader: Reader): Promise<WithdrawalPage> {
  const where = and(eq(withdrawals.userId, userId), query.status ? eq(withdrawals.status, query.status) : undefined);
  return pageOf(
    query,
    db.select(countAll).from(withdrawals).where(where),
    (limit, offset) =>
      db
        .select({ row: withdrawals, title: paymentChannels.title })
        .from(withdrawals)
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offset),
    ({ row, title }) => withdrawalView(row, localized(title, reader.lang, reader.fallback), reader),
  );
}

/** The review queue of the customers the admin may see, money in the base currency (the reader's). */
export async function listWithdrawalsForAdmin(deps: AppDeps, admin: AdminContext, query: WithdrawalAdminListQuery, reader: Reader): Promise<{ list: WithdrawalAdminRow[]; total: number; page: number; limit: number }> {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [await scopeCondition(db, admin), ...withinDays(withdrawals.createdAt, query.date_from, query.date_to)];
  if (query.status) conditions.push(eq(withdrawals.status, query.status));
  if (query.order_no) conditions.push(eq(withdrawals.orderNo, query.order_no));
  if (query.email) conditions.push(ilike(users.email, containing(query.email)));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId)).where(where),
    (limit, offset) =>
      db
        .select({ row: withdrawals, title: paymentChannels.title, email: users.email, reviewer: admins.username })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
        .leftJoin(admins, eq(admins.id, withdrawals.reviewedBy))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offset),
    ({ row, title, email, reviewer }) => ({
      ...withdrawalView(row, localized(title, reader.lang, reader.fallback), reader),
      id: row.id,
      user_id: row.userId,
      user_email: email,
      channel_id: row.channelId,
      currency: row.currency,
      reviewed_by: reviewer,
    }),
  );
}

/**
 * An operator's decision on a pending withdrawal, in one transaction: paid out, with the payout's
 * third-party number; or refused with a remark, the amount and fee given back to the balance
 * through the ledger. The move is conditional on the withdrawal still pending (4207 for one that
 * was decided meanwhile, so it is never paid and refunded both); who decided and when is kept.
 */
export async function reviewWithdrawal(deps: AppDeps, admin: AdminContext, body: WithdrawalReviewBody): Promise<void> {
  const [visible] = await deps.db
    .select({ row: withdrawals })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(eq(withdrawals.id, body.id), await scopeCondition(deps.db, admin)));
  if (!visible) throw new AppError(ErrorCode.RecordNotFound);
  const row = visible.row;
  const actor = { kind: 'admin' as const, id: admin.id };
  const decided = { reviewedBy: admin.id, reviewedAt: new Date(), remark: body.remark.trim() };
  await deps.db.transaction(async (tx) => {
    if (body.approve) {
      await withdrawalStatus.transition(tx, row.id, 'withdrawal_success', actor, body.remark.trim(), { ...decided, thirdPartyNo: body.third_party_no });
      return;
    }
    await withdrawalStatus.transition(tx, row.id, 'balance_withdrawal_failed', actor, body.remark.trim(), decided);
    await postLedgerEntry(tx, {
      userId: row.userId,
      account: 'balance',
      amount: held(row),
      type: 'withdrawal_refund',
      remark: { key: 'system.ledger.withdrawal_refused', params: { reference: row.orderNo } },
      reference: row.orderNo,
      seen: { currency: row.currency, rate: row.rate },
    });
  });
}

/** Withdrawals waiting for an operator, of the customers the admin may see: the dashboard's count. */
export async function countPendingWithdrawals(db: DbOrTx, admin: AdminContext): Promise<number> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(eq(withdrawals.status, 'pending_review'), await scopeCondition(db, admin)));
  return counted?.count ?? 0;
}
