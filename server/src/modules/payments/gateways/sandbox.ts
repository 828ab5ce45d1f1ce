import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { gatewayCallbacks, sandboxCheckouts, sandboxRefunds } from '../tables.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { CALLBACK_TOLERANCE_SECONDS, CallbackRefused, type Gateway, type GatewayNotice, type GatewayOutcome, type GatewayRefundOutcome, type RefundRequest } from './gateway.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Where the sandbox's hosted page lives on this server. */
export const SANDBOX_PAGE_PREFIX = '/sandbox-gateway/checkout';

/** The notice the sandbox sends when a checkout ends. */
export interface SandboxEvent {
  id: string;
  type: 'checkout.paid' | 'checkout.failed' | 'checkout.cancelled';
  checkout_id: string;
  reference: string;
  /** Minor units, as a decimal string. */
  amount: string;
  currency: string;
  transaction_id: string;
}

/** The notice the sandbox sends when it has decided a refund. */
export interface SandboxRefundEvent {
  id: string;
  type: 'refund.succeeded' | 'refund.failed';
  refund_id: string;
  checkout_id: string;
  /** The shop's reference for the refund. */
  reference: string;
  /** Minor units, as a decimal string. */
  amount: string;
  currency: string;
  failure_reason: string;
}

const REFUND_EVENT_STATUS: Record<SandboxRefundEvent['type'], GatewayRefundOutcome['status']> = {
  'refund.succeeded': 'succeeded',
  'refund.failed': 'failed',
};

const EVENT_STATUS: Record<SandboxEvent['type'], GatewayOutcome['status']> = {
  'checkout.paid': 'paid',
  'checkout.failed': 'failed',
  'checkout.cancelled': 'cancelled',
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as the sandbox signs each delivery. */
export function signSandboxBody(secret: Buffer, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

type SandboxRow = typeof sandboxCheckouts.$inferSelect;

function outcomeOf(row: SandboxRow): GatewayOutcome {
  const status = row.status === 'paid' || row.status === 'failed' || row.status === 'cancelled' ? row.status : 'open';
  return { status, reference: row.reference, checkoutId: row.id, amount: row.amount, currency: row.currency, transactionId: row.transactionId };
}

/** Keeps a notice for the callback delivery (sandbox-callbacks.ts), which signs and sends it and retries it until acknowledged. */
export async function queueSandboxEvent(db: DbOrTx, url: string, event: SandboxEvent | SandboxRefundEvent, now: Date) {
  const [callback] = await db.insert(gatewayCallbacks).values({ gateway: 'sandbox', url, body: JSON.stringify(event), nextAttemptAt: now }).returning();
  return callback!;
}

type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

const refundOutcomeOf = (row: SandboxRefundRow, status: GatewayRefundOutcome['status']): GatewayRefundOutcome => ({
  kind: 'refund',
  status,
  reference: row.reference,
  refundId: row.id,
  amount: row.amount,
  currency: row.currency,
  failureReason: row.failureReason,
});

/** Why the sandbox declines a refund of `checkout`, or '' when it gives the money back. */
async function refundRefusal(tx: DbOrTx, checkout: SandboxRow, request: RefundRequest): Promise<string> {
  if (checkout.status !== 'paid') return 'payment_not_captured';
  if (checkout.refundDeclined) return 'card_declined';
  const [done] = await tx
    .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amount}), 0)::text` })
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.checkoutId, checkout.id), eq(sandboxRefunds.status, 'succeeded')));
  if (request.currency !== checkout.currency || BigInt(done!.total) + request.amount > checkout.amount) return 'amount_too_large';
  return '';
}

/**
 * The sandbox's refund of a paid checkout, decided at once and kept on its side (one per
 * idempotency key): declined for a checkout paid with the refund-declined test card, one not paid,
 * or more than is left of it. It answers pending, and confirms with a signed notice afterwards as
 * a gateway does, delivered by the callback job.
 */
async function refundSandboxCheckout(db: Db, callbackUrl: string, request: RefundRequest, now: Date): Promise<GatewayRefundOutcome> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, request.checkoutId)).for('update');
    if (!checkout) throw new CallbackRefused('reference');
    const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (known) return refundOutcomeOf(known, 'pending');
    const failureReason = await refundRefusal(tx, checkout, request);
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: `re_sbx_${randomBytes(18).toString('base64url')}`,
        idempotencyKey: request.idempotencyKey,
        checkoutId: checkout.id,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        status: failureReason ? 'failed' : 'succeeded',
        failureReason,
      })
      .returning();
    const event: SandboxRefundEvent = {
      id: `evt_sbx_${randomBytes(12).toString('base64url')}`,
      type: failureReason ? 'refund.failed' : 'refund.succeeded',
      refund_id: row!.id,
      checkout_id: checkout.id,
      reference: request.reference,
      amount: request.amount.toString(),
      currency: request.currency,
      failure_reason: failureReason,
    };
    await queueSandboxEvent(tx, callbackUrl, event, now);
    return refundOutcomeOf(row!, 'pending');
  });
}

/** A verified notice's body as the outcome it reports (CallbackRefused for one that makes no sense). */
function noticeOf(event: SandboxEvent | SandboxRefundEvent): GatewayNotice {
  if (!/^\d{1,18}$/.test(event.amount ?? '')) throw new CallbackRefused('payload');
  if (event.type === 'refund.succeeded' || event.type === 'refund.failed') {
    return { kind: 'refund', status: REFUND_EVENT_STATUS[event.type], reference: event.reference, refundId: event.refund_id, amount: BigInt(event.amount), currency: event.currency, failureReason: event.failure_reason ?? '' };
  }
  const status = EVENT_STATUS[event.type];
  if (!status) throw new CallbackRefused('payload');
  return { status, reference: event.reference, checkoutId: event.checkout_id, amount: BigInt(event.amount), currency: event.currency, transactionId: (event as SandboxEvent).transaction_id };
}

/**
 * The built-in sandbox gateway: a hosted card checkout on this server (sandbox-page.ts), whose
 * notices are signed with HMAC-SHA256 over the timestamp and the raw body and sent to `callbackUrl`.
 */
export function sandboxGateway(options: { db: Db; secret: Buffer; callbackUrl: () => string }): Gateway {
  const { db, secret } = options;
  return {
    name: 'sandbox',
    async createCheckout(request) {
      const id = `cs_sbx_${randomBytes(18).toString('base64url')}`;
      await db.insert(sandboxCheckouts).values({
        id,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      const page = `${request.site}${SANDBOX_PAGE_PREFIX}/${id}`;
      return { checkoutId: id, payUrl: `${page}?${new URLSearchParams({ lang: request.lang })}` };
    },
    async verifyCallback(rawBody, headers, now) {
      const parts = Object.fromEntries(
        headerValue(headers, SANDBOX_SIGNATURE_HEADER)
          .split(',')
          .map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      if (!Number.isInteger(timestamp) || given.length === 0) throw new CallbackRefused('signature');
      const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new CallbackRefused('signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) throw new CallbackRefused('timestamp');
      let event: SandboxEvent | SandboxRefundEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as SandboxEvent | SandboxRefundEvent;
      } catch {
        throw new CallbackRefused('payload');
      }
      return noticeOf(event);
    },
    async queryPayment(checkoutId) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId));
      if (!row) throw new CallbackRefused('reference');
      return outcomeOf(row);
    },
    refund: (request) => refundSandboxCheckout(db, options.callbackUrl(), request, new Date()),
  };
}

/**
 * The sandbox's test cards: this one pays, the declined one fails; any other Luhn-valid number pays
 * too. A payment with the refund-declined card succeeds, but every refund of it is declined.
 */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002', refundDeclined: '4000000000005126' } as const;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Ends an open, unexpired checkout as the payer chose on the hosted page; null when it was no
 * longer open (paid or ended already, or expired). Conditional, so two clicks end it once.
 */
export async function finishSandboxCheckout(db: Db, id: string, status: 'paid' | 'failed' | 'cancelled', now: Date, card = ''): Promise<{ row: SandboxRow; event: SandboxEvent } | null> {
  const transactionId = status === 'paid' ? `sbx_txn_${Date.now()}${randomInt(100_000, 1_000_000)}` : '';
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ status, transactionId, refundDeclined: card === SANDBOX_CARDS.refundDeclined })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open'), gt(sandboxCheckouts.expiresAt, now)))
    .returning();
  if (!row) return null;
  const type = status === 'paid' ? 'checkout.paid' : status === 'failed' ? 'checkout.failed' : 'checkout.cancelled';
  return {
    row,
    event: { id: `evt_sbx_${randomBytes(12).toString('base64url')}`, type, checkout_id: row.id, reference: row.reference, amount: row.amount.toString(), currency: row.currency, transaction_id: transactionId },
  };
}
