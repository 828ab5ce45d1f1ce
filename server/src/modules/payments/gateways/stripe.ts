import type Stripe from 'stripe';
import { DependencyUnavailable } from '../../../platform/dependencies.ts';
import { CALLBACK_TOLERANCE_SECONDS, CallbackRefused, type Gateway, type GatewayNotice, type GatewayOutcome, type GatewayRefundOutcome, type RefundRequest } from './gateway.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

type Session = Stripe.Checkout.Session;

/** The package, loaded when a gateway first calls Stripe: a server without Stripe never loads it (about 6 MB of its memory). */
const stripePackage = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/** Stripe could not be reached (the package's connection error, after its own retries): an outage (5003), not a bug. */
async function reachingStripe<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof (await stripePackage()).errors.StripeConnectionError ? new DependencyUnavailable('Stripe', error) : error;
  }
}

/** Our languages in Stripe Checkout's words; another (Arabic) lets Stripe choose from the browser. */
const STRIPE_LOCALES: Partial<Record<string, Stripe.Checkout.SessionCreateParams.Locale>> = { en: 'en', 'zh-CN': 'zh', es: 'es', fr: 'fr', ja: 'ja' };

function outcomeOf(session: Session, status: GatewayOutcome['status']): GatewayOutcome {
  const paymentIntent = session.payment_intent;
  return {
    status,
    reference: session.client_reference_id ?? session.metadata?.reference ?? '',
    checkoutId: session.id,
    amount: BigInt(session.amount_total ?? 0),
    currency: (session.currency ?? '').toUpperCase(),
    transactionId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? ''),
  };
}

/** A session as it stands: paid, ended (expired), or still open. */
function sessionStatus(session: Session): GatewayOutcome['status'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  if (session.status === 'expired') return 'cancelled';
  return 'open';
}

/** The events that say something about a checkout's payment, and what. */
const EVENT_STATUS: Partial<Record<string, (session: Session) => GatewayOutcome['status'] | null>> = {
  // A card payment is paid when the session completes; a delayed method (bank debit) reports later.
  'checkout.session.completed': (session) => (sessionStatus(session) === 'paid' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'cancelled',
};

/**
 * The Refunds API call (POST /v1/refunds) for `request`: the payment intent the checkout paid
 * with, the amount in the charge's minor units, our reference in the metadata (the webhooks bring
 * it back), and the idempotency key sent as Stripe's Idempotency-Key header.
 */
export function stripeRefundCall(request: RefundRequest): [Stripe.RefundCreateParams, Stripe.RequestOptions] {
  return [{ payment_intent: request.transactionId, amount: Number(request.amount), metadata: { reference: request.reference } }, { idempotencyKey: request.idempotencyKey }];
}

/** A Stripe refund as an outcome: succeeded, failed or canceled (nothing came back), else still on its way. */
function refundOutcomeOf(refund: Stripe.Refund): GatewayRefundOutcome {
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    kind: 'refund',
    status,
    reference: refund.metadata?.reference ?? '',
    refundId: refund.id,
    amount: BigInt(refund.amount),
    currency: refund.currency.toUpperCase(),
    failureReason: status === 'failed' ? (refund.failure_reason ?? refund.status ?? '') : '',
  };
}

/**
 * The events that say something about one of our refunds: the refund itself changing, or the
 * charge refunded (its newest refund, when the event carries the list). Refunds without our
 * reference (made on Stripe's dashboard) are not ours to apply.
 */
function refundNoticeOf(event: Stripe.Event): GatewayRefundOutcome | null {
  let refund: Stripe.Refund | undefined;
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') refund = event.data.object;
  else if (event.type === 'charge.refunded') refund = event.data.object.refunds?.data[0];
  if (!refund?.metadata?.reference) return null;
  return refundOutcomeOf(refund);
}

/** A verified Stripe event as the notice it carries: a checkout's payment, one of our refunds, or nothing of ours. */
export function stripeNoticeOf(event: Stripe.Event): GatewayNotice | null {
  const reads = EVENT_STATUS[event.type];
  if (!reads) return refundNoticeOf(event);
  const session = event.data.object as Session;
  const status = reads(session);
  return status ? outcomeOf(session, status) : null;
}

/**
 * Stripe Checkout through the official package: a hosted session per payment, its webhook
 * verified by the package's signature check. Enabled by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
 */
export function stripeGateway(options: { secretKey: string; webhookSecret: string }): Gateway {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripePackage().then((Package) => new Package(options.secretKey)));
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await reachingStripe(
        (await stripe()).checkout.sessions.create({
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: Number(request.amount), product_data: { name: request.description } } }],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          // Stripe keeps a session open at least 30 minutes.
          expires_at: Math.max(Math.floor(request.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 31 * 60),
          locale: STRIPE_LOCALES[request.lang] ?? 'auto',
        }),
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
      return { checkoutId: session.id, payUrl: session.url };
    },
    async verifyCallback(rawBody, headers, now) {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      const { webhooks } = await stripe();
      let event: Stripe.Event;
      try {
        // The package takes the time of receipt in milliseconds.
        event = webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret, CALLBACK_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        if (error instanceof (await stripePackage()).errors.StripeSignatureVerificationError && /tolerance/i.test(error.message)) throw new CallbackRefused('timestamp');
        throw new CallbackRefused('signature');
      }
      return stripeNoticeOf(event);
    },
    async queryPayment(checkoutId) {
      const session = await reachingStripe((await stripe()).checkout.sessions.retrieve(checkoutId));
      return outcomeOf(session, sessionStatus(session));
    },
    async refund(request) {
      return refundOutcomeOf(await reachingStripe((await stripe()).refunds.create(...stripeRefundCall(request))));
    },
  };
}
