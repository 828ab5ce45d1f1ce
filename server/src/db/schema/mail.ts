import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every mail the server sends; without SMTP_URL this is where it goes. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    /** queued (no SMTP), sent, failed */
    status: varchar({ length: 16 }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.to)],
);
