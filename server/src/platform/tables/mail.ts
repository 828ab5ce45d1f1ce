import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every mail the server sends; without SMTP_URL this is where it goes. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    /** Files sent with the mail (a voucher, an e-ticket, a calendar entry), their content base64, kept as they were when the mail was written. */
    attachments: jsonb().$type<{ filename: string; content_type: string; content: string }[]>().notNull().default([]),
    /** queued (no SMTP: the outbox is the destination), sending, sent, failed */
    status: varchar({ length: 16 }).notNull(),
    error: text(),
    /** Delivery attempts made so far over SMTP. */
    attempts: integer().notNull().default(0),
    /** When the retry job may try again (a failed send), or take over a send that never finished. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.to), index().on(t.status, t.nextAttemptAt)],
);
