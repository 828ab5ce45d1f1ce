import { and, asc, desc, eq, exists, gte, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  formatMinor,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserRow,
  type BulkResult,
  type CustomerBulkTagBody,
  type CustomerNoteAddBody,
  type CustomerNoteRow,
  type CustomerPageQuery,
  type CustomerTagBody,
  type PageResult,
  type RecordStatus,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { agents } from '../../platform/tables/agents.ts';
import { users } from '../../platform/tables/users.ts';
import { customerNotes, customerTags } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { todayStart, utcDay, withinDays } from '../../platform/day-range.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { sortedBy } from '../../platform/sorting.ts';
import { bulkEach } from '../../platform/bulk.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { AppDeps, UserRow } from '../../platform/types.ts';
import { findVisibleUser, scopeCondition } from '../../platform/agent-scope.ts';
import { listAddresses } from '../address/index.ts';
import { accountStatus } from './account-status.ts';

/** The customer's tags in alphabetical order, as a column of a users select. */
const tagsOf = sql<string[]>`coalesce((select array_agg(${customerTags.tag} order by ${customerTags.tag}) from ${customerTags} where ${customerTags.userId} = ${users.id}), '{}')`;

async function userTags(deps: AppDeps, userId: number): Promise<string[]> {
  const rows = await deps.db.select({ tag: customerTags.tag }).from(customerTags).where(eq(customerTags.userId, userId)).orderBy(asc(customerTags.tag));
  return rows.map((row) => row.tag);
}

async function toRow(deps: AppDeps, user: UserRow, agentName: string | null, tags: string[]): Promise<AdminUserRow> {
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
    tags,
  };
}

const SORTABLE = { id: users.id, created_at: users.createdAt, balance: users.balance, points: users.points, email: users.email };

export async function listUsers(deps: AppDeps, admin: AdminContext, query: AdminUserListQuery): Promise<PageResult<AdminUserRow>> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(deps.db, admin)];
  if (query.email) conditions.push(ilike(users.email, `%${query.email}%`));
  if (query.nickname) conditions.push(ilike(users.nickname, `%${query.nickname}%`));
  if (query.agent_id) conditions.push(eq(users.agentId, query.agent_id));
  if (query.status) conditions.push(eq(users.status, query.status));
  conditions.push(...withinDays(users.createdAt, query.registered_from, query.registered_to));
  if (query.tag) {
    const tagged = deps.db.select({ one: sql`1` }).from(customerTags).where(and(eq(customerTags.userId, users.id), sql`lower(${customerTags.tag}) = lower(${query.tag})`));
    conditions.push(exists(tagged));
  }
  const where = and(...conditions);
  return pageOf(
    query,
    deps.db.select(countAll).from(users).where(where),
    (limit, offset) =>
      deps.db
        .select({ user: users, agentName: agents.name, tags: tagsOf })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(where)
        .orderBy(...sortedBy(query, SORTABLE, users.id, [desc(users.id)]))
        .limit(limit)
        .offset(offset),
    (r) => toRow(deps, r.user, r.agentName, r.tags),
  );
}

export async function userDetail(deps: AppDeps, admin: AdminContext, id: number): Promise<AdminUserDetail> {
  const user = await findVisibleUser(deps, admin, id);
  const [agent] = user.agentId
    ? await deps.db.select({ id: agents.id, name: agents.name, invite_code: agents.inviteCode }).from(agents).where(eq(agents.id, user.agentId)).limit(1)
    : [];
  return {
    ...(await toRow(deps, user, agent?.name ?? null, await userTags(deps, user.id))),
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
  return toRow(deps, updated, agent?.name ?? null, await userTags(deps, id));
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

/* Operators' notes and tags on a customer: each call first checks the admin may see the customer (4402 otherwise). */

const noteWriter = sql<string>`coalesce(nullif(${admins.nickname}, ''), ${admins.username}, '')`;

function toNoteRow(note: typeof customerNotes.$inferSelect, adminName: string | null): CustomerNoteRow {
  return { id: note.id, body: note.body, admin_id: note.adminId, admin_name: adminName ?? '', created_at: note.createdAt.toISOString() };
}

export async function listCustomerNotes(deps: AppDeps, admin: AdminContext, query: CustomerPageQuery): Promise<PageResult<CustomerNoteRow>> {
  await findVisibleUser(deps, admin, query.user_id);
  const where = eq(customerNotes.userId, query.user_id);
  return pageOf(
    query,
    deps.db.select(countAll).from(customerNotes).where(where),
    (limit, offset) =>
      deps.db
        .select({ note: customerNotes, adminName: noteWriter })
        .from(customerNotes)
        .leftJoin(admins, eq(admins.id, customerNotes.adminId))
        .where(where)
        .orderBy(desc(customerNotes.id))
        .limit(limit)
        .offset(offset),
    (row) => toNoteRow(row.note, row.adminName),
  );
}

export async function addCustomerNote(deps: AppDeps, admin: AdminContext, input: CustomerNoteAddBody): Promise<CustomerNoteRow> {
  await findVisibleUser(deps, admin, input.user_id);
  const [note] = await deps.db.insert(customerNotes).values({ userId: input.user_id, adminId: admin.id, body: input.body }).returning();
  const [writer] = await deps.db.select({ name: noteWriter }).from(admins).where(eq(admins.id, admin.id));
  return toNoteRow(note!, writer?.name ?? null);
}

/** How a tag is spelled where it is already in use ("VIP" for "vip"), else as typed. */
async function tagSpelling(db: DbOrTx, tag: string): Promise<string> {
  const [inUse] = await db
    .select({ tag: customerTags.tag })
    .from(customerTags)
    .where(sql`lower(${customerTags.tag}) = lower(${tag})`)
    .orderBy(asc(customerTags.createdAt))
    .limit(1);
  return inUse?.tag ?? tag;
}

/**
 * Puts a tag on a customer. Tags are told apart ignoring case: one already in use ("VIP") is
 * reused as it is spelled, so the list's tag filter finds every customer carrying it.
 */
export async function addCustomerTag(deps: AppDeps, admin: AdminContext, input: CustomerTagBody): Promise<{ tags: string[] }> {
  await findVisibleUser(deps, admin, input.user_id);
  await deps.db
    .insert(customerTags)
    .values({ userId: input.user_id, tag: await tagSpelling(deps.db, input.tag) })
    .onConflictDoNothing();
  return { tags: await userTags(deps, input.user_id) };
}

/** Puts the tag on each selected customer; one the admin may not see is answered 4402, the others get it. */
export async function bulkTagCustomers(deps: AppDeps, admin: AdminContext, lang: string, input: CustomerBulkTagBody): Promise<BulkResult> {
  const tag = await tagSpelling(deps.db, input.tag);
  const visible = await scopeCondition(deps.db, admin);
  return bulkEach(deps, lang, input.ids, async (tx, id) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, id), visible));
    if (!user) throw new AppError(ErrorCode.RecordNotFound);
    await tx.insert(customerTags).values({ userId: id, tag }).onConflictDoNothing();
  });
}

/** Takes a tag off a customer (whatever its case); a tag the customer does not carry changes nothing. */
export async function removeCustomerTag(deps: AppDeps, admin: AdminContext, input: CustomerTagBody): Promise<{ tags: string[] }> {
  await findVisibleUser(deps, admin, input.user_id);
  await deps.db.delete(customerTags).where(and(eq(customerTags.userId, input.user_id), sql`lower(${customerTags.tag}) = lower(${input.tag})`));
  return { tags: await userTags(deps, input.user_id) };
}

/** Every tag carried by a customer the admin may see, for the list's tag filter. */
export async function customerTagsInUse(deps: AppDeps, admin: AdminContext): Promise<{ tags: string[] }> {
  const rows = await deps.db
    .selectDistinct({ tag: customerTags.tag })
    .from(customerTags)
    .innerJoin(users, eq(users.id, customerTags.userId))
    .where(await scopeCondition(deps.db, admin))
    .orderBy(asc(customerTags.tag));
  return { tags: rows.map((row) => row.tag) };
}
