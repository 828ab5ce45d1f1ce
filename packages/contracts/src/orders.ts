import { addressRow } from './address.ts';
import { CART_LINES_MAX, CART_QTY_MAX } from './cart.ts';
import { RECOMMENDED_GOODS_MAX, SHIPPING_SOURCES } from './catalogue.ts';
import { checkoutSavingsView } from './coupons.ts';
import { returnAddressView, SHIPMENT_EVENT_STATUSES, shipmentEventView } from './shipments.ts';
import { CANCEL_REASONS, REFUND_REASONS } from './system-text.ts';
import { dateQuery, filterText, sortParams } from './admin/common.ts';
import { flag, idParam, lineText, multilineText, numeric, pageQuery, pageResultOf, requiredMultilineText, requiredText, uploadedImageUrl, z } from './validation.ts';

/**
 * The states of goods orders and their sub-orders (SPEC §4), one transition table for both
 * (server/src/modules/orders/state.ts). An order sums up its sub-orders: pending payment until
 * every one is paid, then paid until every one is completed. `shipped` is "shipped / pending
 * receipt"; `received` is "received, pending review (comment)".
 */
export const GOODS_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'pending_shipping',
  'shipped',
  'received',
  'reviewed',
  'completed',
  'cancelled',
  'closed',
  'deleted',
] as const;
export type GoodsOrderStatus = (typeof GOODS_ORDER_STATUSES)[number];

/** Order numbers are digits (a date and a random part). */
const orderNo = z.string().trim().regex(/^\d{10,32}$/, { error: 'validation.invalid' });

const orderItem = z.object({ sku_id: idParam, qty: numeric(z.number().int().min(1).max(CART_QTY_MAX)) });

/** What to buy: cart lines (`cart_ids`) or "buy now" items (`items`), delivered to one of the caller's addresses. */
export const orderPreviewBody = z
  .object({
    cart_ids: z.array(idParam).min(1).max(CART_LINES_MAX).optional(),
    items: z.array(orderItem).min(1).max(CART_LINES_MAX).optional(),
    /** Required to create; a preview without one prices the order before an address is chosen. */
    address_id: idParam.optional(),
    /** The coupon (one the caller holds) to apply; absent: the best one; null: none. */
    coupon_id: idParam.nullable().optional(),
    /** Spend points, up to the share of the order the points parameters allow. */
    use_points: z.boolean().default(false),
  })
  .refine((body) => (body.cart_ids === undefined) !== (body.items === undefined), { error: 'validation.order_items', path: ['items'] });
export type OrderPreviewBody = z.infer<typeof orderPreviewBody>;

export const orderCreateBody = orderPreviewBody.and(z.object({ address_id: idParam, remark: multilineText(200).default('') }));
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

/** A line of an order or a preview; money in the caller's currency. */
export const orderLine = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  spec_text: z.string(),
  price: z.string(),
  qty: z.number().int(),
  amount: z.string(),
  /** The line's share of the coupon and points discount; it paid `amount` less this. */
  discount: z.string(),
});
export type OrderLine = z.infer<typeof orderLine>;

const amounts = {
  goods_amount: z.string(),
  shipping_fee: z.string(),
  /** What the coupon and the points took off (`coupon_discount` + `points_discount`). */
  discount: z.string(),
  /** The amount due. */
  pay_amount: z.string(),
};

export const orderPreview = checkoutSavingsView.extend({
  ...amounts,
  /** The currency every amount of the answer is in: the caller's. */
  currency: z.string(),
  /** Null when the preview named no address. */
  address: addressRow.nullable(),
  sub_orders: z.array(z.object({ source: z.enum(SHIPPING_SOURCES), ...amounts, lines: z.array(orderLine) })),
});
export type OrderPreview = z.infer<typeof orderPreview>;

export const orderCreated = z.object({ order_no: z.string(), pay_amount: z.string(), currency: z.string(), pay_deadline: z.string() });
export type OrderCreated = z.infer<typeof orderCreated>;

export const orderNoQuery = z.object({ order_no: orderNo });
export const orderNoBody = z.object({ order_no: orderNo });
/** A buyer's cancel: the reason chosen from the list (shown in each reader's language) and any words typed, kept as typed. */
export const orderCancelBody = orderNoBody.extend({ reason_code: z.enum(CANCEL_REASONS).optional(), reason: lineText(200).default('') });
export const orderListQuery = pageQuery.extend({ status: z.enum(GOODS_ORDER_STATUSES).optional() });

/** A move in an order's or a sub-order's history. */
export const statusMove = z.object({
  from: z.string(),
  to: z.string(),
  /** user, admin or system. */
  by: z.string(),
  remark: z.string(),
  at: z.string(),
  /** The sub-order it concerns; null for the order itself. */
  sub_order_no: z.string().nullable(),
});
export type StatusMove = z.infer<typeof statusMove>;

/**
 * What the customer's order timeline names: one entry per thing they care about, not every
 * internal move (a payment moves each sub-order and the order through several states at once).
 */
export const ORDER_TIMELINE_EVENTS = ['ordered', 'paid', 'shipped', 'received', 'cancelled', 'closed', 'refund_requested', 'refund_approved', 'refund_rejected', 'refunded'] as const;
export type OrderTimelineEvent = (typeof ORDER_TIMELINE_EVENTS)[number];
export const orderTimelineEntry = z.object({
  event: z.enum(ORDER_TIMELINE_EVENTS),
  at: z.string(),
  /** The sub-order it concerns when the order has several and not all of them moved together; else null. */
  sub_order_no: z.string().nullable(),
  /** Why (a cancel or refund reason, in the reader's language), or the carrier and tracking number of a parcel; '' when none. */
  note: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

/* Refunds and returns (SPEC §4): a refund moves requested -> refunded | rejected; a return-and-refund
   moves requested -> approved | rejected, approved -> in_transit (the buyer sends the goods back)
   -> completed (the operator confirms they arrived; the money goes back then). A refund paid back
   to the channel the sub-order was paid through waits for the gateway: requested -> refunding ->
   refunded | refund_failed (nothing came back; the sub-order can be refunded again). */

export const REFUND_KINDS = ['refund', 'return'] as const;
/** Sub-order states money may be given back in: paid and not over. */
export const REFUNDABLE_STATUSES: readonly GoodsOrderStatus[] = ['pending_shipping', 'shipped', 'received', 'reviewed', 'completed'];
export const REFUND_STATUSES = ['requested', 'refunded', 'rejected', 'approved', 'in_transit', 'completed', 'refunding', 'refund_failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const refundView = z.object({
  id: z.number().int(),
  sub_order_no: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  amount: z.string(),
  images: z.array(z.string()),
  logistics_company: z.string(),
  tracking_no: z.string(),
  /** The return parcel's page at its carrier, where the back office keeps a pattern for the carrier the buyer named; null otherwise. */
  tracking_url: z.string().nullable(),
  created_at: z.string(),
  /**
   * Where an approved return goes back to (its sub-order's shipping source's address); null for
   * a refund, before approval, and while the back office keeps none (the shop then sends it).
   */
  return_address: returnAddressView.nullable(),
});
export type RefundView = z.infer<typeof refundView>;

/**
 * How much of an order or sub-order came back to its payers, beside its status (which a refund
 * does not move, but for a sub-order refunded in full before it shipped): nothing, some, or all
 * that was paid. Derived from the refunds paid back.
 */
export const REFUND_MARKS = ['none', 'partially_refunded', 'fully_refunded'] as const;
export type RefundMark = (typeof REFUND_MARKS)[number];
const refundMarks = {
  refund_mark: z.enum(REFUND_MARKS),
  /** What came back to the payers (refunds paid back, and returns whose goods arrived). */
  refunded_amount: z.string(),
};

/**
 * A parcel sent for a sub-order: its carrier and tracking number, and how many of which lines it
 * holds (a sub-order may go out in several; it is shipped once every line went out).
 */
export const parcelView = z.object({
  parcel_id: z.number().int(),
  logistics_company: z.string(),
  tracking_no: z.string(),
  /** The carrier's own page for the tracking number, from the pattern the back office keeps for the carrier; null without one. */
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
  lines: z.array(z.object({ sku_id: z.number().int(), name: z.string(), spec_text: z.string(), qty: z.number().int() })),
  /** The parcel's newest carrier event; null before the first. */
  latest_event: shipmentEventView.nullable(),
});
export type ParcelView = z.infer<typeof parcelView>;

export const subOrderView = z.object({
  sub_order_no: z.string(),
  status: z.enum(GOODS_ORDER_STATUSES),
  source: z.enum(SHIPPING_SOURCES),
  ...amounts,
  paid_amount: z.string(),
  logistics_company: z.string(),
  tracking_no: z.string(),
  /** The carrier's own page for the tracking number, from the pattern the back office keeps for the carrier; null without one. */
  tracking_url: z.string().nullable(),
  /** The parcel's newest carrier event; null before the first. */
  latest_event: shipmentEventView.nullable(),
  /** Each line with how many of it went out so far (`shipped_qty`): some but not all while partly shipped. */
  lines: z.array(orderLine.extend({ shipped_qty: z.number().int() })),
  /** The parcels sent so far, oldest first: some while it waits for shipping means partly shipped. */
  parcels: z.array(parcelView),
  ...refundMarks,
});
export type SubOrderView = z.infer<typeof subOrderView>;

/** An order's saving: the coupon's part of `discount`, and the points spent with the money they took off. */
const savings = {
  coupon_discount: z.string(),
  points_used: z.number().int(),
  points_discount: z.string(),
};

export const orderSummary = z.object({
  order_no: z.string(),
  status: z.enum(GOODS_ORDER_STATUSES),
  ...amounts,
  ...savings,
  paid_amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
  /** When an unpaid order closes by itself; null once it is paid or over. */
  pay_deadline: z.string().nullable(),
  sub_orders: z.array(subOrderView),
  refund_mark: refundMarks.refund_mark,
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderDetail = orderSummary.extend({
  /** The order's own figures as API.md names them (the same values as at the top level). */
  order: z.object({
    order_no: z.string(),
    status: z.enum(GOODS_ORDER_STATUSES),
    ...amounts,
    ...savings,
    paid_amount: z.string(),
    currency: z.string(),
  }),
  address: addressRow.omit({ is_default: true }),
  remark: z.string(),
  /** Every move of the order and its sub-orders, remarks in the reader's language (the back office's timeline). */
  history: z.array(statusMove),
  /** The customer's timeline, oldest first. */
  timeline: z.array(orderTimelineEntry),
  refunds: z.array(refundView),
  /** What came back to the payers (refunds paid back, and returns whose goods arrived). */
  refunded_amount: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderList = pageResultOf(orderSummary);

/**
 * How many of the caller's goods orders wait on each step a buyer follows (the Me page's shortcuts,
 * each the My orders tab of that status): to pay (pending payment), to ship (pending shipping), to
 * receive (shipped), to review (received).
 */
export const ORDER_COUNT_STATUSES = { to_pay: 'pending_payment', to_ship: 'pending_shipping', to_receive: 'shipped', to_review: 'received' } as const satisfies Record<string, GoodsOrderStatus>;
export const orderCounts = z.object({
  to_pay: z.number().int(),
  to_ship: z.number().int(),
  to_receive: z.number().int(),
  to_review: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;

/** How an order is paid: from the wallet, or through an online channel's checkout (`channel_id`). */
export const ORDER_PAY_METHODS = ['wallet', 'channel'] as const;
const payMethod = {
  method: z.enum(ORDER_PAY_METHODS),
  channel_id: idParam.optional(),
  sub_order_nos: z.array(orderNo).min(1).max(10).optional(),
};
const channelNamed = (body: { method: string; channel_id?: number }) => body.method !== 'channel' || body.channel_id !== undefined;
const channelMissing = { error: 'validation.required', path: ['channel_id'] };

/** Paying; `sub_order_nos` pays part of the order (shared orders). */
export const orderPayBody = orderNoBody.extend(payMethod).refine(channelNamed, channelMissing);
export type OrderPayBody = z.infer<typeof orderPayBody>;

/* Shared orders: the buyer shares an unguessable link; anyone signed in may pay the sub-orders still unpaid. */

export const shareTokenField = z.string().trim().regex(/^[\w-]{20,64}$/, { error: 'validation.invalid' });
export const orderShared = z.object({ share_token: z.string(), url: z.string() });
export const shareDetailQuery = z.object({ share_token: shareTokenField });
/** What a visitor of the link sees: the goods and amounts, where it goes no closer than the city. */
export const sharedOrder = z.object({
  order_no: z.string(),
  status: z.enum(GOODS_ORDER_STATUSES),
  ...amounts,
  paid_amount: z.string(),
  currency: z.string(),
  city: z.string(),
  country: z.string(),
  pay_deadline: z.string().nullable(),
  sub_orders: z.array(subOrderView.omit({ logistics_company: true, tracking_no: true, tracking_url: true, latest_event: true, parcels: true }).extend({ payable: z.boolean() })),
});
export type SharedOrder = z.infer<typeof sharedOrder>;
/** Paying a shared order: by a signed-in visitor's wallet, or by anyone through an online channel. */
export const sharePayBody = z.object({ share_token: shareTokenField, ...payMethod }).refine(channelNamed, channelMissing);
export type SharePayBody = z.infer<typeof sharePayBody>;

export const orderPayStatus = z.object({
  order_no: z.string(),
  status: z.enum(GOODS_ORDER_STATUSES),
  pay_amount: z.string(),
  paid_amount: z.string(),
  currency: z.string(),
  /** The wallet balance after paying, in the caller's currency. */
  balance: z.string().optional(),
  /** A channel payment started: its number, and the gateway's page to pay on. */
  pay_no: z.string().optional(),
  pay_url: z.string().optional(),
});
export type OrderPayStatus = z.infer<typeof orderPayStatus>;

/* Back office: amounts in the base currency's major units. */

export const orderAdminListQuery = pageQuery.extend({
  status: z.enum(GOODS_ORDER_STATUSES).optional(),
  order_no: filterText(32),
  /** The customer's email or nickname, or part of it. */
  customer: filterText(100),
  date_from: dateQuery,
  date_to: dateQuery,
  /** Only orders with a sub-order waiting to be shipped (the dashboard's figure). */
  to_handle: flag.optional(),
  /** One customer's orders (their page in the back office). */
  user_id: idParam.optional(),
  ...sortParams(['created_at', 'pay_amount', 'paid_amount']),
});
export type OrderAdminListQuery = z.infer<typeof orderAdminListQuery>;

export const orderAdminRow = z.object({
  order_no: z.string(),
  user_id: z.number().int(),
  customer: z.string(),
  status: z.enum(GOODS_ORDER_STATUSES),
  goods_amount: z.string(),
  shipping_fee: z.string(),
  pay_amount: z.string(),
  paid_amount: z.string(),
  /** The currency the customer saw. */
  currency: z.string(),
  sub_orders: z.number().int(),
  ...refundMarks,
  created_at: z.string(),
});
export type OrderAdminRow = z.infer<typeof orderAdminRow>;

/** A payment taken for the order, or money given back (a negative amount), as the payment service recorded it. */
export const orderPaymentRow = z.object({
  id: z.number().int(),
  /** wallet or channel. */
  method: z.string(),
  /** succeeded (money in) or refunded (money back). */
  status: z.string(),
  amount: z.string(),
  /** Who paid or was paid back: the buyer, or whoever paid through the share link (null: a guest). */
  user_id: z.number().int().nullable(),
  payer: z.string(),
  created_at: z.string(),
});
export type OrderPaymentRow = z.infer<typeof orderPaymentRow>;

/**
 * A move in the back office's timeline, with who made it: the admin's username, the customer, or
 * '' for the system. A refund request's moves name the request (`refund_id`) and move between
 * refund statuses, its asking from '' to `requested`; null for the order's and sub-orders' moves.
 */
export const adminStatusMove = statusMove.extend({ actor: z.string(), refund_id: z.number().int().nullable() });
export type AdminStatusMove = z.infer<typeof adminStatusMove>;

/** An internal note on an order, seen in the back office only. */
export const orderNoteBody = z.object({ order_no: orderNo, body: requiredMultilineText(1000) });
export type OrderNoteBody = z.infer<typeof orderNoteBody>;
export const orderNoteView = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The username of the admin who wrote it ('' once that admin is gone). */
  admin: z.string(),
  created_at: z.string(),
});
export type OrderNoteView = z.infer<typeof orderNoteView>;

export const orderAdminDetail = orderDetail.extend({
  user_id: z.number().int(),
  customer: z.string(),
  /** The currency the customer saw and its rate to the base; the amounts here are in the base currency. */
  seen_currency: z.string(),
  seen_rate: z.string(),
  history: z.array(adminStatusMove),
  payments: z.array(orderPaymentRow),
  /** Every carrier event of the order's parcels, newest first. */
  shipment_events: z.array(shipmentEventView.extend({ sub_order_no: z.string(), parcel_id: z.number().int() })),
  /** The operators' internal notes, oldest first: never in any storefront answer. */
  notes: z.array(orderNoteView),
  /** The sub-orders paid online through a gateway, with the channel's name: a refund may go back there. */
  refund_channels: z.array(z.object({ sub_order_no: z.string(), channel: z.string() })),
});
export type OrderAdminDetail = z.infer<typeof orderAdminDetail>;

/** The filtered list as CSV, every match (up to the export limit), for a spreadsheet. */
export const orderExport = z.object({ filename: z.string(), csv: z.string() });
export const ORDER_EXPORT_MAX = 10_000;

/** A line of a parcel being shipped: the sub-order's line by its SKU, and how many of it go in this parcel. */
export const parcelLineBody = z.object({ sku_id: idParam, qty: numeric(z.number().int().min(1).max(CART_QTY_MAX)) });
/**
 * Ships a sub-order (`order_no` may name the sub-order), or every sub-order of the order waiting
 * for shipping, in one parcel per sub-order. `lines` (a sub-order only) ships just those lines and
 * quantities, the rest to go in later parcels; without it, everything not shipped yet goes.
 */
export const orderShipBody = z.object({
  order_no: orderNo,
  logistics_company: requiredText(100),
  tracking_no: requiredText(100),
  lines: z.array(parcelLineBody).min(1).max(CART_LINES_MAX).optional(),
});
export type OrderShipBody = z.infer<typeof orderShipBody>;

export const orderAdminCancelBody = z.object({ order_no: orderNo, reason: requiredText(200) });
/** The carriers the ship form offers: the names of the active carriers, in their sort order. */
export const logisticsCompanyList = z.array(z.string());

/** A shipped sub-order's parcel and its carrier events, newest first, as its buyer follows it. */
export const parcelTrackingQuery = z.object({ sub_order_no: orderNo });
export const parcelTracking = z.object({
  order_no: z.string(),
  sub_order_no: z.string(),
  source: z.enum(SHIPPING_SOURCES),
  status: z.enum(GOODS_ORDER_STATUSES),
  logistics_company: z.string(),
  tracking_no: z.string(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  events: z.array(shipmentEventView),
  /** Each parcel of the sub-order, oldest first, with its own carrier events, newest first (the fields above are the newest parcel's, `events` all of them). */
  parcels: z.array(parcelView.omit({ latest_event: true }).extend({ events: z.array(shipmentEventView) })),
});
export type ParcelTracking = z.infer<typeof parcelTracking>;

/** A carrier event the operator enters for a shipped sub-order (the back office as its carrier provider); not in the future. */
export const shipmentEventBody = z.object({
  sub_order_no: orderNo,
  /** Which of the sub-order's parcels; may be left out while it has only one. */
  parcel_id: idParam.optional(),
  occurred_at: z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.date') }),
  status: z.enum(SHIPMENT_EVENT_STATUSES),
  location: lineText(200).default(''),
  description: lineText(500).default(''),
});
export type ShipmentEventBody = z.infer<typeof shipmentEventBody>;

/* Reviews */

export const REVIEW_TEXT_MAX = 500;
export const REVIEW_IMAGES_MAX = 6;

/** Reviews of a received sub-order's lines (`order_no` may name the sub-order); every line needs one. */
export const orderReviewBody = z.object({
  order_no: orderNo,
  reviews: z
    .array(
      z.object({
        sku_id: idParam,
        rating: numeric(z.number().int().min(1).max(5)),
        content: multilineText(REVIEW_TEXT_MAX).default(''),
        images: z.array(uploadedImageUrl).max(REVIEW_IMAGES_MAX).default([]),
      }),
    )
    .min(1)
    .max(CART_LINES_MAX),
});
export type OrderReviewBody = z.infer<typeof orderReviewBody>;

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** A goods' reviews, all of them or only those with pictures, of one star count, or both. */
export const goodsReviewsQuery = pageQuery.extend({
  goods_id: idParam,
  with_photos: flag.optional(),
  stars: numeric(z.number().int().min(1).max(5)).optional(),
});
export type GoodsReviewsQuery = z.infer<typeof goodsReviewsQuery>;

/** A review on the goods page: the reviewer shown by a masked nickname only. */
export const goodsReview = z.object({
  id: z.number().int(),
  reviewer: z.string(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  spec_text: z.string(),
  created_at: z.string(),
});
export type GoodsReview = z.infer<typeof goodsReview>;

export const goodsReviewPage = pageResultOf(goodsReview).extend({
  /** The average of the visible reviews' stars, one decimal ("4.5"); null with no review. */
  rating: z.string().nullable(),
  /** How many visible reviews each filter finds, whatever the filter asked: all, with pictures, and per star count ("1" to "5"). */
  counts: z.object({
    all: z.number().int(),
    with_photos: z.number().int(),
    stars: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
  }),
});
export type GoodsReviewPage = z.infer<typeof goodsReviewPage>;

/**
 * "You may also like": goods like one goods (`goods_id`), like what an order of the caller's
 * bought (`order_no`), or the best sellers with neither.
 */
export const goodsRecommendQuery = z.object({
  goods_id: idParam.optional(),
  order_no: orderNo.optional(),
  limit: numeric(z.number().int().min(1).max(RECOMMENDED_GOODS_MAX)).default(10),
});
export type GoodsRecommendQuery = z.infer<typeof goodsRecommendQuery>;

/** A hidden review is left out of the goods page and its average rating; the back office can show it again. */
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewAdminListQuery = pageQuery.extend({
  goods_id: idParam.optional(),
  rating: numeric(z.number().int().min(1).max(5)).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
});
export type ReviewAdminListQuery = z.infer<typeof reviewAdminListQuery>;

/** A review as the back office moderates it: the reviewer in full, the goods and the sub-order it came from. */
export const reviewAdminRow = goodsReview.omit({ reviewer: true }).extend({
  goods_id: z.number().int(),
  goods_name: z.string(),
  sub_order_no: z.string(),
  user_id: z.number().int(),
  customer: z.string(),
  status: z.enum(REVIEW_STATUSES),
});
export type ReviewAdminRow = z.infer<typeof reviewAdminRow>;

export const reviewStatusBody = z.object({ id: idParam, status: z.enum(REVIEW_STATUSES) });
export type ReviewStatusBody = z.infer<typeof reviewStatusBody>;

export const REFUND_IMAGES_MAX = 6;

/** A refund request on a sub-order (`order_no` names the sub-order); `amount` in the caller's currency, at most what was paid for it. */
export const refundRequestBody = z.object({
  order_no: orderNo,
  kind: z.enum(REFUND_KINDS),
  /** The reason chosen from the list (shown in each reader's language); `reason` holds any words typed, kept as typed. */
  reason_code: z.enum(REFUND_REASONS).optional(),
  reason: lineText(200).default(''),
  amount: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' })),
  images: z.array(uploadedImageUrl).max(REFUND_IMAGES_MAX).default([]),
}).refine((body) => body.reason_code !== undefined || body.reason.length > 0, { error: 'validation.required', path: ['reason'] });
export type RefundRequestBody = z.infer<typeof refundRequestBody>;

export const refundShipBody = z.object({ refund_id: idParam, logistics_company: requiredText(100), tracking_no: requiredText(100) });


export const refundAdminListQuery = pageQuery.extend({
  status: z.enum(REFUND_STATUSES).optional(),
  order_no: filterText(32),
  /** Only requests waiting for an operator: to approve or reject, or returned goods to confirm (the dashboard's figure). */
  to_handle: flag.optional(),
});
export const refundAdminRow = refundView.extend({
  order_no: z.string(),
  user_id: z.number().int(),
  customer: z.string(),
  /** The channel the sub-order was paid online through (its name in the reader's language), where an approved refund may go back to; null when paid otherwise. */
  refund_channel: z.string().nullable(),
});
export type RefundAdminRow = z.infer<typeof refundAdminRow>;
/** Where refunded money goes: the payer's wallet, or back to the online channel the sub-order was paid through. */
export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
const refundDestination = z.enum(REFUND_DESTINATIONS).default('wallet');

/** POST /admin_api/review/refund (API.md): approve or reject a request; a remark is required to reject. */
export const refundReviewBody = z
  .object({ id: idParam, approve: z.boolean(), remark: lineText(200).default(''), to: refundDestination })
  .refine((body) => body.approve || body.remark.length > 0, { error: 'validation.review_remark', path: ['remark'] });
export type RefundReviewBody = z.infer<typeof refundReviewBody>;
export const refundConfirmReturnBody = z.object({ id: idParam, remark: lineText(200).default('') });

/**
 * POST /admin_api/refunds/create: the operator gives money back on a paid sub-order, to the
 * payer's wallet or (`to: original`) back to the online channel it was paid through, for the
 * lines and quantities chosen (none: an amount alone, e.g. the shipping); `amount` in the base currency, at most what was paid for the sub-order and not yet refunded.
 */
export const refundCreateBody = z.object({
  sub_order_no: orderNo,
  to: refundDestination,
  lines: z
    .array(z.object({ sku_id: idParam, qty: numeric(z.number().int().min(1).max(CART_QTY_MAX)) }))
    .max(CART_LINES_MAX)
    .default([]),
  amount: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' })),
  reason: requiredText(200),
});
export type RefundCreateBody = z.infer<typeof refundCreateBody>;

/* Agents' rebates (back office, base currency) */

export const rebateListQuery = pageQuery.extend({ agent_id: idParam });
export const rebateRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  buyer: z.string(),
  kind: z.enum(['earned', 'reversed']),
  basis: z.string(),
  /** Percent with two decimals. */
  ratio: z.string(),
  amount: z.string(),
  created_at: z.string(),
});
export type RebateRow = z.infer<typeof rebateRow>;
export const rebatePage = pageResultOf(rebateRow).extend({ total_amount: z.string() });
