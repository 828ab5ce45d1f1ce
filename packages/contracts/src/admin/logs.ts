import { idParam, pageQuery } from '../validation.ts';
import { dateQuery, filterText, type CardValue } from './common.ts';

export const adminLogListQuery = pageQuery.extend({
  admin_id: idParam.optional(),
  /** A permission code such as `users:adjust`, or `auth:login`. */
  action: filterText(100),
  /** Day range, inclusive, in UTC. */
  date_from: dateQuery,
  date_to: dateQuery,
});

/** Logged actions that need no permission (signing in, one's own account), with their name keys. */
export const ACCOUNT_LOG_ACTIONS: Readonly<Record<string, string>> = {
  'auth:login': 'admin.logs.account.login',
  'auth:logout': 'admin.logs.account.logout',
  'auth:password': 'admin.logs.account.password',
  'auth:totp.setup': 'admin.logs.account.totp_setup',
  'auth:totp.confirm': 'admin.logs.account.totp_confirm',
  'auth:totp.clear': 'admin.logs.account.totp_clear',
};

export interface AdminLogRow {
  id: number;
  admin_id: number | null;
  admin_username: string | null;
  action: string;
  /** The action's name in the caller's language ("Add and edit parameters"); the code when it has none. */
  action_name: string;
  method: string;
  path: string;
  target_id: string | null;
  /** The target's name when the write happened (a role's name, a customer's email); null on older rows. */
  target_label: string | null;
  /** The request body with passwords, secrets and codes removed, shortened. */
  summary: string;
  ip: string;
  user_agent: string;
  result_code: number;
  created_at: string;
}

/** GET /dashboard: today's numbers (UTC day). */
export interface DashboardData {
  new_users_today: CardValue;
  total_users: CardValue;
  messages_sent_today: CardValue;
}
