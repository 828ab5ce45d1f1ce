import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './tables/mail.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createMailer, MAIL_MAX_ATTEMPTS, mailRetryJob, nextAttemptAfter } from './mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
/** Nothing listens on port 1: every send is refused, as with an SMTP server that is down. */
const SMTP_DOWN = 'smtp://127.0.0.1:1';

function mailer(smtp: { smtpUrl?: string; transport?: Transporter }) {
  return createMailer({ db: t.db, from: 'Roamcart <no-reply@roamcart.local>', log: t.app.log, ...smtp });
}

async function outboxRow(to: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

describe('the mail outbox', () => {
  it('waits 1, 2, 4 ... minutes between tries and gives up after the last', () => {
    const now = new Date('2026-05-01T08:00:00Z');
    const waits = Array.from({ length: MAIL_MAX_ATTEMPTS }, (_, i) => nextAttemptAfter(i + 1, now)).map((at) => (at ? (at.getTime() - now.getTime()) / MINUTE : null));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, null]);
  });

  it('retries a failed send with backoff until the SMTP server takes it', async () => {
    const down = mailer({ smtpUrl: SMTP_DOWN });
    const to = 'retry-me@example.com';
    const sentAt = Date.now();
    // What asked for the mail goes on: the mail waits in the outbox.
    await down.send({ to, subject: 'Your code', text: 'Code 123456' });
    const failed = await outboxRow(to);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringMatching(/ECONNREFUSED/) });
    expect(failed.nextAttemptAt!.getTime() - sentAt).toBeGreaterThanOrEqual(MINUTE);

    expect(await down.retryDue!(new Date(failed.nextAttemptAt!.getTime() - 1000))).toBe(0);
    expect(await down.retryDue!(failed.nextAttemptAt!)).toBe(1);
    const second = await outboxRow(to);
    expect(second).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: new Date(failed.nextAttemptAt!.getTime() + 2 * MINUTE) });

    const up = mailer({ transport: nodemailer.createTransport({ jsonTransport: true }) });
    expect(await up.retryDue!(second.nextAttemptAt!)).toBe(1);
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 3, error: null, nextAttemptAt: null });
    expect(await up.retryDue!(new Date(second.nextAttemptAt!.getTime() + 60 * MINUTE))).toBe(0);
  });

  it('keeps a mail’s files in the outbox and hands them to the SMTP server, on the first try and on a retry', async () => {
    const to = 'files@example.com';
    const file = { filename: 'voucher-1.pdf', content_type: 'application/pdf', content: Buffer.from('%PDF-1.7 test') };
    await mailer({ smtpUrl: SMTP_DOWN }).send({ to, subject: 'Your voucher', text: 'Attached', attachments: [file] });
    const failed = await outboxRow(to);
    expect(failed.attachments).toEqual([{ filename: 'voucher-1.pdf', content_type: 'application/pdf', content: file.content.toString('base64') }]);
    const sent: { attachments?: { filename: string; contentType: string; content: Buffer | string; encoding?: string }[] }[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: (typeof sent)[number]) => {
      sent.push(mail);
      return sendMail(mail as Parameters<typeof sendMail>[0]);
    }) as typeof transport.sendMail;
    expect(await mailer({ transport }).retryDue!(failed.nextAttemptAt!)).toBe(1);
    // The JSON transport hands the files on base64-encoded.
    expect(sent[0]!.attachments).toEqual([{ filename: 'voucher-1.pdf', contentType: 'application/pdf', content: file.content.toString('base64'), encoding: 'base64' }]);
  });

  it('takes over a send that a stopped server never finished', async () => {
    const to = 'interrupted@example.com';
    const leaseOver = new Date(Date.now() + 11 * MINUTE);
    await t.db.insert(mailOutbox).values({ to, subject: 'Your code', body: 'Code 654321', status: 'sending', nextAttemptAt: new Date(Date.now() + 10 * MINUTE) });
    const up = mailer({ transport: nodemailer.createTransport({ jsonTransport: true }) });
    expect(await up.retryDue!(leaseOver)).toBe(1);
    expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('without SMTP keeps mails in the outbox, which is their destination, and has no retry job', async () => {
    const outboxOnly = mailer({});
    await outboxOnly.send({ to: 'kept@example.com', subject: 'Your code', text: 'Code 111111' });
    expect(await outboxRow('kept@example.com')).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: null });
    expect(outboxOnly.retryDue).toBeNull();
    expect(mailRetryJob(outboxOnly)).toBeNull();
    expect(mailRetryJob(mailer({ smtpUrl: SMTP_DOWN }))?.name).toBe('mail.retry');
  });
});
