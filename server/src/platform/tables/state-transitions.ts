import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    remark: varchar({ length: 255 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.entityKind, t.entityId)],
);
