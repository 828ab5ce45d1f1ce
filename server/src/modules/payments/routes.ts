import type { FastifyRequest } from 'fastify';
import { ErrorCode, GATEWAYS, storefrontRoutes, type GatewayName } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { storeImage } from '../../platform/images.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { tokenFromRequest } from '../../platform/user-auth.ts';
import { applyGatewayOutcome, paymentState, refreshedPayment } from './channel-payments.ts';
import { listChannels } from './channels.ts';
import { applyRefundOutcome } from './channel-refunds.ts';
import { CallbackRefused, isRefundOutcome } from './gateways/index.ts';
import { cancelRecharge, createRecharge, listRecharges, payOffline, quoteRecharge, rechargeDetail } from './recharges.ts';

const routes = storefrontRoutes.payments;

/** The signed-in customer when the call carries a token (a wrong one answers its session code), else null: a guest. */
export async function optionalUser(app: App, request: FastifyRequest): Promise<number | null> {
  if (tokenFromRequest(request) === null) return null;
  await app.requireUser(request);
  return request.user.id;
}

/** Payment channels, top-ups, offline vouchers, and the gateways' callbacks. */
export async function paymentRoutes(app: App) {
  const { deps } = app;
  const payments = app.payments;
  const perUser = (name: string) => perAccountAndClient(app, name, deps.config.RATE_RECHARGE_PER_HOUR, (request) => `user:${request.user.id}`);
  const rechargeLimit = perUser('recharge');

  registerRoute(app, routes.channels, async (request) => listChannels(deps.db, request.query.type, await readerOf(deps, request), (gateway) => gateway in payments.gateways));
  registerRoute(app, routes.rechargeQuote, async (request) => quoteRecharge(payments, request.body, request.currency, await readerOf(deps, request)));
  registerRoute(app, routes.recharge, async (request) => createRecharge(payments, request.user.id, request.body, request.currency, await readerOf(deps, request), idempotencyOf(request)), {
    preHandler: rechargeLimit,
  });
  registerRoute(app, routes.rechargeList, async (request) => listRecharges(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.rechargeDetail, async (request) => {
    const reader = await readerOf(deps, request);
    const seen = await rechargeDetail(deps.db, request.user.id, request.query.pay_no, reader);
    if (seen.status !== 'pending_payment') return seen;
    // Back from the gateway's page before its notice: ask the gateway.
    await refreshedPayment(payments, request.query.pay_no);
    return rechargeDetail(deps.db, request.user.id, request.query.pay_no, reader);
  });
  registerRoute(app, routes.rechargeCancel, async (request) => cancelRecharge(payments, request.user.id, request.body.pay_no, await readerOf(deps, request)));
  registerRoute(app, routes.offline, async (request) => payOffline(payments, await optionalUser(app, request), request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.status, async (request) => paymentState(await refreshedPayment(payments, request.query.pay_no), await readerOf(deps, request)));

  // A voucher may come from a guest paying a shared order: limited per client address (and per account when signed in).
  const voucherLimit = perAccountAndClient(app, 'voucher', deps.config.RATE_UPLOAD_PER_HOUR, (request) => (tokenFromRequest(request) ? `token:${tokenFromRequest(request)}` : `ip:${request.ip}`));
  registerRoute(
    app,
    routes.voucher,
    async (request) => {
      const payerId = await optionalUser(app, request);
      if (!request.isMultipart()) throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError(ErrorCode.MissingParameters, { file: 'validation.required' });
      const { url } = await storeImage(deps, await file.toBuffer(), { owner: payerId === null ? 'guest' : `user:${payerId}` });
      return { url };
    },
    { preHandler: voucherLimit },
  );

  await app.register(gatewayCallbackRoute);
}

/**
 * POST /payment/gateway/callback/:gateway (API.md): a gateway's server-to-server notice, read as
 * raw bytes so its signature can be checked. Answers the gateway in HTTP terms, not the
 * storefront's envelope: 200 acknowledged (a payment or a refund applied, or already applied), 400 refused and nothing
 * credited (bad signature, stale timestamp, unknown reference, other amount), 404 no such gateway.
 */
async function gatewayCallbackRoute(app: App) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post<{ Params: { gateway: string }; Body: Buffer }>('/payment/gateway/callback/:gateway', { config: { envelope: false } }, async (request, reply) => {
    const name = request.params.gateway as GatewayName;
    const gateway = (GATEWAYS as readonly string[]).includes(name) ? app.payments.gateways[name] : undefined;
    if (!gateway) return reply.code(404).send({ received: false, error: 'unknown gateway' });
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      const outcome = await gateway.verifyCallback(rawBody, request.headers, new Date());
      if (!outcome) return reply.send({ received: true, result: 'ignored' });
      const result = isRefundOutcome(outcome) ? await applyRefundOutcome(app.payments, name, outcome) : await applyGatewayOutcome(app.payments, name, outcome);
      return reply.send({ received: true, result });
    } catch (error) {
      if (error instanceof CallbackRefused) {
        request.log.warn({ gateway: name, reason: error.reason }, 'gateway callback refused');
        return reply.code(400).send({ received: false, error: error.reason });
      }
      // Not acknowledged, so the gateway sends it again.
      request.log.error({ gateway: name, err: error }, 'gateway callback failed');
      return reply.code(500).send({ received: false, error: 'internal' });
    }
  });
}
