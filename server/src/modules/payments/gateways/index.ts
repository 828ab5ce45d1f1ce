import type { GatewayName } from '@roamcart/contracts';
import type { AppConfig } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db.ts';
import type { Gateway } from './gateway.ts';
import { sandboxGateway } from './sandbox.ts';
import { stripeGateway } from './stripe.ts';

export { CallbackRefused, isRefundOutcome, type Gateway, type GatewayOutcome, type GatewayRefundOutcome } from './gateway.ts';

/** The gateways this server can use: the sandbox always, Stripe when its keys are configured. */
export type Gateways = Partial<Record<GatewayName, Gateway>>;

export function createGateways(options: { db: Db; config: AppConfig; sandboxSecret: Buffer; sandboxCallbackUrl: () => string }): Gateways {
  const { config } = options;
  const gateways: Gateways = { sandbox: sandboxGateway({ db: options.db, secret: options.sandboxSecret, callbackUrl: options.sandboxCallbackUrl }) };
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    gateways.stripe = stripeGateway({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  return gateways;
}
