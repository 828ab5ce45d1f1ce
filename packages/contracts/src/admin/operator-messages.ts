import { ID_MAX, pageQuery, pageResultOf, z } from '../validation.ts';

/**
 * Back-office messages for operators: what the system tells the admins who can act on it (issue
 * 14: a ticket order late for ticketing; issue 32: each new item of a review queue). Each kind names the API permission its receivers hold
 * (super admins receive every kind) and its title and body keys in the admin dictionaries, which
 * each admin reads in their own language with the message's params; `dayParams` are the params
 * holding a calendar day (YYYY-MM-DD), which the back office writes in the reader's language.
 */
export const OPERATOR_MESSAGE_KINDS = {
  /** A paid ticket order still without tickets past its ticketing deadline: for those who issue tickets. */
  ticketing_late: {
    permission: 'ticket_orders:issue',
    titleKey: 'admin.operator_messages.ticketing_late_title',
    bodyKey: 'admin.operator_messages.ticketing_late_body',
    dayParams: ['date'],
  },
  /** An offline transfer's voucher paying an order, waiting for review. */
  offline_payment_review: {
    permission: 'offline_payments:review',
    titleKey: 'admin.operator_messages.offline_payment_review_title',
    bodyKey: 'admin.operator_messages.offline_payment_review_body',
    dayParams: [],
  },
  /** An offline top-up's voucher, waiting for review. */
  recharge_review: {
    permission: 'recharges:review',
    titleKey: 'admin.operator_messages.recharge_review_title',
    bodyKey: 'admin.operator_messages.recharge_review_body',
    dayParams: [],
  },
  /** A customer's refund request (or return) for a sub-order, waiting for review. */
  refund_review: {
    permission: 'refunds:review',
    titleKey: 'admin.operator_messages.refund_review_title',
    bodyKey: 'admin.operator_messages.refund_review_body',
    dayParams: [],
  },
  /** A refund sent back to the channel a sub-order was paid through that the gateway declined: to refund again or to the wallet. */
  channel_refund_failed: {
    permission: 'refunds:review',
    titleKey: 'admin.operator_messages.channel_refund_failed_title',
    bodyKey: 'admin.operator_messages.channel_refund_failed_body',
    dayParams: [],
  },
  /** A withdrawal to pay out or refuse. */
  withdrawal_review: {
    permission: 'withdrawals:review',
    titleKey: 'admin.operator_messages.withdrawal_review_title',
    bodyKey: 'admin.operator_messages.withdrawal_review_body',
    dayParams: [],
  },
  /** A hotel booking without instant confirmation, waiting for review. */
  hotel_order_review: {
    permission: 'hotel_orders:review',
    titleKey: 'admin.operator_messages.hotel_order_review_title',
    bodyKey: 'admin.operator_messages.hotel_order_review_body',
    dayParams: [],
  },
  /** A paid hotel booking waiting for the hotel's confirmation number. */
  hotel_order_verify: {
    permission: 'hotel_orders:verify',
    titleKey: 'admin.operator_messages.hotel_order_verify_title',
    bodyKey: 'admin.operator_messages.hotel_order_verify_body',
    dayParams: [],
  },
  /** A ticket order without instant confirmation, waiting for review. */
  ticket_order_review: {
    permission: 'ticket_orders:review',
    titleKey: 'admin.operator_messages.ticket_order_review_title',
    bodyKey: 'admin.operator_messages.ticket_order_review_body',
    dayParams: [],
  },
  /** A paid ticket order waiting for its tickets (the ticketing queue). */
  ticket_order_issue: {
    permission: 'ticket_orders:issue',
    titleKey: 'admin.operator_messages.ticket_order_issue_title',
    bodyKey: 'admin.operator_messages.ticket_order_issue_body',
    dayParams: [],
  },
} as const satisfies Record<string, { permission: string; titleKey: string; bodyKey: string; dayParams: readonly string[] }>;
export type OperatorMessageKind = keyof typeof OPERATOR_MESSAGE_KINDS;

const withParam = (path: string, name: string, value: string) => `${path}?${name}=${encodeURIComponent(value)}`;

/**
 * The back-office review queues, each opened on one item: their pages read the filter from the
 * address (a message's link; the ticketing queue's is ticket-orders.ts's ticketingQueueLink).
 */
export const reviewQueueLinks = {
  offlinePayment: (payNo: string) => withParam('/finance/offline-payments', 'pay_no', payNo),
  recharge: (payNo: string) => withParam('/finance/recharges', 'pay_no', payNo),
  /** A sub-order's refund, by its order's number. */
  refund: (orderNo: string) => withParam('/orders/refunds', 'order_no', orderNo),
  withdrawal: (orderNo: string) => withParam('/finance/withdrawals', 'order_no', orderNo),
  hotelOrder: (orderNo: string) => withParam('/hotels/orders', 'order_no', orderNo),
  ticketOrder: (orderNo: string) => withParam('/flights/ticket-orders', 'order_no', orderNo),
};
const kinds = Object.keys(OPERATOR_MESSAGE_KINDS) as [OperatorMessageKind, ...OperatorMessageKind[]];

/** Values put into a message's title and body. */
export type OperatorMessageParams = Record<string, string | number>;

/** `unread_first`: unread ones, then read ones, each newest first; `newest`: newest first. */
export const OPERATOR_MESSAGE_ORDERS = ['unread_first', 'newest'] as const;

export const operatorMessageListQuery = pageQuery.extend({ order: z.enum(OPERATOR_MESSAGE_ORDERS).default('unread_first') });

export const operatorMessageRow = z.object({
  id: z.number().int(),
  kind: z.enum(kinds),
  title_key: z.string(),
  body_key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The back-office route to act on it (with its query), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type OperatorMessageRow = z.infer<typeof operatorMessageRow>;

/** One page of the admin's messages, with how many of all of them are unread. */
export const operatorMessageList = pageResultOf(operatorMessageRow).extend({ unread: z.number().int() });
export type OperatorMessageList = z.infer<typeof operatorMessageList>;

/** The id as the app sends it, a JSON number: left out it is missing (4001), not invalid. */
export const operatorMessageReadBody = z.object({ id: z.number().int().min(1).max(ID_MAX) });
