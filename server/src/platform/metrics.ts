import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CommittedEvent } from './commit-events.ts';

/** The route label of requests no route matched: one label, so probing URLs cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; dense around the storefront's 25 ms p99 budget. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The server's Prometheus metrics, in a registry of this app's own (several apps in one process,
 * as in tests, keep their counts apart). Counters count on this server only; Prometheus sums
 * the servers.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'roamcart_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, declared route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({ name: 'roamcart_job_runs_total', help: 'Periodic job runs on this server, by job.', labelNames: ['job'] as const, registers: [this.registry] });
  readonly jobFailures = new Counter({ name: 'roamcart_job_failures_total', help: 'Periodic job runs that failed, by job.', labelNames: ['job'] as const, registers: [this.registry] });
  readonly jobLastRun = new Gauge({ name: 'roamcart_job_last_run_timestamp_seconds', help: 'When a job last finished a run on this server (Unix time), by job.', labelNames: ['job'] as const, registers: [this.registry] });
  readonly cacheHits = new Counter({ name: 'roamcart_response_cache_hits_total', help: 'Cached answers served.', registers: [this.registry] });
  readonly cacheMisses = new Counter({ name: 'roamcart_response_cache_misses_total', help: 'Cache lookups that found no live answer.', registers: [this.registry] });
  readonly ordersCreated = new Counter({ name: 'roamcart_orders_created_total', help: 'Goods orders placed.', registers: [this.registry] });
  readonly hotelBookings = new Counter({ name: 'roamcart_hotel_bookings_total', help: 'Hotel orders placed.', registers: [this.registry] });
  readonly ticketsIssued = new Counter({ name: 'roamcart_tickets_issued_total', help: 'Flight tickets issued.', registers: [this.registry] });
  readonly paymentsSettled = new Counter({ name: 'roamcart_payments_settled_total', help: 'Payments that took money (from the wallet or through a channel), by what they paid for and how.', labelNames: ['biz', 'method'] as const, registers: [this.registry] });
  readonly refunds = new Counter({ name: 'roamcart_refunds_total', help: 'Refunds given back, by what had been paid for.', labelNames: ['biz'] as const, registers: [this.registry] });

  /** Gauges of a node-postgres pool, read when Prometheus scrapes; PGlite has no pool, so none. */
  watchPool(pool: pg.Pool): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('roamcart_db_pool_connections', 'Open connections of the database pool.', () => pool.totalCount);
    gauge('roamcart_db_pool_idle_connections', 'Open connections of the database pool not in use.', () => pool.idleCount);
    gauge('roamcart_db_pool_waiting_requests', 'Queries waiting for a connection of the database pool.', () => pool.waitingCount);
  }

  /** A committed payment or refund (followCommits). */
  countCommitted(event: CommittedEvent): void {
    if (event.kind === 'payment_settled') this.paymentsSettled.inc({ biz: event.biz, method: event.method });
    else if (event.kind === 'refund') this.refunds.inc({ biz: event.biz });
  }

  /** A job's run, for the job runner. */
  jobRan(job: string, failed: boolean, finishedAt: Date): void {
    this.jobRuns.inc({ job });
    if (failed) this.jobFailures.inc({ job });
    this.jobLastRun.set({ job }, finishedAt.getTime() / 1000);
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, with the token as a bearer (compared in constant time), and the
 * request-duration histogram. Without a token the metrics are not served (HTTP 404) and the
 * requests are not timed.
 */
export const metricsPlugin = fp(
  // FastifyInstance, not types.ts' App: types.ts names AppMetrics, and the two would import each other.
  async (app: FastifyInstance) => {
    const { config, metrics } = app.deps;
    const token = config.METRICS_TOKEN;
    if (!token) {
      app.get('/metrics', { config: { envelope: false } }, async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
      return;
    }
    const expected = digest(`Bearer ${token}`);
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      metrics.requestDuration.observe({ method: request.method, route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE), status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', { config: { envelope: false } }, async (request, reply) => {
      // Hashes have one length, so the comparison takes the same time whatever was sent.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
