import { idParam, pageQuery, z } from '../validation.ts';
import { amountCardValue, cardValue, dateQuery, filterText } from './common.ts';

export const adminLogListQuery = pageQuery.extend({
  admin_id: idParam.optional(),
  /** A permission code such as `users:adjust`, or `auth:login`. */
  action: filterText(100),
  /** Day range, inclusive, in UTC. */
  date_from: dateQuery,
  date_to: dateQuery,
});

/** Logged actions that need no permission (signing in, one's own account and messages), with their name keys. */
export const ACCOUNT_LOG_ACTIONS: Readonly<Record<string, string>> = {
  'auth:login': 'admin.logs.account.login',
  'auth:logout': 'admin.logs.account.logout',
  'auth:password': 'admin.logs.account.password',
  'auth:totp.setup': 'admin.logs.account.totp_setup',
  'auth:totp.confirm': 'admin.logs.account.totp_confirm',
  'auth:totp.clear': 'admin.logs.account.totp_clear',
  'operator_messages:read': 'admin.logs.account.operator_message_read',
  'operator_messages:read_all': 'admin.logs.account.operator_messages_read_all',
};

export const adminLogRow = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_username: z.string().nullable(),
  action: z.string(),
  /** The action's name in the caller's language ("Add and edit parameters"); the code when it has none. */
  action_name: z.string(),
  method: z.string(),
  path: z.string(),
  target_id: z.string().nullable(),
  /** The target's name when the write happened (a role's name, a customer's email, an order's number; a goods' name in the caller's language); null when it has none. */
  target_label: z.string().nullable(),
  /** The request body with passwords, secrets and codes removed, shortened. */
  summary: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  result_code: z.number().int(),
  /** Whether the write did what was asked. */
  result: z.enum(['success', 'failed']),
  /** Why it failed, in the caller's language ('' on success). */
  result_message: z.string(),
  created_at: z.string(),
});
export type AdminLogRow = z.infer<typeof adminLogRow>;

/** GET /dashboard: today's numbers (UTC day), what waits for an operator now, and what the newest ledger check found. */
export const dashboardData = z.object({
  new_users_today: cardValue,
  total_users: cardValue,
  messages_sent_today: cardValue,
  orders_today: cardValue,
  revenue_today: amountCardValue,
  pending_shipment: cardValue,
  pending_refunds: cardValue,
  /** Top-ups, and offline payments of goods, hotel and flight orders, waiting for review. */
  pending_recharges: cardValue,
  pending_offline_payments: cardValue,
  pending_withdrawals: cardValue,
  /** Hotel bookings waiting for review or for verification with the hotel. */
  pending_hotel_orders: cardValue,
  /** Paid flight ticket orders waiting for their tickets. */
  tickets_to_issue: cardValue,
  /** Mismatches the newest ledger check found. */
  ledger_issues: cardValue,
});
export type DashboardData = z.infer<typeof dashboardData>;
