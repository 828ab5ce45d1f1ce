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

export interface AdminLogRow {
  id: number;
  admin_id: number | null;
  admin_username: string | null;
  action: string;
  method: string;
  path: string;
  target_id: string | null;
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
