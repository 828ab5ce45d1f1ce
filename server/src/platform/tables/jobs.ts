import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job. A runner claims a due row (`FOR UPDATE SKIP LOCKED`) and leases it
 * until `locked_until`, so servers sharing the database never run one job at the same time.
 */
export const jobs = pgTable('jobs', {
  name: varchar({ length: 100 }).primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  /** Set while a runner works on the job; a lease that runs out (crashed server) frees it. */
  lockedUntil: timestamp({ withTimezone: true }),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  runs: integer().notNull().default(0),
});
