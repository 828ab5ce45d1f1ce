import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminLogRow, PageResult } from '@roamcart/contracts';
import { adminLogs } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { withinDays } from '../../platform/day-range.ts';
import { countAll, pageOf } from '../../platform/paging.ts';

export async function listAdminLogs(
  db: DbOrTx,
  query: { page: number; limit: number; admin_id?: number; action?: string; date_from?: string; date_to?: string },
): Promise<PageResult<AdminLogRow>> {
  const conditions: SQL[] = [];
  if (query.admin_id) conditions.push(eq(adminLogs.adminId, query.admin_id));
  if (query.action) conditions.push(eq(adminLogs.action, query.action));
  conditions.push(...withinDays(adminLogs.createdAt, query.date_from, query.date_to));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(adminLogs).where(where),
    (limit, offset) => db.select().from(adminLogs).where(where).orderBy(desc(adminLogs.id)).limit(limit).offset(offset),
    toLogRow,
  );
}

function toLogRow(r: typeof adminLogs.$inferSelect): AdminLogRow {
  return {
    id: r.id,
    admin_id: r.adminId,
    admin_username: r.adminUsername,
    action: r.action,
    method: r.method,
    path: r.path,
    target_id: r.targetId,
    summary: r.summary,
    ip: r.ip,
    user_agent: r.userAgent,
    result_code: r.resultCode,
    created_at: r.createdAt.toISOString(),
  };
}
