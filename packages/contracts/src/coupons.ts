import { dateQuery, filterText, languageCodeKey, sortParams, statusField } from './admin/common.ts';
import { dateField, idParam, multilineText, numeric, pageQuery, pageResultOf, z } from './validation.ts';

/*
 * Coupons and points. An operator writes coupon templates; customers hold user coupons made
 * from them (claimed in the coupon centre, given on registration or sent by the operator).
 * Money on the wire is the caller's currency (storefront) or the base currency (back office).
 */

/** Amount off; percent off (with an optional cap); the shipping fee off. */
export const COUPON_KINDS = ['amount', 'percent', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** What a coupon applies to: everything, goods of some categories or some goods, or travel bookings. */
export const COUPON_SCOPES = ['all', 'categories', 'products', 'hotels', 'flights'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** Fixed dates, or a number of days from the moment the customer gets it. */
export const COUPON_VALIDITIES = ['fixed', 'days'] as const;
/** How customers get a template's coupons. */
export const COUPON_GIVE_OUTS = ['claim', 'register', 'send'] as const;
export type CouponGiveOut = (typeof COUPON_GIVE_OUTS)[number];
/** A held coupon: usable now or later, used on an order, or past its end. */
export const USER_COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];
/**
 * Why a held coupon cannot be used on this order or booking: the minimum spend; none of the goods
 * covered; a travel coupon on goods; a goods coupon (`all` is all goods) on a booking; a hotels
 * coupon on a flight or the other way round; free shipping on a booking (nothing ships); not yet valid.
 */
export const COUPON_UNUSABLE_REASONS = ['min_spend', 'scope', 'travel_only', 'goods_only', 'hotels_only', 'flights_only', 'not_started'] as const;
export type CouponUnusableReason = (typeof COUPON_UNUSABLE_REASONS)[number];
/** Why points moved (the points log's `type`). */
export const POINTS_LOG_TYPES = ['email_verified', 'order_spend', 'order_return', 'order_earn', 'order_earn_taken_back', 'review_earn', 'admin_adjust'] as const;

export const COUPON_TITLE_MAX = 100;
export const COUPON_SCOPE_IDS_MAX = 200;

/* Storefront */

/** What a coupon takes off and on what: money in the caller's currency (storefront) or the base currency (back office). */
const termFields = {
  kind: z.enum(COUPON_KINDS),
  /** Amount off (kind `amount`); "0" otherwise. */
  amount: z.string(),
  /** Percent off (kind `percent`); 0 otherwise. */
  percent: z.number().int(),
  /** The most a percent coupon takes off; "0" for no cap. */
  max_discount: z.string(),
  /** The least the goods it applies to must cost; "0" for any amount. */
  min_spend: z.string(),
  scope: z.enum(COUPON_SCOPES),
};

/** A coupon's terms as a customer reads them: the title in their language. */
const couponTerms = { title: z.string(), ...termFields };

/** A template in the coupon centre: how many are left, how many the caller holds, whether they may take one more. */
export const couponCenterItem = z.object({
  id: z.number().int(),
  ...couponTerms,
  validity: z.enum(COUPON_VALIDITIES),
  /** Fixed validity: the first and last day (UTC dates); null for "N days from claiming". */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  valid_days: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  per_customer_limit: z.number().int(),
  /** How many of it the caller holds (0 for a guest). */
  claimed: z.number().int(),
  can_claim: z.boolean(),
});
export type CouponCenterItem = z.infer<typeof couponCenterItem>;
export const couponCenter = z.array(couponCenterItem);

export const couponClaimBody = z.object({ coupon_id: idParam });

/** A coupon the customer holds. */
export const userCoupon = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  ...couponTerms,
  status: z.enum(USER_COUPON_STATUSES),
  /** When it can be used: from this moment until the other (ISO date-times). */
  valid_from: z.string(),
  valid_until: z.string(),
  /** The order it was used on, and its kind as GET /order names them (goods, hotel, ticket). */
  order_no: z.string().nullable(),
  order_type: z.enum(['goods', 'hotel', 'ticket']).nullable(),
  used_at: z.string().nullable(),
});
export type UserCoupon = z.infer<typeof userCoupon>;

export const myCouponsQuery = pageQuery.extend({ status: z.enum(USER_COUPON_STATUSES).default('usable') });
export const myCoupons = pageResultOf(userCoupon);

/** At checkout: a held coupon with what it takes off this order. */
export const checkoutCoupon = userCoupon.extend({ discount: z.string() });
export type CheckoutCoupon = z.infer<typeof checkoutCoupon>;
/** At checkout: a held coupon that does not fit this order, and why. */
export const unusableCoupon = userCoupon.extend({ reason: z.enum(COUPON_UNUSABLE_REASONS) });
export type UnusableCoupon = z.infer<typeof unusableCoupon>;

/** What checkout adds to an order preview: the coupons and points and what each saves. */
export const checkoutSavingsView = z.object({
  /** The caller's coupons usable on this order, the best first. */
  coupons: z.array(checkoutCoupon),
  unusable_coupons: z.array(unusableCoupon),
  /** The coupon applied (the best one unless the body chose another or none). */
  coupon_id: z.number().int().nullable(),
  coupon_discount: z.string(),
  /** The caller's points, the most of them this order can take, and what those would take off. */
  points_balance: z.number().int(),
  points_available: z.number().int(),
  points_available_discount: z.string(),
  /** Points spent on this order (with `use_points`) and the money they take off. */
  points_used: z.number().int(),
  points_discount: z.string(),
});
export type CheckoutSavingsView = z.infer<typeof checkoutSavingsView>;

/** What a hotel or flight booking's preview says of coupons: the goods preview's coupon fields (bookings take no points). */
export const bookingSavingsView = checkoutSavingsView.pick({ coupons: true, unusable_coupons: true, coupon_id: true, coupon_discount: true });
export type BookingSavingsView = z.infer<typeof bookingSavingsView>;


/* Back office: money in the base currency's major units. */

/** A non-negative amount in major units ("12.50"), kept as the string. */
const moneyText = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' }));

export const couponTemplateSaveBody = z
  .object({
    id: idParam.optional(),
    /** The operator's own title per language; left empty ({}), each customer reads one made from the rule in their language and currency. */
    title: z
      .record(languageCodeKey, multilineText(COUPON_TITLE_MAX))
      .default({})
      .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim().length > 0))),
    kind: z.enum(COUPON_KINDS),
    amount: moneyText.default('0'),
    percent: numeric(z.number().int().min(0).max(99)).default(0),
    max_discount: moneyText.default('0'),
    min_spend: moneyText.default('0'),
    scope: z.enum(COUPON_SCOPES).default('all'),
    /** Category ids (scope `categories`, subcategories included) or goods ids (scope `products`). */
    scope_ids: z.array(idParam).max(COUPON_SCOPE_IDS_MAX).default([]),
    validity: z.enum(COUPON_VALIDITIES),
    /** Fixed validity: first and last day, UTC. */
    valid_from: dateField.nullable().default(null),
    valid_until: dateField.nullable().default(null),
    valid_days: numeric(z.number().int().min(0).max(3650)).default(0),
    total: numeric(z.number().int().min(1).max(10_000_000)),
    per_customer_limit: numeric(z.number().int().min(1).max(100)).default(1),
    give_out: z.enum(COUPON_GIVE_OUTS),
    status: statusField.default('active'),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'amount' && Number(body.amount) <= 0) issue('amount', 'validation.coupon_amount');
    if (body.kind === 'percent' && body.percent < 1) issue('percent', 'validation.coupon_percent');
    if ((body.scope === 'categories' || body.scope === 'products') && body.scope_ids.length === 0) issue('scope_ids', 'validation.coupon_scope_ids');
    // A booking has nothing to ship.
    if (body.kind === 'free_shipping' && (body.scope === 'hotels' || body.scope === 'flights')) issue('scope', 'validation.coupon_free_shipping_goods');
    if (body.validity === 'fixed') {
      if (!body.valid_from) issue('valid_from', 'validation.required');
      if (!body.valid_until) issue('valid_until', 'validation.required');
      else if (body.valid_from && body.valid_until < body.valid_from) issue('valid_until', 'validation.date_order');
    } else if (body.valid_days < 1) issue('valid_days', 'validation.coupon_days');
  });
export type CouponTemplateSaveBody = z.infer<typeof couponTemplateSaveBody>;

export const couponTemplateListQuery = pageQuery.extend({
  keyword: filterText(COUPON_TITLE_MAX),
  kind: z.enum(COUPON_KINDS).optional(),
  give_out: z.enum(COUPON_GIVE_OUTS).optional(),
  status: statusField.optional(),
  ...sortParams(['id', 'min_spend', 'issued', 'created_at']),
});

export const couponTemplateRow = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  /** The title as customers read it, here in the admin's language and the base currency: the operator's own, or the one made from the rule. */
  shown_title: z.string(),
  ...termFields,
  scope_ids: z.array(z.number().int()),
  validity: z.enum(COUPON_VALIDITIES),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  valid_days: z.number().int(),
  total: z.number().int(),
  /** Coupons given out so far (claimed, given on registration or sent). */
  issued: z.number().int(),
  used: z.number().int(),
  per_customer_limit: z.number().int(),
  give_out: z.enum(COUPON_GIVE_OUTS),
  status: statusField,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CouponTemplateRow = z.infer<typeof couponTemplateRow>;

/** Which customers a group send reaches: the active ones of an agent, registered within days (all when blank). */
const couponSendGroup = z.object({
  agent_id: idParam.optional(),
  registered_from: dateQuery,
  registered_to: dateQuery,
});
const registeredInOrder = (group: z.infer<typeof couponSendGroup>) => !group.registered_from || !group.registered_to || group.registered_from <= group.registered_to;
const registeredOutOfOrder = { error: 'validation.date_order', path: ['registered_to'] };

/** Sends a template's coupon to one customer, or to every active customer matching the filters. */
export const couponSendBody = couponSendGroup.extend({ template_id: idParam, user_id: idParam.optional() }).refine(registeredInOrder, registeredOutOfOrder);
export type CouponSendBody = z.infer<typeof couponSendBody>;

/** The group filters of a send, to count who it would reach before sending. */
export const couponSendCountQuery = couponSendGroup.refine(registeredInOrder, registeredOutOfOrder);
export type CouponSendCountQuery = z.infer<typeof couponSendCountQuery>;
export const couponSendCount = z.object({ count: z.number().int() });

/** How many customers got one, and how many were passed over (at their limit, or none left). */
export const couponSendResult = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type CouponSendResult = z.infer<typeof couponSendResult>;
