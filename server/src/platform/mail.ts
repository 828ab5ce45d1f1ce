import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/index.ts';
import type { Db } from './db.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked sent or
 * failed; without, it stays queued and a log line says so (the demo setup reads codes there).
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send({ to, subject, text }) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to, subject, body: text, status: transport ? 'sending' : 'queued' })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      if (!transport) {
        options.log.info({ to, subject, outboxId: row.id }, 'mail written to the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to, subject, text });
        await options.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(error) })
          .where(eq(mailOutbox.id, row.id));
        throw error;
      }
    },
  };
}
