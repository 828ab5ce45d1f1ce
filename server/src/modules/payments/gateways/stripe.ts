import Stripe from 'stripe';
import { DependencyUnavailable } from '../../../platform/dependencies.ts';
import { CALLBACK_TOLERANCE_SECONDS, CallbackRefused, type Gateway, type GatewayOutcome } from './gateway.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

type Session = Stripe.Checkout.Session;

/** Stripe could not be reached (the package's connection error, after its own retries): an outage (5003), not a bug. */
async function reachingStripe<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof Stripe.errors.StripeConnectionError ? new DependencyUnavailable('Stripe', error) : error;
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
 * Stripe Checkout through the official package: a hosted session per payment, its webhook
 * verified by the package's signature check. Enabled by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
 */
export function stripeGateway(options: { secretKey: string; webhookSecret: string }): Gateway {
  const stripe = new Stripe(options.secretKey);
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await reachingStripe(
        stripe.checkout.sessions.create({
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
      let event: Stripe.Event;
      try {
        // The package takes the time of receipt in milliseconds.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret, CALLBACK_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError && /tolerance/i.test(error.message)) throw new CallbackRefused('timestamp');
        throw new CallbackRefused('signature');
      }
      const reads = EVENT_STATUS[event.type];
      if (!reads) return null;
      const session = event.data.object as Session;
      const status = reads(session);
      return status ? outcomeOf(session, status) : null;
    },
    async queryPayment(checkoutId) {
      const session = await reachingStripe(stripe.checkout.sessions.retrieve(checkoutId));
      return outcomeOf(session, sessionStatus(session));
    },
  };
}
