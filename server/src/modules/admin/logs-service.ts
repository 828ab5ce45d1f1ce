import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ACCOUNT_LOG_ACTIONS, ErrorCode, type AdminLogRow, type PageResult } from '@roamcart/contracts';
import { adminLogs, permissions } from '../../platform/tables/admin.ts';
import { withinDays } from '../../platform/day-range.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps } from '../../platform/types.ts';

/** Each action's name in `lang`: the permission's name (a key or an operator's text), else the account action's. */
async function actionNames(deps: AppDeps, actions: string[], lang: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const codes = [...new Set(actions)];
  if (codes.length === 0) return names;
  const rows = await deps.db.select({ code: permissions.code, name: permissions.name }).from(permissions).where(inArray(permissions.code, codes));
  const keys = new Map([...Object.entries(ACCOUNT_LOG_ACTIONS), ...rows.map((row): [string, string] => [row.code, row.name])]);
  for (const code of codes) {
    const key = keys.get(code);
    names.set(code, key ? await deps.ref.translate(lang, key) : code);
  }
  return names;
}

export async function listAdminLogs(
  deps: AppDeps,
  query: { page: number; limit: number; admin_id?: number; action?: string; date_from?: string; date_to?: string },
  lang: string,
): Promise<PageResult<AdminLogRow>> {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.admin_id) conditions.push(eq(adminLogs.adminId, query.admin_id));
  if (query.action) conditions.push(eq(adminLogs.action, query.action));
  conditions.push(...withinDays(adminLogs.createdAt, query.date_from, query.date_to));
  const where = and(...conditions);
  const page = await pageOf(
    query,
    db.select(countAll).from(adminLogs).where(where),
    (limit, offset) => db.select().from(adminLogs).where(where).orderBy(desc(adminLogs.id)).limit(limit).offset(offset),
    (row) => row,
  );
  const names = await actionNames(deps, page.list.map((row) => row.action), lang);
  const failures = await failureMessages(deps, page.list.map((row) => row.resultCode), lang);
  const fallback = await deps.ref.defaultLanguage();
  return {
    ...page,
    list: page.list.map((row) => ({
      ...toLogRow(row, names.get(row.action) ?? row.action),
      // A record named in several languages is shown in the reader's.
      target_label: row.targetLabels ? localized(row.targetLabels, lang, fallback) : row.targetLabel,
      result: row.resultCode === ErrorCode.Success ? 'success' : 'failed',
      result_message: failures.get(row.resultCode) ?? '',
    })),
  };
}

/** Each failed result's message in `lang` (the error's own text); an unreadable answer (code 0) is the generic failure. */
async function failureMessages(deps: AppDeps, codes: number[], lang: string): Promise<Map<number, string>> {
  const messages = new Map<number, string>();
  for (const code of new Set(codes)) {
    if (code === ErrorCode.Success) continue;
    messages.set(code, await deps.ref.translate(lang, `error.${code === 0 ? ErrorCode.OperationFailed : code}`));
  }
  return messages;
}

function toLogRow(r: typeof adminLogs.$inferSelect, actionName: string): Omit<AdminLogRow, 'result' | 'result_message'> {
  return {
    id: r.id,
    admin_id: r.adminId,
    admin_username: r.adminUsername,
    action: r.action,
    action_name: actionName,
    method: r.method,
    path: r.path,
    target_id: r.targetId,
    target_label: r.targetLabel,
    summary: r.summary,
    ip: r.ip,
    user_agent: r.userAgent,
    result_code: r.resultCode,
    created_at: r.createdAt.toISOString(),
  };
}
