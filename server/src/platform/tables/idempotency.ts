import { jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per Idempotency-Key a caller sent for a call that moves money or creates an order:
 * `scope` names the caller and the call, `response` is what the first request answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar({ length: 100 }).notNull(),
    key: varchar({ length: 100 }).notNull(),
    /** SHA-256 of the request body the key was first used with; another body is refused (4012). */
    fingerprint: varchar({ length: 64 }),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
