import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from './tables/mail.ts';
import type { Db } from './db.ts';
import type { Job } from './jobs/runner.ts';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content: Uint8Array;
}

export interface Mailer {
  /** `log`: the logger of the request the mail is written for, so its lines carry the request id. */
  send(message: { to: string; subject: string; text: string; attachments?: MailAttachment[] }, log?: FastifyBaseLogger): Promise<void>;
  /**
   * Sends again the outbox mails whose retry time has come (and takes over sends a stopped server
   * never finished); returns how many were tried. Null without SMTP_URL: the outbox is then where
   * mails go, not a queue waiting for a server, so there is nothing to retry into.
   */
  retryDue: ((now: Date) => Promise<number>) | null;
}

/** Tries a mail gets in all before the outbox gives up on it (the last wait is about two hours). */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
/** A send that has not finished after this long is taken over by the retry job. */
const SEND_LEASE_MS = 10 * 60_000;
const RETRY_BATCH = 20;

/** 1, 2, 4, ... minutes after the nth failed attempt; null once the mail has had all its tries. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked sent or
 * failed, and a failed one is retried by the mail job with exponential backoff; without, it stays
 * queued and a log line says so (the demo setup reads codes there).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Instead of SMTP_URL, a nodemailer transport (tests use nodemailer's own JSON transport). */
  transport?: Transporter;
}): Mailer {
  const { db } = options;
  const transport: Transporter | null = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);

  /** One attempt for a row already marked `sending`; records the outcome and the next try. */
  async function attempt(row: typeof mailOutbox.$inferSelect, now: Date): Promise<void> {
    if (!transport) return;
    const attempts = row.attempts + 1;
    const attachments = row.attachments.map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content, 'base64') }));
    try {
      await transport.sendMail({ from: options.from, to: row.to, subject: row.subject, text: row.body, attachments });
      await db.update(mailOutbox).set({ status: 'sent', attempts, error: null, nextAttemptAt: null }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts, error: String(error), nextAttemptAt: nextAttemptAfter(attempts, now) })
        .where(eq(mailOutbox.id, row.id));
      throw error;
    }
  }

  return {
    async send({ to, subject, text, attachments = [] }, requestLog) {
      const now = new Date();
      const stored = attachments.map((file) => ({ filename: file.filename, content_type: file.content_type, content: Buffer.from(file.content).toString('base64') }));
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, body: text, attachments: stored, status: transport ? 'sending' : 'queued', nextAttemptAt: transport ? new Date(now.getTime() + SEND_LEASE_MS) : null })
        .returning();
      if (!row) throw new Error('outbox insert returned nothing');
      const log = requestLog ?? options.log;
      if (!transport) {
        log.info({ to, subject, outboxId: row.id }, 'mail written to the outbox (no SMTP_URL)');
        return;
      }
      // The mail is kept: a failed first try waits in the outbox for the retry job, and what asked for it goes on.
      await attempt(row, now).catch((error: unknown) => log.warn({ outboxId: row.id, err: error }, 'mail not sent yet: the outbox tries again'));
    },

    retryDue: transport
      ? async (now) => {
          // Claimed rows are leased like a first send, so a runner on another server skips them.
          const claimed = await db.transaction(async (tx) => {
            const due = await tx
              .select()
              .from(mailOutbox)
              .where(and(inArray(mailOutbox.status, ['failed', 'sending']), isNotNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)))
              .orderBy(asc(mailOutbox.nextAttemptAt))
              .limit(RETRY_BATCH)
              .for('update', { skipLocked: true });
            if (due.length > 0) {
              await tx
                .update(mailOutbox)
                .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
                .where(inArray(mailOutbox.id, due.map((row) => row.id)));
            }
            return due;
          });
          for (const row of claimed) {
            await attempt(row, now).catch((error: unknown) => options.log.warn({ outboxId: row.id, attempts: row.attempts + 1, err: error }, 'mail retry failed'));
          }
          return claimed.length;
        }
      : null,
  };
}

/** The outbox retry as a job, when there is an SMTP server to retry into. */
export function mailRetryJob(mailer: Mailer): Job | null {
  const retryDue = mailer.retryDue;
  if (!retryDue) return null;
  return { name: 'mail.retry', everyMs: 60_000, run: ({ now }) => retryDue(now) };
}
