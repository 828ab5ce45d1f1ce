import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { loadSecretKey } from '../../platform/secret-box.ts';
import type { App } from '../../platform/types.ts';
import { expireChannelPaymentsJob, type PaymentsDeps } from './channel-payments.ts';
import { retryChannelRefundsJob } from './channel-refunds.ts';
import { createGateways } from './gateways/index.ts';
import { deliverDueCallbacks, type CallbackSender } from './gateways/sandbox-callbacks.ts';
import { sandboxPageRoutes } from './sandbox-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What channel payments need: the gateways and the storefront's address besides the database. */
    payments: PaymentsDeps;
    /** How the sandbox gateway signs and sends its notices. */
    sandboxSender: CallbackSender;
  }
}

/** Where the sandbox gateway sends its notices: this server's callback route. */
export const SANDBOX_CALLBACK_PATH = '/app_index/payment/gateway/callback/sandbox';

/**
 * This server's own listening address, where the sandbox sends its notices when PUBLIC_URL is not
 * set (any address the shop is opened at reaches the same server); null before it listens.
 */
function ownAddress(app: App): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The gateways (the sandbox always, Stripe when configured), the sandbox's hosted page, and the
 * jobs that retry the sandbox's notices, give up expired payments and retry unanswered refunds.
 */
export const paymentsPlugin = fp(
  async (app: App) => {
    const { deps } = app;
    const { config } = deps;
    const sandboxSecret = config.SANDBOX_GATEWAY_SECRET
      ? Buffer.from(config.SANDBOX_GATEWAY_SECRET)
      : createHmac('sha256', loadSecretKey(config.SECRET_KEY, config.dataDir)).update('sandbox-gateway').digest();
    const publicUrl = () => config.PUBLIC_URL.replace(/\/$/, '');
    const sandboxCallbackUrl = () => `${config.publicUrlSet ? publicUrl() : (ownAddress(app) ?? publicUrl())}${SANDBOX_CALLBACK_PATH}`;
    const payments: PaymentsDeps = { db: deps.db, ref: deps.ref, gateways: createGateways({ db: deps.db, config, sandboxSecret, sandboxCallbackUrl }), publicUrl };
    const sender: CallbackSender = { db: deps.db, secret: sandboxSecret, url: sandboxCallbackUrl };
    app.decorate('payments', payments);
    app.decorate('sandboxSender', sender);
    app.jobs.register({ name: 'payments.sandbox-callbacks', everyMs: 15_000, run: ({ now }) => deliverDueCallbacks(sender, now) });
    app.jobs.register(expireChannelPaymentsJob(payments));
    app.jobs.register(retryChannelRefundsJob(payments));
    await app.register(sandboxPageRoutes);
  },
  { name: 'payments' },
);
