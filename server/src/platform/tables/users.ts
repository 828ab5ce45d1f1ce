import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Lower-cased. A deleted account's email is released, so the column is nullable. */
    email: varchar({ length: 254 }).unique(),
    nickname: varchar({ length: 50 }).unique(),
    passwordHash: varchar({ length: 255 }).notNull(),
    avatar: varchar({ length: 500 }),
    gender: varchar({ length: 10 }).notNull().default('unknown'),
    birthday: date({ mode: 'string' }),
    mobile: varchar({ length: 20 }),
    points: bigint({ mode: 'number' }).notNull().default(0),
    /** Wallet balance in base-currency minor units. */
    balance: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar({ length: 10 }).notNull().default('USD'),
    lang: varchar({ length: 30 }).notNull().default('en'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    emailVerifyRewarded: integer().notNull().default(0),
    inviteCode: varchar({ length: 16 }).notNull().unique(),
    agentId: integer().references(() => agents.id),
    /** The customer whose invitation code was used, when it was a customer's. */
    invitedByUserId: integer(),
    status: varchar({ length: 16 }).notNull().default('active'),
    sizeTop: varchar({ length: 8 }),
    sizeBottom: varchar({ length: 8 }),
    sizeShoe: varchar({ length: 8 }),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  // The ledger's conditional updates keep these true; the database refuses a write that would not.
  // Points may go below zero only when points earned on an order are taken back after it was refunded (a debt later earnings pay off); postLedgerEntry guards every other move.
  (t) => [check('users_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** logout | password_changed | account_deleted */
    revokedReason: varchar({ length: 32 }),
  },
  (t) => [index().on(t.userId)],
);
