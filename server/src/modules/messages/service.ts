import { and, desc, eq, exists, gte, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode, type MessageDetail, type MessageItem, type MessageList, type PageResult, type SentMessageRow } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { messageReads, messages } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { todayStart } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { AppDeps } from '../../platform/types.ts';
import type { SignedInUser } from '../../platform/types.ts';
import { findVisibleUser, scopeCondition } from '../../platform/agent-scope.ts';
import { countAll, pageOf } from '../../platform/paging.ts';

const EXCERPT_LENGTH = 100;

/** The first characters, counted as characters (an emoji is not cut in half). */
function excerpt(text: string): string {
  const chars = [...text];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : text;
}

/** A customer's messages: those written to them, and broadcasts sent since they registered. */
function visibleTo(user: SignedInUser): SQL {
  return or(eq(messages.userId, user.id), and(isNull(messages.userId), gte(messages.createdAt, user.createdAt))) as SQL;
}

function readBy(db: DbOrTx, userId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(messageReads)
      .where(and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId))),
  );
}

export async function listMessages(db: DbOrTx, user: SignedInUser, query: { page: number; limit: number }): Promise<MessageList> {
  const visible = visibleTo(user);
  const read = readBy(db, user.id);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${not(read)}))::int` })
    .from(messages)
    .where(visible);
  const rows = await db
    .select({ id: messages.id, title: messages.title, content: messages.content, link: messages.link, createdAt: messages.createdAt, read: sql<boolean>`${read}` })
    .from(messages)
    .where(visible)
    .orderBy(desc(messages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const list: MessageItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: excerpt(r.content),
    created_at: r.createdAt.toISOString(),
    read: r.read,
    link: r.link,
  }));
  return { list, total: counts?.total ?? 0, page: query.page, limit: query.limit, unread: counts?.unread ?? 0 };
}

/** The whole message, marked read; someone else's message is "not found" (4402). */
export async function readMessage(db: DbOrTx, user: SignedInUser, id: number): Promise<MessageDetail> {
  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), visibleTo(user)))
    .limit(1);
  if (!message) throw new AppError(ErrorCode.RecordNotFound);
  await db.insert(messageReads).values({ messageId: message.id, userId: user.id }).onConflictDoNothing();
  return { id: message.id, title: message.title, content: message.content, created_at: message.createdAt.toISOString(), read: true, link: message.link };
}

/**
 * A message the shop writes to one customer about something that happened to them (an order
 * shipped, money back): `inbox.<name>_title` and `_body` with the `params` of the customer's
 * language, in that language, linking to the storefront route it is about. Written in the caller's transaction, so
 * it exists exactly when the change it tells of committed, once.
 */
export async function writeToCustomer(
  db: DbOrTx,
  ref: ReferenceData,
  message: { userId: number; name: string; params: (lang: string) => Record<string, unknown>; link: string },
): Promise<void> {
  const [customer] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, message.userId));
  if (!customer) return;
  const lang = await ref.resolveLanguage(customer.lang);
  const params = message.params(lang);
  const title = await ref.translate(lang, `inbox.${message.name}_title`, params, db);
  const content = await ref.translate(lang, `inbox.${message.name}_body`, params, db);
  await db.insert(messages).values({ userId: message.userId, title, content, link: message.link });
}

export async function readAllMessages(db: DbOrTx, user: SignedInUser): Promise<void> {
  const unread = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(visibleTo(user), not(readBy(db, user.id))));
  if (unread.length === 0) return;
  await db
    .insert(messageReads)
    .values(unread.map((m) => ({ messageId: m.id, userId: user.id })))
    .onConflictDoNothing();
}

/* Back office */

const recipient = alias(users, 'recipient');

/** Messages an admin sees: all for a platform admin; otherwise those to its agents' customers. */
async function sentScope(deps: AppDeps, admin: AdminContext): Promise<SQL | undefined> {
  const customers = await scopeCondition(deps.db, admin);
  if (!customers) return undefined;
  return inArray(messages.userId, deps.db.select({ id: users.id }).from(users).where(customers));
}

/**
 * Writes to one customer the admin may see, or, with no `user_id`, to every customer as a
 * single row; only a platform admin may write to everyone (4003).
 */
export async function sendMessage(deps: AppDeps, admin: AdminContext, input: { user_id?: number; title: string; content: string }): Promise<SentMessageRow> {
  if (input.user_id) {
    const user = await findVisibleUser(deps, admin, input.user_id);
    if (user.deletedAt) throw new AppError(ErrorCode.RecordNotFound);
  } else if (admin.agentId !== null) {
    throw AppError.field('user_id', 'error.4003', ErrorCode.NoPermission);
  }
  const [created] = await deps.db
    .insert(messages)
    .values({ userId: input.user_id ?? null, title: input.title, content: input.content, adminId: admin.id })
    .returning({ id: messages.id });
  if (!created) throw new AppError(ErrorCode.OperationFailed);
  const [row] = await selectSent(deps.db).where(eq(messages.id, created.id));
  if (!row) throw new AppError(ErrorCode.OperationFailed);
  return toSentRow(row);
}

function selectSent(db: DbOrTx) {
  return db
    .select({
      message: messages,
      userEmail: recipient.email,
      userNickname: recipient.nickname,
      adminUsername: admins.username,
      readCount: sql<number>`(select count(*)::int from ${messageReads} where ${messageReads.messageId} = ${messages.id})`,
    })
    .from(messages)
    .leftJoin(recipient, eq(recipient.id, messages.userId))
    .leftJoin(admins, eq(admins.id, messages.adminId));
}

interface SentSelection {
  message: typeof messages.$inferSelect;
  userEmail: string | null;
  userNickname: string | null;
  adminUsername: string | null;
  readCount: number;
}

function toSentRow(row: SentSelection): SentMessageRow {
  return {
    id: row.message.id,
    title: row.message.title,
    content: row.message.content,
    user_id: row.message.userId,
    user_email: row.userEmail,
    user_nickname: row.userNickname,
    admin_id: row.message.adminId,
    admin_username: row.adminUsername,
    read_count: row.readCount,
    created_at: row.message.createdAt.toISOString(),
  };
}

export async function listSentMessages(
  deps: AppDeps,
  admin: AdminContext,
  query: { page: number; limit: number; user_id?: number; keyword?: string },
): Promise<PageResult<SentMessageRow>> {
  const conditions: (SQL | undefined)[] = [await sentScope(deps, admin)];
  if (query.user_id) conditions.push(eq(messages.userId, query.user_id));
  if (query.keyword) conditions.push(ilike(messages.title, `%${query.keyword}%`));
  const where = and(...conditions);
  return pageOf(
    query,
    deps.db.select(countAll).from(messages).where(where),
    (limit, offset) => selectSent(deps.db).where(where).orderBy(desc(messages.id)).limit(limit).offset(offset),
    toSentRow,
  );
}

/** Messages sent today that the admin can see (for the dashboard). */
export async function countMessagesSentToday(deps: AppDeps, admin: AdminContext): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(await sentScope(deps, admin), gte(messages.createdAt, todayStart())));
  return row?.count ?? 0;
}
