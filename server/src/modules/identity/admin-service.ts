import { and, desc, eq, gte, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  formatMinor,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserRow,
  type PageResult,
  type RecordStatus,
} from '@roamcart/contracts';
import { agents } from '../../platform/tables/agents.ts';
import { users } from '../../platform/tables/users.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { todayStart, utcDay, withinDays } from '../../platform/day-range.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps, UserRow } from '../../platform/types.ts';
import { findVisibleUser, scopeCondition } from '../../platform/agent-scope.ts';
import { listAddresses } from '../address/index.ts';
import { accountStatus } from './account-status.ts';

async function toRow(deps: AppDeps, user: UserRow, agentName: string | null): Promise<AdminUserRow> {
  const base = await deps.ref.baseCurrency();
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    status: user.status as RecordStatus,
    deleted: user.deletedAt !== null,
    agent_id: user.agentId,
    agent_name: agentName,
    points: user.points,
    balance: formatMinor(user.balance, base.digits),
    invite_code: user.inviteCode,
    created_at: user.createdAt.toISOString(),
  };
}

export async function listUsers(deps: AppDeps, admin: AdminContext, query: AdminUserListQuery): Promise<PageResult<AdminUserRow>> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(deps.db, admin)];
  if (query.email) conditions.push(ilike(users.email, `%${query.email}%`));
  if (query.nickname) conditions.push(ilike(users.nickname, `%${query.nickname}%`));
  if (query.agent_id) conditions.push(eq(users.agentId, query.agent_id));
  if (query.status) conditions.push(eq(users.status, query.status));
  conditions.push(...withinDays(users.createdAt, query.registered_from, query.registered_to));
  const where = and(...conditions);
  return pageOf(
    query,
    deps.db.select(countAll).from(users).where(where),
    (limit, offset) =>
      deps.db
        .select({ user: users, agentName: agents.name })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(where)
        .orderBy(desc(users.id))
        .limit(limit)
        .offset(offset),
    (r) => toRow(deps, r.user, r.agentName),
  );
}

export async function userDetail(deps: AppDeps, admin: AdminContext, id: number): Promise<AdminUserDetail> {
  const user = await findVisibleUser(deps, admin, id);
  const [agent] = user.agentId
    ? await deps.db.select({ id: agents.id, name: agents.name, invite_code: agents.inviteCode }).from(agents).where(eq(agents.id, user.agentId)).limit(1)
    : [];
  return {
    ...(await toRow(deps, user, agent?.name ?? null)),
    gender: user.gender,
    birthday: user.birthday,
    mobile: user.mobile,
    avatar: user.avatar,
    lang: user.lang,
    currency: user.currency,
    email_verified: user.emailVerifiedAt !== null,
    invited_by_user_id: user.invitedByUserId,
    agent: agent ?? null,
    addresses: (await listAddresses(deps.db, user.id, { page: 1, limit: 100 })).list,
  };
}

/**
 * Enables or disables a customer through the account state machine (history kept); a disabled
 * customer's next storefront call answers 2004. Asking for the status it already has changes nothing.
 */
export async function setUserStatus(deps: AppDeps, admin: AdminContext, id: number, status: RecordStatus): Promise<AdminUserRow> {
  const user = await findVisibleUser(deps, admin, id);
  if (user.status !== status) {
    await deps.db.transaction((tx) => accountStatus.transition(tx, id, status, { kind: 'admin', id: admin.id }));
    deps.sessions.forgetUser(id);
  }
  const [updated] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!updated) throw new AppError(ErrorCode.RecordNotFound);
  const [agent] = updated.agentId ? await deps.db.select({ name: agents.name }).from(agents).where(eq(agents.id, updated.agentId)) : [];
  return toRow(deps, updated, agent?.name ?? null);
}

/** Dashboard numbers within the admin's scope: customers registered today, and all customers. */
export async function userCounts(deps: AppDeps, admin: AdminContext): Promise<{ today: number; total: number }> {
  const visible = and(await scopeCondition(deps.db, admin), isNull(users.deletedAt));
  const [row] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${gte(users.createdAt, todayStart())}))::int`,
    })
    .from(users)
    .where(visible);
  return { today: row?.today ?? 0, total: row?.total ?? 0 };
}

/** Customers who signed up on each UTC day from `start` to `end` (`YYYY-MM-DD`), within the admin's scope; days without any are absent. */
export async function newUsersByDay(deps: AppDeps, admin: AdminContext, start: string, end: string): Promise<Map<string, number>> {
  const day = utcDay(users.createdAt);
  const rows = await deps.db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(await scopeCondition(deps.db, admin), isNull(users.deletedAt), ...withinDays(users.createdAt, start, end)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}
