import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SystemTextParams } from '@roamcart/contracts';

/**
 * Every status change made through a state machine (accounts today; orders, top-ups,
 * withdrawals and travel orders later): which row, from what to what, who, why and when.
 */
export const stateTransitions = pgTable(
  'state_transitions',
  {
    id: serial().primaryKey(),
    /** The machine's name, e.g. `user_account`. */
    entityKind: varchar({ length: 32 }).notNull(),
    entityId: integer().notNull(),
    fromState: varchar({ length: 32 }).notNull(),
    toState: varchar({ length: 32 }).notNull(),
    /** user | admin | system */
    actorKind: varchar({ length: 16 }).notNull(),
    /** The user or admin id; null for the system. */
    actorId: integer(),
    /** The remark in English (exports, logs); what a reader sees comes from `remarkKey` when set. */
    remark: varchar({ length: 255 }).notNull().default(''),
    /** A remark the system wrote (or a reason chosen from a list): its message key and values, shown in each reader's language; null for words someone typed (and rows from before). */
    remarkKey: varchar({ length: 64 }),
    remarkParams: jsonb().$type<SystemTextParams>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entityKind, t.entityId)],
);
