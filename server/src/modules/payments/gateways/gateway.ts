import type { GatewayName } from '@roamcart/contracts';

/** What to charge: our reference, an amount in minor units of `currency`, and where the payer goes afterwards. */
export interface CheckoutRequest {
  reference: string;
  amount: bigint;
  currency: string;
  /** Shown on the gateway's page. */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The payer's language, for the gateway's page. */
  lang: string;
  /** The shop's address as the payer reaches it: where a gateway hosted by the shop (the sandbox) serves its page. */
  site: string;
}

export interface Checkout {
  /** The gateway's id for the checkout (session). */
  checkoutId: string;
  /** The gateway's hosted page the payer is sent to. */
  payUrl: string;
}

/** What a gateway says happened to a checkout, in its currency's minor units. */
export interface GatewayOutcome {
  status: 'paid' | 'failed' | 'cancelled' | 'open';
  reference: string;
  checkoutId: string;
  amount: bigint;
  currency: string;
  /** The gateway's own transaction number (third-party number). */
  transactionId: string;
}

/**
 * Money to give back on a paid checkout: our reference for the refund (also the idempotency key,
 * so a retried call refunds once), the checkout and the gateway's transaction it paid with, and
 * the amount in minor units of the checkout's currency.
 */
export interface RefundRequest {
  reference: string;
  idempotencyKey: string;
  checkoutId: string;
  transactionId: string;
  amount: bigint;
  currency: string;
}

/** What a gateway says happened to a refund: still on its way, done, or declined (with why). */
export interface GatewayRefundOutcome {
  kind: 'refund';
  status: 'pending' | 'succeeded' | 'failed';
  reference: string;
  /** The gateway's own id for the refund. */
  refundId: string;
  amount: bigint;
  currency: string;
  failureReason: string;
}

/** A verified notice: about a checkout's payment, or about a refund. */
export type GatewayNotice = GatewayOutcome | GatewayRefundOutcome;

export function isRefundOutcome(notice: GatewayNotice): notice is GatewayRefundOutcome {
  return 'kind' in notice && notice.kind === 'refund';
}

/** A callback the gateway did not sign, signed too long ago, or that makes no sense: nothing is credited. */
export class CallbackRefused extends Error {
  constructor(readonly reason: 'signature' | 'timestamp' | 'payload' | 'reference' | 'amount') {
    super(`gateway callback refused: ${reason}`);
  }
}

/** How old a signed callback may be. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/**
 * An online payment provider. Another provider is one more implementation of this, registered
 * in gateways/index.ts.
 */
export interface Gateway {
  name: GatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a callback's signature over its raw body (CallbackRefused when wrong or stale) and reads
   * the outcome it reports; null for notices that report nothing about a payment or a refund.
   */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): Promise<GatewayNotice | null>;
  /** Asks the gateway where a checkout stands. */
  queryPayment(checkoutId: string): Promise<GatewayOutcome>;
  /** Asks the gateway to give money back on a paid checkout; the same idempotency key answers the same refund. */
  refund(request: RefundRequest): Promise<GatewayRefundOutcome>;
}
