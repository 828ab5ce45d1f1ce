import { and, desc, eq, gt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ErrorCode, formatAmount, type TravelOrderKind, type CouponCenterItem, type CouponGiveOut, type PageResult, type UserCoupon, type UserCouponStatus } from '@roamcart/contracts';
import { couponTemplates, userCoupons } from './tables.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { lockUserRow } from '../../platform/locks.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

type TitleTerms = Pick<TemplateRow, 'title' | 'kind' | 'amount' | 'percent' | 'maxDiscount' | 'minSpend'>;

/**
 * A coupon's title as the reader reads it. How the two kinds are told apart: a template whose
 * title map is empty ({}) has no title of its own, and its title is made from its rule, in the
 * reader's language with its amounts converted to the reader's currency like every other amount
 * ("$5 off orders over $30" reads "¥780 off orders over ¥4,680" for a JPY reader); any text an
 * operator typed in the map is their custom title, kept and shown in the reader's language. The
 * demo coupons have empty maps.
 */
export function couponTitleOf(template: TitleTerms, reader: Reader): string {
  if (Object.values(template.title).some((text) => text.trim())) return localized(template.title, reader.lang, reader.fallback);
  const money = (amount: bigint) => formatAmount(reader.price.out(amount), reader.price.seen.currency, reader.lang);
  const min = template.minSpend > 0n ? '_min' : '';
  const params: Record<string, string | number> = { amount: money(template.amount), percent: template.percent, min: money(template.minSpend), max: money(template.maxDiscount) };
  const key =
    template.kind === 'percent' ? `percent${min}${template.maxDiscount > 0n ? '_max' : ''}` : template.kind === 'amount' ? `amount${min}` : `free_shipping${min}`;
  return reader.text({ remark: '', remarkKey: `system.coupon_title.${key}`, remarkParams: params });
}

/** A coupon's terms as the caller reads them: the title in their language, money in their currency. */
function termsView(template: TemplateRow, reader: Reader) {
  return {
    title: couponTitleOf(template, reader),
    kind: template.kind as UserCoupon['kind'],
    amount: reader.price.out(template.amount),
    percent: template.percent,
    max_discount: reader.price.out(template.maxDiscount),
    min_spend: reader.price.out(template.minSpend),
    scope: template.scope as UserCoupon['scope'],
  };
}

/** Used, or past its end (expired), or usable: now or from its first day. */
function couponStatus(coupon: UserCouponRow, now: Date): UserCouponStatus {
  if (coupon.status === 'used') return 'used';
  return coupon.validUntil <= now ? 'expired' : 'usable';
}

/** The order a coupon was used on: its number and kind (goods, hotel, ticket). */
type UsedOn = { orderNo: string; type: NonNullable<UserCoupon['order_type']> } | null;

export function userCouponView(coupon: UserCouponRow, template: TemplateRow, usedOn: UsedOn, reader: Reader, now: Date): UserCoupon {
  return {
    id: coupon.id,
    template_id: template.id,
    ...termsView(template, reader),
    status: couponStatus(coupon, now),
    valid_from: coupon.validFrom.toISOString(),
    valid_until: coupon.validUntil.toISOString(),
    order_no: usedOn?.orderNo ?? null,
    order_type: usedOn?.type ?? null,
    used_at: coupon.usedAt?.toISOString() ?? null,
  };
}

/** The title of the caller's coupon a booking used, in the reader's language; null without one. */
export async function couponTitle(db: DbOrTx, userCouponId: number | null, reader: Reader): Promise<string | null> {
  if (userCouponId === null) return null;
  const [row] = await db
    .select({
      title: couponTemplates.title,
      kind: couponTemplates.kind,
      amount: couponTemplates.amount,
      percent: couponTemplates.percent,
      maxDiscount: couponTemplates.maxDiscount,
      minSpend: couponTemplates.minSpend,
    })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(userCoupons.id, userCouponId));
  return row ? couponTitleOf(row, reader) : null;
}

/** What stops a customer from getting one more of a template. */
type GiveRefusal = 'sold_out' | 'limit';

/**
 * Gives the customer one coupon of the template, in the caller's transaction: at most the
 * per-customer limit (counted under the customer's row lock, so their parallel requests queue),
 * and at most the total, by a conditional update of `issued` (parallel claims of the last
 * coupons get exactly what is left). The validity is the template's dates, or N days from now.
 */
export async function giveCoupon(tx: DbOrTx, template: TemplateRow, userId: number, source: CouponGiveOut, now: Date): Promise<UserCouponRow | GiveRefusal> {
  await lockUserRow(tx, userId);
  const [held] = await tx
    .select(countAll)
    .from(userCoupons)
    .where(and(eq(userCoupons.templateId, template.id), eq(userCoupons.userId, userId)));
  if ((held?.total ?? 0) >= template.perCustomerLimit) return 'limit';
  const taken = await tx
    .update(couponTemplates)
    .set({ issued: sql`${couponTemplates.issued} + 1` })
    .where(and(eq(couponTemplates.id, template.id), sql`${couponTemplates.issued} < ${couponTemplates.total}`))
    .returning({ id: couponTemplates.id });
  if (taken.length === 0) return 'sold_out';
  const fixed = template.validity === 'fixed';
  const [coupon] = await tx
    .insert(userCoupons)
    .values({
      templateId: template.id,
      userId,
      source,
      validFrom: fixed ? (template.validFrom ?? now) : now,
      validUntil: fixed ? (template.validUntil ?? now) : new Date(now.getTime() + template.validDays * DAY_MS),
    })
    .returning();
  return coupon!;
}

/** Templates that can be given out now: active, and not past a fixed end. */
function givable(now: Date): SQL {
  return and(
    eq(couponTemplates.status, 'active'),
    sql`(${couponTemplates.validity} <> 'fixed' or ${couponTemplates.validUntil} > ${now.toISOString()})`,
  ) as SQL;
}

/** The coupon centre: claimable templates, newest first, with what is left and what the caller holds. */
export async function couponCenter(db: DbOrTx, userId: number, reader: Reader, now: Date): Promise<CouponCenterItem[]> {
  const held = db
    .select({ templateId: userCoupons.templateId, count: sql<number>`count(*)::int`.as('count') })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId))
    .groupBy(userCoupons.templateId)
    .as('held');
  const rows = await db
    .select({ template: couponTemplates, claimed: sql<number>`coalesce(${held.count}, 0)::int` })
    .from(couponTemplates)
    .leftJoin(held, eq(held.templateId, couponTemplates.id))
    .where(and(eq(couponTemplates.giveOut, 'claim'), givable(now)))
    .orderBy(desc(couponTemplates.id));
  return rows.map(({ template, claimed }) => {
    const remaining = template.total - template.issued;
    return {
      id: template.id,
      ...termsView(template, reader),
      validity: template.validity === 'fixed' ? 'fixed' : 'days',
      valid_from: template.validFrom?.toISOString() ?? null,
      valid_until: template.validUntil?.toISOString() ?? null,
      valid_days: template.validDays,
      total: template.total,
      remaining,
      per_customer_limit: template.perCustomerLimit,
      claimed,
      can_claim: remaining > 0 && claimed < template.perCustomerLimit,
    };
  });
}

/** The customer claims a coupon of the centre: 4223 when it is not claimable now, 4221 none left, 4222 at their limit. */
export async function claimCoupon(db: Db, userId: number, templateId: number, reader: Reader, now: Date): Promise<UserCoupon> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(couponTemplates)
      .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.giveOut, 'claim'), givable(now)));
    if (!template) throw new AppError(ErrorCode.CouponNotClaimable);
    const given = await giveCoupon(tx, template, userId, 'claim', now);
    if (given === 'sold_out') throw new AppError(ErrorCode.CouponSoldOut);
    if (given === 'limit') throw new AppError(ErrorCode.CouponLimitReached);
    return userCouponView(given, template, null, reader, now);
  });
}

/** The condition for the caller's coupons in one status (expired: usable ones past their end). */
function inStatus(userId: number, status: UserCouponStatus, now: Date): SQL {
  const own = eq(userCoupons.userId, userId);
  if (status === 'used') return and(own, eq(userCoupons.status, 'used')) as SQL;
  const unused = and(own, eq(userCoupons.status, 'usable'));
  return and(unused, status === 'usable' ? gt(userCoupons.validUntil, now) : lte(userCoupons.validUntil, now)) as SQL;
}

/**
 * The orders a coupon was used on, as columns of the coupons' select given the column holding the
 * order's id: from the modules that take coupons (orders, travel), which coupons cannot import
 * since they use coupons; the app hands them over.
 */
export interface CouponUses {
  goodsOrderNo: (orderId: SQLWrapper) => SQL<string | null>;
  travelOrder: (travelOrderId: SQLWrapper) => SQL<{ order_no: string; kind: TravelOrderKind } | null>;
}

/** The caller's coupons in one status: usable ones ending soonest first, the others latest first. */
export async function myCoupons(
  db: DbOrTx,
  uses: CouponUses,
  userId: number,
  query: { page: number; limit: number; status: UserCouponStatus },
  reader: Reader,
  now: Date,
): Promise<PageResult<UserCoupon>> {
  const where = inStatus(userId, query.status, now);
  const order = query.status === 'usable' ? [userCoupons.validUntil, userCoupons.id] : [desc(userCoupons.validUntil), desc(userCoupons.id)];
  return pageOf(
    query,
    db.select(countAll).from(userCoupons).where(where),
    (limit, offset) =>
      db
        .select({ coupon: userCoupons, template: couponTemplates, orderNo: uses.goodsOrderNo(userCoupons.orderId), booking: uses.travelOrder(userCoupons.travelOrderId) })
        .from(userCoupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => {
      const usedOn: UsedOn = row.orderNo
        ? { orderNo: row.orderNo, type: 'goods' }
        : row.booking
          ? { orderNo: row.booking.order_no, type: row.booking.kind }
          : null;
      return userCouponView(row.coupon, row.template, usedOn, reader, now);
    },
  );
}

/** The coupons of registration templates, given to a customer who just registered (those sold out or ended are passed over). */
export async function giveRegistrationCoupons(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  const templates = await tx
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.giveOut, 'register'), givable(now)))
    .orderBy(couponTemplates.id);
  for (const template of templates) await giveCoupon(tx, template, userId, 'register', now);
}
