// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { adminCall, useSuperAdmin } from './admin-client.ts';
import { newBuyer, placeOrder } from './buyer-fixture.ts';
import { saveCategory, saveProduct } from './catalogue-fixture.ts';
import { call, useTestApp } from './test-app.ts';
import { connectionPoolOf } from '../platform/db.ts';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

const t = useTestApp({ METRICS_TOKEN });
const root = useSuperAdmin(t);

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of the sample `name{labels}` in an exposition, or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN', async () => {
    const plain = await buildApp({ config: { ...t.config, METRICS_TOKEN: undefined }, db: t.db, listen: t.listen, logger: false });
    try {
      const response = await plain.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('roamcart_');
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN, 'Bearer ']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('roamcart_');
    }
  });

  it('times requests by their declared route, never by the URL asked, with one label for unmatched URLs', async () => {
    expect((await call(t.app, 'GET', '/goods/list', { page: 1, limit: 5, keyword: 'tea' })).code).toBe(200);
    expect((await call(t.app, 'GET', '/no/such/route/4711')).code).toBe(4004);
    const text = await scrape();
    expect(sample(text, 'roamcart_http_request_duration_seconds_count{method="GET",route="/app_index/goods/list",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'roamcart_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('keyword=tea');
    expect(text).not.toContain('4711');
  });

  it('counts response cache hits and misses', async () => {
    const before = await scrape();
    const query = { page: 1, limit: 3 };
    await call(t.app, 'GET', '/goods/list', query);
    await call(t.app, 'GET', '/goods/list', query);
    const after = await scrape();
    expect(sample(after, 'roamcart_response_cache_misses_total')).toBe((sample(before, 'roamcart_response_cache_misses_total') ?? 0) + 1);
    expect(sample(after, 'roamcart_response_cache_hits_total')).toBe((sample(before, 'roamcart_response_cache_hits_total') ?? 0) + 1);
  });

  it('shows the PostgreSQL pool, and no pool on embedded PGlite', async () => {
    const text = await scrape();
    if (connectionPoolOf(t.db)) {
      expect(sample(text, 'roamcart_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'roamcart_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'roamcart_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('roamcart_db_pool_');
    }
  });

  it('counts job runs and failures, with the time of the last run', async () => {
    t.app.jobs.register({ name: 'metrics-probe-ok', everyMs: 60_000, run: async () => 1 });
    t.app.jobs.register({
      name: 'metrics-probe-failing',
      everyMs: 60_000,
      run: async () => {
        throw new Error('probe failure');
      },
    });
    const startedAt = Date.now() / 1000;
    const ran = await t.app.jobs.runDue();
    expect(ran).toEqual(expect.arrayContaining(['metrics-probe-ok', 'metrics-probe-failing']));
    const text = await scrape();
    expect(sample(text, 'roamcart_job_runs_total{job="metrics-probe-ok"}')).toBe(1);
    expect(sample(text, 'roamcart_job_failures_total{job="metrics-probe-ok"}')).toBeUndefined();
    expect(sample(text, 'roamcart_job_runs_total{job="metrics-probe-failing"}')).toBe(1);
    expect(sample(text, 'roamcart_job_failures_total{job="metrics-probe-failing"}')).toBe(1);
    expect(sample(text, 'roamcart_job_last_run_timestamp_seconds{job="metrics-probe-ok"}')).toBeGreaterThanOrEqual(Math.floor(startedAt));
  });

  it('counts an order once it is placed, not a replay of its idempotency key', async () => {
    const categoryId = (await saveCategory(t, root, { name: { en: 'Metrics' } })).id;
    const product = await saveProduct(t, root, categoryId, { name: { en: 'Counted Mug' }, skus: [{ spec_values: [], price: '8.00', stock: 100 }] });
    const buyer = await newBuyer(t, root);
    const before = sample(await scrape(), 'roamcart_orders_created_total') ?? 0;
    const once = { headers: { 'idempotency-key': `metrics-${Date.now()}` } };
    const first = await placeOrder(t, buyer, [{ sku_id: product.skus[0]!.id, qty: 1 }], once);
    expect(first.code).toBe(200);
    expect((await placeOrder(t, buyer, [{ sku_id: product.skus[0]!.id, qty: 1 }], once)).data).toEqual(first.data);
    expect(sample(await scrape(), 'roamcart_orders_created_total')).toBe(before + 1);
  });

  it('counts a payment and a refund once each commits, and a payment the wallet could not cover not at all', async () => {
    const categoryId = (await saveCategory(t, root, { name: { en: 'Metrics money' } })).id;
    const product = await saveProduct(t, root, categoryId, { name: { en: 'Counted Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 100 }] });
    const settled = 'roamcart_payments_settled_total{biz="goods_order",method="wallet"}';
    const refunded = 'roamcart_refunds_total{biz="goods_order"}';
    const before = await scrape();
    const poor = await newBuyer(t, root);
    const unpaid = (await placeOrder(t, poor, [{ sku_id: product.skus[0]!.id, qty: 1 }])).data.order_no;
    expect((await call(t.app, 'POST', '/order/pay', { order_no: unpaid, method: 'wallet' }, { token: poor.token })).code).toBe(4201);
    expect(sample(await scrape(), settled) ?? 0).toBe(sample(before, settled) ?? 0);

    const buyer = await newBuyer(t, root, '100.00');
    const orderNo = (await placeOrder(t, buyer, [{ sku_id: product.skus[0]!.id, qty: 1 }])).data.order_no;
    const once = { token: buyer.token, headers: { 'idempotency-key': `metrics-pay-${Date.now()}` } };
    expect((await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, once)).code).toBe(200);
    expect((await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, once)).code).toBe(200);
    expect(sample(await scrape(), settled)).toBe((sample(before, settled) ?? 0) + 1);

    const detail = await call<{ sub_orders: { sub_order_no: string }[] }>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token });
    const asked = await call<{ id: number }>(t.app, 'POST', '/order/refund', { order_no: detail.data.sub_orders[0]!.sub_order_no, kind: 'refund', reason: 'Changed my mind', amount: '20.00' }, { token: buyer.token });
    expect(asked.code).toBe(200);
    expect(sample(await scrape(), refunded) ?? 0).toBe(sample(before, refunded) ?? 0);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'OK' })).code).toBe(200);
    expect(sample(await scrape(), refunded)).toBe((sample(before, refunded) ?? 0) + 1);
  });
});

describe('request ids', () => {
  /** Another server on the test database whose log lines are kept. */
  async function loggingServer() {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = await buildApp({ config: t.config, db: t.db, listen: t.listen, logger: { level: 'info', stream } });
    await app.ready();
    return { app, lines };
  }

  it('answers with the request id and writes it on every log line of the request', async () => {
    const { app, lines } = await loggingServer();
    try {
      const response = await app.inject({ method: 'GET', url: '/app_index/goods/list?lang=en&currency=USD' });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const ofRequest = lines.filter((line) => line.reqId === id);
      expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      // Two requests, two ids.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']).not.toBe(id);
    } finally {
      await app.close();
    }
  });

  it('writes the request id on the line of a mail the request wrote to the outbox', async () => {
    const { app, lines } = await loggingServer();
    try {
      const response = await app.inject({ method: 'POST', url: '/app_index/common/send_email_code?lang=en', payload: { email: `traced-${Date.now()}@example.com`, scene: 'register' } });
      expect(response.json()).toMatchObject({ code: 200 });
      const mailLine = lines.find((line) => line.msg === 'mail written to the outbox (no SMTP_URL)');
      expect(mailLine?.reqId).toBe(response.headers['x-request-id']);
    } finally {
      await app.close();
    }
  });

  it('keeps an incoming x-request-id only when it is a short safe token', async () => {
    const { app, lines } = await loggingServer();
    try {
      const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a_91' } });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a_91');
      expect(lines.some((line) => line.reqId === 'lb-7f3a_91' && line.msg === 'request completed')).toBe(true);
      for (const unsafe of ['a'.repeat(65), 'evil id;forged', 'id"},{"x":1']) {
        const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': unsafe } });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await app.close();
    }
  });
});
