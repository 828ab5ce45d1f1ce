import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { OperatorMessageParams } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';

/**
 * Back-office messages for operators (a ticket order past its ticketing deadline...). One row per
 * event, never copied per admin: who sees it is worked out when read, from the API permission an
 * admin's role must hold and, for an agent's admin, the customer it concerns. Title and body are
 * translation keys with their params, so each admin reads them in their own language.
 */
export const operatorMessages = pgTable(
  'operator_messages',
  {
    id: serial().primaryKey(),
    /** What happened (OPERATOR_MESSAGE_KINDS). */
    kind: varchar({ length: 40 }).notNull(),
    /** What it is about within its kind (an order number): the same event is never told twice. */
    subject: varchar({ length: 100 }).notNull(),
    /** The API permission code an admin needs to receive it (super admins receive everything). */
    permission: varchar({ length: 100 }).notNull(),
    /** The customer it concerns: an agent's admin receives it only for its agents' customers. */
    customerId: integer().references(() => users.id),
    titleKey: varchar({ length: 100 }).notNull(),
    bodyKey: varchar({ length: 100 }).notNull(),
    params: jsonb().$type<OperatorMessageParams>().notNull().default({}),
    /** The back-office page to act on it, e.g. the ticketing queue filtered to the order. */
    link: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.kind, t.subject), index().on(t.createdAt)],
);

export const operatorMessageReads = pgTable(
  'operator_message_reads',
  {
    messageId: integer()
      .notNull()
      .references(() => operatorMessages.id, { onDelete: 'cascade' }),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.adminId] }), index().on(t.adminId)],
);
