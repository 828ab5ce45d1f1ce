import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, OPERATOR_MESSAGE_KINDS, type OperatorMessageKind, type OperatorMessageList, type OperatorMessageParams, type OperatorMessageRow } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { operatorMessageReads, operatorMessages } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** What happened, for the operators who receive its kind. */
export interface OperatorMessageInput {
  kind: OperatorMessageKind;
  /** What it is about within its kind (an order number): told once. */
  subject: string;
  /** The customer it concerns, which limits an agent's admins to their agents' customers; null: platform admins only. */
  customerId: number | null;
  params: OperatorMessageParams;
  link: string | null;
}

/**
 * Writes the messages in the caller's transaction, so the event and its message commit together;
 * a subject already told for its kind is skipped (several servers, a job run again). Returns how
 * many were written.
 */
export async function notifyOperators(tx: DbOrTx, messages: readonly OperatorMessageInput[], at: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const written = await tx
    .insert(operatorMessages)
    .values(
      messages.map((message) => {
        const kind = OPERATOR_MESSAGE_KINDS[message.kind];
        return { ...message, permission: kind.permission, titleKey: kind.titleKey, bodyKey: kind.bodyKey, createdAt: at };
      }),
    )
    .onConflictDoNothing({ target: [operatorMessages.kind, operatorMessages.subject] })
    .returning({ id: operatorMessages.id });
  return written.length;
}

/**
 * The messages an admin receives: of the kinds its role's permissions take (all for a super
 * admin), about the customers it may see (an agent's admin: its agents' customers only), written
 * since its account was opened.
 */
async function receivedBy(db: DbOrTx, admin: AdminContext): Promise<SQL | undefined> {
  const customers = await scopeCondition(db, admin);
  const kinds = admin.isSuper ? undefined : admin.permissionCodes.size > 0 ? inArray(operatorMessages.permission, [...admin.permissionCodes]) : sql`false`;
  return and(
    kinds,
    customers ? inArray(operatorMessages.customerId, db.select({ id: users.id }).from(users).where(customers)) : undefined,
    gte(operatorMessages.createdAt, sql`(select ${admins.createdAt} from ${admins} where ${admins.id} = ${admin.id})`),
  );
}

/** The join of a message with this admin's read mark (left: none while unread). */
const readMarkOf = (admin: AdminContext) => and(eq(operatorMessageReads.messageId, operatorMessages.id), eq(operatorMessageReads.adminId, admin.id));

function selectWithReadMark(db: DbOrTx, admin: AdminContext) {
  return db.select({ message: operatorMessages, readAt: operatorMessageReads.readAt }).from(operatorMessages).leftJoin(operatorMessageReads, readMarkOf(admin));
}

function toRow({ message, readAt }: { message: typeof operatorMessages.$inferSelect; readAt: Date | null }): OperatorMessageRow {
  return {
    id: message.id,
    kind: message.kind as OperatorMessageKind,
    title_key: message.titleKey,
    body_key: message.bodyKey,
    params: message.params,
    link: message.link,
    read: readAt !== null,
    created_at: message.createdAt.toISOString(),
  };
}

/** One page of the admin's messages (unread first, or newest first) and how many of all are unread. */
export async function listOperatorMessages(db: DbOrTx, admin: AdminContext, query: { page: number; limit: number; order: 'unread_first' | 'newest' }): Promise<OperatorMessageList> {
  const received = await receivedBy(db, admin);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${operatorMessageReads.readAt} is null))::int` })
    .from(operatorMessages)
    .leftJoin(operatorMessageReads, readMarkOf(admin))
    .where(received);
  const unreadFirst = query.order === 'unread_first' ? [asc(sql`${operatorMessageReads.readAt} is not null`)] : [];
  const rows = await selectWithReadMark(db, admin)
    .where(received)
    .orderBy(...unreadFirst, desc(operatorMessages.createdAt), desc(operatorMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { list: rows.map(toRow), total: counts?.total ?? 0, page: query.page, limit: query.limit, unread: counts?.unread ?? 0 };
}

/** Marks one of the admin's messages read and answers it; one it does not receive is "not found" (4402). */
export async function readOperatorMessage(db: DbOrTx, admin: AdminContext, id: number): Promise<OperatorMessageRow> {
  const [found] = await selectWithReadMark(db, admin)
    .where(and(eq(operatorMessages.id, id), await receivedBy(db, admin)))
    .limit(1);
  if (!found) throw new AppError(ErrorCode.RecordNotFound);
  await db.insert(operatorMessageReads).values({ messageId: id, adminId: admin.id }).onConflictDoNothing();
  return toRow({ message: found.message, readAt: found.readAt ?? new Date() });
}

/** Marks every message the admin receives read. */
export async function readAllOperatorMessages(db: DbOrTx, admin: AdminContext): Promise<void> {
  const unread = await db
    .select({ id: operatorMessages.id })
    .from(operatorMessages)
    .leftJoin(operatorMessageReads, readMarkOf(admin))
    .where(and(await receivedBy(db, admin), isNull(operatorMessageReads.readAt)));
  if (unread.length === 0) return;
  await db
    .insert(operatorMessageReads)
    .values(unread.map(({ id }) => ({ messageId: id, adminId: admin.id })))
    .onConflictDoNothing();
}
