import { existsSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_IMAGE_MAX_BYTES } from '@roamcart/contracts';
import { apiDocsPlugin } from './platform/api-docs.ts';
import type { AppConfig } from './platform/config.ts';
import { connectionPoolOf, type Db, type Listen } from './platform/db.ts';
import { envelopePlugin } from './platform/envelope.ts';
import { purgeIdempotencyKeysJob } from './platform/idempotency.ts';
import { purgeExpiredSessionsJob } from './platform/jobs/expired-sessions.ts';
import { createJobRunner } from './platform/jobs/runner.ts';
import { AppMetrics, metricsPlugin } from './platform/metrics.ts';
import { createMailer, mailRetryJob } from './platform/mail.ts';
import { removeOrphanUploadsJob } from './platform/orphan-uploads.ts';
import { rateLimitPlugin } from './platform/rate-limit.ts';
import { readinessPlugin } from './platform/readiness.ts';
import { REFERENCE_DATA_CHANNEL, ReferenceData } from './platform/reference-data.ts';
import { DeferredAnswerDrops, RESPONSE_CACHE_CHANNEL, ResponseCache } from './platform/response-cache.ts';
import { SESSIONS_CHANNEL, SessionCache } from './platform/session-cache.ts';
import { followCommits } from './platform/commit-events.ts';
import { requestContextPlugin, requestIdOf } from './platform/request-context.ts';
import { routeTablePlugin } from './platform/routes.ts';
import { securityHeadersPlugin } from './platform/security-headers.ts';
import { storefrontPageRoutes } from './platform/storefront-page.ts';
import { createSecretBox, loadSecretKey } from './platform/secret-box.ts';
import { createLocalStorage } from './platform/storage.ts';
import type { App, AppDeps } from './platform/types.ts';
import { userAuthPlugin } from './platform/user-auth.ts';
import { adminAuditPlugin } from './platform/admin-audit.ts';
import { adminAuthPlugin } from './platform/admin-auth.ts';
import { Events } from './platform/events.ts';
import { addressRoutes, addressSubscriptions } from './modules/address/index.ts';
import { adminAccessRoutes, adminAgentRoutes, adminAuthRoutes, adminSystemRoutes } from './modules/admin/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { couponAdminRoutes, couponAuditLabels, couponRoutes, couponSubscriptions } from './modules/coupons/index.ts';
import { catalogueAdminRoutes, catalogueAuditLabels, catalogueRoutes, stockAlertsJob } from './modules/catalogue/index.ts';
import { contentAdminRoutes, contentAuditLabels, contentRoutes, firstBannerImage, storefrontConfig } from './modules/content/index.ts';
import { currencyAdminRoutes, currencyRoutes } from './modules/currency/index.ts';
import { engagementRoutes, engagementSubscriptions } from './modules/engagement/index.ts';
import { extendFlightSchedulesJob, flagLateTicketingJob, flightAdminRoutes, flightRoutes, followFlightsJob, mailTicketsIssuedOnPayment, releaseExpiredTicketHoldsJob, ticketFeedLines, ticketOrderPayable, ticketOrderRoutes } from './modules/flights/index.ts';
import { i18nAdminRoutes, i18nRoutes } from './modules/i18n/index.ts';
import { identityAdminRoutes, identityRoutes, purgeExpiredEmailCodesJob } from './modules/identity/index.ts';
import { followHotelStaysJob, hotelAdminRoutes, hotelFeedLines, hotelOrderPayable, hotelRoutes, mailVoucherConfirmedOnPayment, releaseExpiredHotelHoldsJob } from './modules/hotels/index.ts';
import { orderFeedRoutes, travelOrderRefOf } from './modules/travel/index.ts';
import { messageAdminRoutes, messageRoutes } from './modules/messages/index.ts';
import { operatorMessageAdminRoutes, pruneOperatorMessagesJob } from './modules/operator-messages/index.ts';
import { closeExpiredOrdersJob, goodsOrderPayable, goodsRefundable, orderAdminRoutes, orderAuditLabels, orderNoOf, orderRoutes, receiveOverdueOrdersJob } from './modules/orders/index.ts';
import { paymentAdminRoutes, paymentAuditLabels, paymentRoutes, paymentsPlugin, registerPayable, registerRefundable, withdrawalAdminRoutes, withdrawalRoutes } from './modules/payments/index.ts';
import { ledgerCheckJob, reportingAdminRoutes } from './modules/reporting/index.ts';
import { uploadAdminRoutes, uploadRoutes } from './modules/upload/index.ts';
import { walletAdminRoutes, walletRoutes } from './modules/wallet/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The database's notifications: how the servers on one database drop each other's cached answers and sessions. */
  listen: Listen;
}

/** The storefront API modules, each an encapsulated plugin under /app_index. */
const storefrontModules = [identityRoutes, i18nRoutes, currencyRoutes, contentRoutes, engagementRoutes, addressRoutes, uploadRoutes, messageRoutes, catalogueRoutes, cartRoutes, orderRoutes, couponRoutes({ goodsOrderNo: orderNoOf, travelOrder: travelOrderRefOf }), paymentRoutes, walletRoutes, withdrawalRoutes, hotelRoutes, orderFeedRoutes({ hotel: hotelFeedLines, ticket: ticketFeedLines }), flightRoutes, ticketOrderRoutes];

/** The back-office API modules under /admin_api; each route declares its permission code. */
const adminModules = [
  adminAuthRoutes,
  adminAccessRoutes,
  adminAgentRoutes,
  adminSystemRoutes,
  reportingAdminRoutes,
  identityAdminRoutes,
  walletAdminRoutes,
  withdrawalAdminRoutes,
  i18nAdminRoutes,
  currencyAdminRoutes,
  contentAdminRoutes,
  messageAdminRoutes,
  operatorMessageAdminRoutes,
  uploadAdminRoutes,
  catalogueAdminRoutes,
  orderAdminRoutes,
  couponAdminRoutes,
  paymentAdminRoutes,
  hotelAdminRoutes,
  flightAdminRoutes,
];

/** What each module follows of the others' changes (a deleted account, ...). */
const moduleSubscriptions = [addressSubscriptions, engagementSubscriptions, couponSubscriptions];

// What channel payments can pay besides top-ups: orders apply a confirmed payment through it.
registerPayable('goods_order', goodsOrderPayable);
registerPayable('hotel_order', hotelOrderPayable());
registerPayable('ticket_order', ticketOrderPayable());
// What channel refunds can give money back on: orders finish a refund request with the gateway's word.
registerRefundable('goods_order', goodsRefundable);

/** Hashed build files never change; index.html must be revalidated so a release is picked up. */
function cacheBuiltFiles(reply: FastifyReply, filePath: string): void {
  const immutable = /[\\/]assets[\\/]/.test(filePath);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Cached answers: bounded so the server stays inside its memory budget (a goods page is a few
 * KiB, so this holds thousands: under the bench's mixed searches, 16 MiB kept the same hit rate
 * as 24). With the sqlite search engine, whose library, page cache, kept searches and cards
 * (SEARCH_KEPT_MIB, 8) take about 13 MiB, 3 MiB keeps the server under 200 MiB RSS: the engine's
 * kept searches and cards serve most repeats the answers would (at 3 MiB the mixed searches ran at
 * 1,540-1,630 req/s, 0.81-0.86 ms CPU an answer; at 6 MiB with 2 MiB of cards, 1,450 and 0.95 ms);
 * on PostgreSQL's search 12 lowered the hit rate (0.15 against 0.17) and cost more CPU an answer.
 */
const responseCacheBytes = (config: AppConfig) => (config.SEARCH_ENGINE === 'sqlite' ? 3 : 16) * 1024 * 1024;
const RESPONSE_CACHE_TTL_MS = 60_000;
/** How long other servers may go on showing answers a frequent write (an order's stock) made stale. */
const ANSWER_DROP_INTERVAL_MS = 200;

/** Signed-in customers' session states: a few hundred bytes each; the TTL as for answers. */
const SESSION_CACHE_ENTRIES = 20_000;
const SESSION_CACHE_TTL_MS = 60_000;

/** TRUST_PROXY for Fastify: none keeps the socket's peer as request.ip; a count trusts that many hops. */
function trustedProxies(setting: AppConfig['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
}

export async function buildApp({ config, db, logger, listen }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = new AppMetrics();
  const stopCountingCommits = followCommits(db, (event) => metrics.countCommitted(event));
  const pool = connectionPoolOf(db);
  if (pool) metrics.watchPool(pool);
  const responses = new ResponseCache(responseCacheBytes(config), RESPONSE_CACHE_TTL_MS, { hit: () => metrics.cacheHits.inc(), miss: () => metrics.cacheMisses.inc() });
  const sessions = new SessionCache(SESSION_CACHE_ENTRIES, SESSION_CACHE_TTL_MS);
  const deps: AppDeps = {
    config,
    db,
    // Answers carry texts (the envelope's message) and converted prices: they go with the reference data.
    ref: new ReferenceData(db, () => responses.clear()),
    mail: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    storage: createLocalStorage(config.dataDir),
    secrets: createSecretBox(loadSecretKey(config.SECRET_KEY, config.dataDir)),
    events: new Events(),
    responses,
    answerDrops: new DeferredAnswerDrops(db, responses, ANSWER_DROP_INTERVAL_MS, (error) => app.log.warn({ err: error }, 'cached answers not dropped in the other servers')),
    sessions,
    metrics,
  };
  for (const subscriptions of moduleSubscriptions) deps.events.subscribe(subscriptions);
  // Orders confirmed on payment (instant confirmation) mail their documents once the payment has committed.
  const stopMailingTickets = followCommits(db, mailTicketsIssuedOnPayment(deps, app.log));
  const stopMailingVouchers = followCommits(db, mailVoucherConfirmedOnPayment(deps, app.log));
  app.decorate('deps', deps);
  const unlistenAnswers = await listen(RESPONSE_CACHE_CHANNEL, (region) => responses.invalidate(region), () => responses.clear());
  const unlistenSessions = await listen(SESSIONS_CHANNEL, (userId) => sessions.forgetUser(Number(userId)), () => sessions.clear());
  const unlistenReferenceData = await listen(REFERENCE_DATA_CHANNEL, (part) => deps.ref.invalidate(part), () => deps.ref.invalidateAll());
  app.addHook('onClose', async () => {
    stopCountingCommits();
    stopMailingTickets();
    stopMailingVouchers();
    await deps.answerDrops.flush();
    await unlistenAnswers();
    await unlistenSessions();
    await unlistenReferenceData();
  });

  const jobs = createJobRunner({ db, log: app.log.child({ part: 'jobs' }), onRun: (job, failed, finishedAt) => metrics.jobRan(job, failed, finishedAt) });
  const builtinJobs = [purgeIdempotencyKeysJob, purgeExpiredSessionsJob, purgeExpiredEmailCodesJob, removeOrphanUploadsJob(deps), mailRetryJob(deps.mail), closeExpiredOrdersJob, receiveOverdueOrdersJob, stockAlertsJob(deps.ref), ledgerCheckJob, releaseExpiredHotelHoldsJob, followHotelStaysJob(deps.ref), releaseExpiredTicketHoldsJob, flagLateTicketingJob, followFlightsJob(deps.ref), extendFlightSchedulesJob, pruneOperatorMessagesJob(deps.ref)];
  for (const job of builtinJobs) if (job) jobs.register(job);
  app.decorate('jobs', jobs);
  // Periodic jobs run in a listening server, not in tests that only inject requests (they call runDue).
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  await app.register(requestContextPlugin);
  await app.register(metricsPlugin);
  await app.register(envelopePlugin);
  await app.register(routeTablePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(readinessPlugin);
  await app.register(rateLimitPlugin);
  await app.register(userAuthPlugin);
  await app.register(adminAuthPlugin);
  await app.register(adminAuditPlugin, { labels: { ...contentAuditLabels, ...catalogueAuditLabels, ...orderAuditLabels, ...paymentAuditLabels, ...couponAuditLabels } });
  // JSON answers (the dictionaries above all); built files come precompressed from the build.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1 } });
  await app.register(apiDocsPlugin);
  await app.register(paymentsPlugin);

  // Liveness: the process answers. Readiness (its dependencies answer) is /readyz.
  app.get('/healthz', { config: { envelope: false } }, async () => ({ status: 'ok' }));

  await app.register(
    async (api: App) => {
      for (const module of storefrontModules) await api.register(module);
    },
    { prefix: '/app_index' },
  );
  await app.register(
    async (api: App) => {
      for (const module of adminModules) await api.register(module);
    },
    { prefix: '/admin_api' },
  );

  await app.register(fastifyStatic, { root: deps.storage.root, prefix: '/uploads/', decorateReply: false, index: false, maxAge: '7d' });
  // The storefront's page itself carries the startup configuration; its other files are served as built.
  if (config.storefrontDist && existsSync(config.storefrontDist)) storefrontPageRoutes(app, { dist: config.storefrontDist, startupConfig: () => storefrontConfig(deps), homePicture: () => firstBannerImage(deps.db) });
  for (const [root, prefix, servesIndex] of [
    [config.storefrontDist, '/', false],
    [config.adminDist, '/admin/', true],
  ] as const) {
    if (!root || !existsSync(root)) continue;
    // The default index (left unset) is the one @fastify/static also finds precompressed; naming it does not.
    const index = servesIndex ? {} : { index: false as const };
    await app.register(fastifyStatic, { root, prefix, ...index, decorateReply: false, preCompressed: true, cacheControl: false, setHeaders: cacheBuiltFiles });
  }
  return app;
}
