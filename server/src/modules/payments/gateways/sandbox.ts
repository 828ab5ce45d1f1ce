import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { sandboxCheckouts } from '../tables.ts';
import type { Db } from '../../../platform/db.ts';
import { CALLBACK_TOLERANCE_SECONDS, CallbackRefused, type Gateway, type GatewayOutcome } from './gateway.ts';

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

/**
 * The built-in sandbox gateway: a hosted card checkout on this server (sandbox-page.ts), whose
 * notices are signed with HMAC-SHA256 over the timestamp and the raw body.
 */
export function sandboxGateway(options: { db: Db; secret: Buffer }): Gateway {
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
      let event: SandboxEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as SandboxEvent;
      } catch {
        throw new CallbackRefused('payload');
      }
      const status = EVENT_STATUS[event.type];
      if (!status || !/^\d{1,18}$/.test(event.amount ?? '')) throw new CallbackRefused('payload');
      return { status, reference: event.reference, checkoutId: event.checkout_id, amount: BigInt(event.amount), currency: event.currency, transactionId: event.transaction_id };
    },
    async queryPayment(checkoutId) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId));
      if (!row) throw new CallbackRefused('reference');
      return outcomeOf(row);
    },
  };
}

/** The sandbox's test cards: this one pays, the declined one fails; any other Luhn-valid number pays too. */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

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
export async function finishSandboxCheckout(db: Db, id: string, status: 'paid' | 'failed' | 'cancelled', now: Date): Promise<{ row: SandboxRow; event: SandboxEvent } | null> {
  const transactionId = status === 'paid' ? `sbx_txn_${Date.now()}${randomInt(100_000, 1_000_000)}` : '';
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ status, transactionId })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open'), gt(sandboxCheckouts.expiresAt, now)))
    .returning();
  if (!row) return null;
  const type = status === 'paid' ? 'checkout.paid' : status === 'failed' ? 'checkout.failed' : 'checkout.cancelled';
  return {
    row,
    event: { id: `evt_sbx_${randomBytes(12).toString('base64url')}`, type, checkout_id: row.id, reference: row.reference, amount: row.amount.toString(), currency: row.currency, transaction_id: transactionId },
  };
}
