import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per account name in the current window, whether or not the account exists,
 * so an unknown email is locked out exactly like a known one. An attempt is taken here before
 * the password is checked; a successful sign-in deletes the row.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** customer | admin */
    scope: varchar({ length: 16 }).notNull(),
    /** The normalised email (customer) or lower-cased username (admin). */
    account: varchar({ length: 254 }).notNull(),
    attempts: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.account] })],
);
