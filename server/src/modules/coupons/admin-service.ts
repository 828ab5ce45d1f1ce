import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  type BulkResult,
  formatMinor,
  parseMajor,
  type CouponSendBody,
  type CouponSendCountQuery,
  type CouponSendResult,
  type CouponTemplateRow,
  type CouponTemplateSaveBody,
  type PageResult,
  type z,
  type couponTemplateListQuery,
} from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { couponTemplates, userCoupons } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { findVisibleUser, scopeCondition } from '../../platform/agent-scope.ts';
import { withinDays } from '../../platform/day-range.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { sortedBy } from '../../platform/sorting.ts';
import { bulkEach } from '../../platform/bulk.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { AppDeps } from '../../platform/types.ts';
import { couponTitleOf, giveCoupon, type TemplateRow } from './holding.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed validity's last day ends at the next UTC midnight. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

function toRow(template: TemplateRow, used: number, digits: number, reader: Reader): CouponTemplateRow {
  const money = (amount: bigint) => formatMinor(amount, digits);
  return {
    id: template.id,
    title: template.title,
    shown_title: couponTitleOf(template, reader),
    kind: template.kind as CouponTemplateRow['kind'],
    amount: money(template.amount),
    percent: template.percent,
    max_discount: money(template.maxDiscount),
    min_spend: money(template.minSpend),
    scope: template.scope as CouponTemplateRow['scope'],
    scope_ids: template.scopeIds,
    validity: template.validity === 'fixed' ? 'fixed' : 'days',
    valid_from: template.validFrom ? dayOf(template.validFrom) : null,
    valid_until: template.validUntil ? dayOf(new Date(template.validUntil.getTime() - DAY_MS)) : null,
    valid_days: template.validDays,
    total: template.total,
    issued: template.issued,
    used,
    per_customer_limit: template.perCustomerLimit,
    give_out: template.giveOut as CouponTemplateRow['give_out'],
    status: template.status === 'disabled' ? 'disabled' : 'active',
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

const usedCount = sql<number>`(select count(*)::int from ${userCoupons} where ${userCoupons.templateId} = ${couponTemplates.id} and ${userCoupons.status} = 'used')`;

const SORTABLE = { id: couponTemplates.id, min_spend: couponTemplates.minSpend, issued: couponTemplates.issued, created_at: couponTemplates.createdAt };

export async function listCouponTemplates(deps: AppDeps, query: z.infer<typeof couponTemplateListQuery>, reader: Reader): Promise<PageResult<CouponTemplateRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.keyword) conditions.push(ilike(sql`${couponTemplates.title}::text`, containing(query.keyword)));
  if (query.kind) conditions.push(eq(couponTemplates.kind, query.kind));
  if (query.give_out) conditions.push(eq(couponTemplates.giveOut, query.give_out));
  if (query.status) conditions.push(eq(couponTemplates.status, query.status));
  const where = and(...conditions);
  const { digits } = await deps.ref.baseCurrency();
  return pageOf(
    query,
    deps.db.select(countAll).from(couponTemplates).where(where),
    (limit, offset) => deps.db.select({ template: couponTemplates, used: usedCount }).from(couponTemplates).where(where).orderBy(...sortedBy(query, SORTABLE, couponTemplates.id, [desc(couponTemplates.id)])).limit(limit).offset(offset),
    (row) => toRow(row.template, row.used, digits, reader),
  );
}

/**
 * Saves a template, money typed in the base currency. Only what its kind uses is kept (an amount
 * coupon has no percent); the total cannot go below the coupons already given out.
 */
export async function saveCouponTemplate(deps: AppDeps, input: CouponTemplateSaveBody, reader: Reader): Promise<CouponTemplateRow> {
  const { digits } = await deps.ref.baseCurrency();
  const money = (field: string, text: string) => {
    const amount = parseMajor(text, digits);
    if (amount === null) throw AppError.field(field, 'validation.amount');
    return amount;
  };
  const fixed = input.validity === 'fixed';
  const values = {
    title: input.title,
    kind: input.kind,
    amount: input.kind === 'amount' ? money('amount', input.amount) : 0n,
    percent: input.kind === 'percent' ? input.percent : 0,
    maxDiscount: input.kind === 'percent' ? money('max_discount', input.max_discount) : 0n,
    minSpend: money('min_spend', input.min_spend),
    scope: input.scope,
    scopeIds: input.scope === 'categories' || input.scope === 'products' ? [...new Set(input.scope_ids)] : [],
    validity: input.validity,
    validFrom: fixed && input.valid_from ? dayStart(input.valid_from) : null,
    validUntil: fixed && input.valid_until ? new Date(dayStart(input.valid_until).getTime() + DAY_MS) : null,
    validDays: fixed ? 0 : input.valid_days,
    total: input.total,
    perCustomerLimit: input.per_customer_limit,
    giveOut: input.give_out,
    status: input.status,
  };
  return deps.db.transaction(async (tx) => {
    let saved: TemplateRow | undefined;
    if (input.id) {
      const [current] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.id)).for('update');
      if (!current) throw new AppError(ErrorCode.RecordNotFound);
      if (input.total < current.issued) throw AppError.field('total', 'validation.coupon_total_issued');
      [saved] = await tx.update(couponTemplates).set(values).where(eq(couponTemplates.id, input.id)).returning();
    } else {
      [saved] = await tx.insert(couponTemplates).values(values).returning();
    }
    const [{ used } = { used: 0 }] = await tx.select({ used: usedCount }).from(couponTemplates).where(eq(couponTemplates.id, saved!.id));
    return toRow(saved!, used, digits, reader);
  });
}

/** A template nobody holds a coupon of can be deleted (4403 otherwise: disable it instead). */
async function deleteTemplateIn(tx: DbOrTx, id: number): Promise<void> {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update');
  if (!template) throw new AppError(ErrorCode.RecordNotFound);
  const [held] = await tx.select(countAll).from(userCoupons).where(eq(userCoupons.templateId, id));
  if ((held?.total ?? 0) > 0) throw new AppError(ErrorCode.RecordInUse);
  await tx.delete(couponTemplates).where(eq(couponTemplates.id, id));
}

export async function deleteCouponTemplate(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction((tx) => deleteTemplateIn(tx, id));
}

/** Deletes the selected templates; one customers hold is answered 4403 and kept, the others go. */
export function bulkDeleteCouponTemplates(deps: AppDeps, lang: string, ids: number[]): Promise<BulkResult> {
  return bulkEach(deps, lang, ids, deleteTemplateIn);
}

/** The active customers the admin may see that a group send reaches. */
async function groupCondition(deps: AppDeps, admin: AdminContext, group: CouponSendCountQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(deps.db, admin), eq(users.status, 'active'), isNull(users.deletedAt)];
  if (group.agent_id) conditions.push(eq(users.agentId, group.agent_id));
  conditions.push(...withinDays(users.createdAt, group.registered_from, group.registered_to));
  return and(...conditions);
}

/** The active customers the admin may see, one named or those matching the filters, in id order. */
async function recipients(deps: AppDeps, admin: AdminContext, input: CouponSendBody): Promise<number[]> {
  if (input.user_id) {
    const user = await findVisibleUser(deps, admin, input.user_id);
    if (user.deletedAt || user.status !== 'active') throw new AppError(ErrorCode.RecordNotFound);
    return [user.id];
  }
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(await groupCondition(deps, admin, input))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** How many customers a group send with these filters would reach now, shown before sending. */
export async function countSendGroup(deps: AppDeps, admin: AdminContext, group: CouponSendCountQuery): Promise<{ count: number }> {
  const [row] = await deps.db.select(countAll).from(users).where(await groupCondition(deps, admin, group));
  return { count: row?.total ?? 0 };
}

/**
 * Sends one coupon of an active template to a customer, or to each customer of a filtered group:
 * each in its own transaction, within the per-customer limit and while coupons are left; those
 * passed over are counted. A template past its fixed end or disabled cannot be sent (4223).
 */
export async function sendCoupons(deps: AppDeps, admin: AdminContext, input: CouponSendBody, now = new Date()): Promise<CouponSendResult> {
  const [template] = await deps.db.select().from(couponTemplates).where(eq(couponTemplates.id, input.template_id));
  if (!template) throw new AppError(ErrorCode.RecordNotFound);
  if (template.status !== 'active' || (template.validity === 'fixed' && template.validUntil !== null && template.validUntil <= now)) {
    throw new AppError(ErrorCode.CouponNotClaimable);
  }
  const userIds = await recipients(deps, admin, input);
  let sent = 0;
  for (const userId of userIds) {
    const given = await deps.db.transaction((tx) => giveCoupon(tx, template, userId, 'send', now));
    if (given === 'sold_out') break;
    if (given !== 'limit') sent += 1;
  }
  return { sent, skipped: userIds.length - sent };
}
