// @module-tag embedded
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@roamcart/contracts';
import { spawnServer, type RunningServer } from '../../../scripts/server.mjs';
import { orders, subOrders } from '../modules/orders/tables.ts';
import { channelPayments, payments, withdrawals } from '../modules/payments/tables.ts';
import { users } from '../platform/tables/users.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { checkLedgers } from '../modules/reporting/index.ts';
import { postLedgerEntry } from '../modules/wallet/index.ts';
import { freePort } from './ports.ts';
import { freshDatabaseUrl } from './test-app.ts';

/**
 * The real server, killed with SIGKILL while customers pay orders from their wallets, withdraw
 * and top up in parallel, then started again on the same database: every ledger is consistent,
 * nothing that answered success is lost, and nothing is half-applied. On PostgreSQL when
 * TEST_DATABASE_URL is set, else on the embedded database in a data folder, as `npm start` runs.
 */

const CUSTOMERS = 6;
const PASSWORD = 'secret123';
const STARTING_BALANCE = 100_000n;

interface Customer {
  email: string;
  token: string;
  addressId: number;
}

/** What a request got: the server's code, or null when the connection died with the server. */
interface Outcome {
  kind: 'order' | 'withdrawal' | 'recharge';
  customer: number;
  reference: string | null;
  code: number | null;
}

let dataDir: string;
let database: { url?: string; snapshot?: Blob; drop(): Promise<void> };
let env: Record<string, string>;
let server: RunningServer | null = null;

/** The database as the server opens it, for the test's own reads while no server holds it; `fromTemplate` the first time, to fill the data folder from the run's template. */
function openDb(fromTemplate = false): Promise<Database> {
  return openDatabase({ databaseUrl: database.url, dataDir: database.url ? null : dataDir, snapshot: fromTemplate ? database.snapshot : undefined, onIdleError: () => {} });
}

async function start(): Promise<RunningServer> {
  const running = spawnServer({ env, fromSource: true, stdio: ['ignore', 'ignore', 'inherit'], readyTimeoutMs: 180_000 });
  await running.ready;
  return running;
}

async function kill(running: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

/** A storefront call as the app makes it; a connection lost with the server answers null. */
async function api<T>(method: 'GET' | 'POST', route: string, body: Record<string, unknown> | null, token?: string, headers: Record<string, string> = {}): Promise<Envelope<T> | null> {
  const query = new URLSearchParams({ lang: 'en', currency: 'USD', ...(method === 'GET' && body ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {}) });
  try {
    const response = await fetch(`${server!.url}/app_index${route}?${query}`, {
      method,
      headers: { 'client-type': 'AppIndex', ...(token ? { authorization: token } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return (await response.json()) as Envelope<T>;
  } catch {
    return null;
  }
}

/**
 * The run's template database (everything a server seeds at its first start, so the server starts
 * without seeding), with customers with money in their wallets, written through the ledger before
 * the server starts.
 */
async function seedCustomers(): Promise<string[]> {
  const config = loadConfig({ ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' });
  const opened = await openDb(true);
  try {
    const passwordHash = await hashPassword(config, PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const email = `crash${i}-${randomBytes(3).toString('hex')}@example.com`;
      await opened.db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email, passwordHash, inviteCode: randomBytes(6).toString('hex'), emailVerifiedAt: new Date() }).returning({ id: users.id });
        await postLedgerEntry(tx, { userId: user!.id, account: 'balance', amount: STARTING_BALANCE, type: 'admin_adjust', remark: 'Start' });
      });
      emails.push(email);
    }
    return emails;
  } finally {
    await opened.close();
  }
}

async function signIn(email: string): Promise<Customer> {
  const login = await api<{ token: string }>('POST', '/user/login', { email, password: PASSWORD });
  const token = login!.data.token;
  const address = await api<{ id: number }>('POST', '/address/save', { name: 'Jane Roe', tel: '(212) 555-0134', country: 'US', province: 'NY', city: 'New York', postal_code: '10001', address_detail: '350 Fifth Avenue' }, token);
  return { email, token, addressId: address!.data.id };
}

/** One customer's loop until `running()` turns false: an order paid from the wallet, a withdrawal, a card top-up. */
async function shop(customer: Customer, index: number, skuId: number, channels: { bank: number; card: number }, running: () => boolean, outcomes: Outcome[]): Promise<void> {
  for (let round = 0; running(); round += 1) {
    const key = { 'idempotency-key': `crash-${index}-${round}-${randomBytes(4).toString('hex')}` };
    const created = await api<{ order_no: string }>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: customer.addressId }, customer.token, key);
    if (created?.code === 200) {
      const paid = await api('POST', '/order/pay', { order_no: created.data.order_no, method: 'wallet' }, customer.token, key);
      outcomes.push({ kind: 'order', customer: index, reference: created.data.order_no, code: paid?.code ?? null });
    }
    const withdrawn = await api<{ order_no: string }>(
      'POST',
      '/withdrawal',
      { channel_id: channels.bank, amount: '10.00', account: { name: 'Jane Roe', number: '12345678' }, password: PASSWORD },
      customer.token,
      key,
    );
    outcomes.push({ kind: 'withdrawal', customer: index, reference: withdrawn?.code === 200 ? withdrawn.data.order_no : null, code: withdrawn?.code ?? null });
    const recharge = await api<{ pay_no: string; pay_url: string }>('POST', '/recharge', { channel_id: channels.card, amount: '5.00' }, customer.token, key);
    if (recharge?.code === 200 && recharge.data.pay_url) {
      // The customer pays on the sandbox's hosted page; its notice comes back to the server.
      await fetch(recharge.data.pay_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card_number=4242424242424242&action=pay' }).catch(() => null);
      outcomes.push({ kind: 'recharge', customer: index, reference: recharge.data.pay_no, code: 200 });
    }
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-crash-'));
  database = await freshDatabaseUrl('flights');
  const port = await freePort();
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'crash-test-admin-1',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
    RATE_LOGIN_PER_HOUR: '10000',
    RATE_WITHDRAWAL_PER_HOUR: '10000',
    RATE_RECHARGE_PER_HOUR: '10000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
}, 60_000);

afterAll(async () => {
  if (server) await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a server killed mid-run', () => {
  it('comes back with every ledger consistent, nothing answered lost and nothing half-applied', async () => {
    const emails = await seedCustomers();
    server = await start();
    const customers = await Promise.all(emails.map(signIn));
    // The cheapest demo SKU in stock: the wallets pay for many of them (one that runs out answers 4202 and the loop moves on).
    const goods = await api<{ list: { id: number }[] }>('GET', '/goods/list', { limit: 20, sort: 'price_asc' });
    const details = await Promise.all(goods!.data.list.map((item) => api<{ skus: { id: number; stock: number; price: string }[] }>('GET', '/goods/detail', { id: item.id })));
    const inStock = details.flatMap((detail) => detail!.data.skus).filter((sku) => sku.stock >= 10);
    const skuId = inStock.sort((a, b) => Number(a.price) - Number(b.price))[0]!.id;
    const bank = (await api<{ id: number }[]>('GET', '/payment_channel', { type: 'withdrawal' }))!.data[0]!.id;
    const card = (await api<{ id: number; identifier: string }[]>('GET', '/payment_channel', { type: 'recharge' }))!.data.find((c) => c.identifier === 'sandbox_card')!.id;

    const outcomes: Outcome[] = [];
    let running = true;
    const shoppers = Promise.all(customers.map((customer, index) => shop(customer, index, skuId, { bank, card }, () => running, outcomes)));
    // Let money move for a while, then pull the plug in the middle of it.
    await expect.poll(() => outcomes.filter((outcome) => outcome.code === 200).length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(CUSTOMERS * 3);
    await kill(server);
    running = false;
    await shoppers;
    server = null;
    const answered = outcomes.filter((outcome) => outcome.code === 200);
    // Requests of every kind went through, and some were cut off by the kill.
    expect(new Set(answered.map((outcome) => outcome.kind))).toEqual(new Set(['order', 'withdrawal', 'recharge']));
    expect(outcomes.some((outcome) => outcome.code === null)).toBe(true);

    server = await start();
    // What answered success before the kill is there after it.
    for (const outcome of answered.filter((o) => o.kind === 'withdrawal')) {
      const list = await api<{ list: { order_no: string }[] }>('GET', '/withdrawal/list', { limit: 100 }, customers[outcome.customer]!.token);
      expect(list!.data.list.map((row) => row.order_no)).toContain(outcome.reference);
    }
    for (const outcome of answered.filter((o) => o.kind === 'order')) {
      const order = await api<{ status: string }>('GET', '/goods/order_details', { order_no: outcome.reference! }, customers[outcome.customer]!.token);
      expect(order!.data.status).not.toBe('pending_payment');
    }
    // The restarted server takes money again.
    const again = await api('POST', '/withdrawal', { channel_id: bank, amount: '10.00', account: { name: 'Jane Roe', number: '12345678' }, password: PASSWORD }, customers[0]!.token);
    expect([200, 4201]).toContain(again!.code);
    await server.stop();
    server = null;

    const opened = await openDb();
    try {
      const { db } = opened;
      expect((await checkLedgers(db, 'cli')).issues).toEqual([]);
      // Each order's paid sub-orders are exactly what its payments brought in (nothing is refunded here).
      const unmatchedOrders = await db
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(
          sql`(select coalesce(sum(${subOrders.paidAmount}), 0) from ${subOrders} where ${subOrders.orderId} = ${orders.id}) <>
              (select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.biz} = 'goods_order' and ${payments.reference} = ${orders.orderNo})`,
        );
      expect(unmatchedOrders).toEqual([]);
      // Every approved top-up was recorded as a payment (and the ledger check found its credit).
      const approved = await db.select({ payNo: channelPayments.payNo }).from(channelPayments).where(and(eq(channelPayments.biz, 'recharge'), eq(channelPayments.status, 'review_approved')));
      const recorded = await db.select({ payNo: payments.channelPayNo }).from(payments).where(eq(payments.biz, 'recharge'));
      expect(recorded.map((row) => row.payNo).sort()).toEqual(approved.map((row) => row.payNo).sort());
      const held = await db.select({ count: sql<number>`count(*)::int` }).from(withdrawals);
      expect(held[0]!.count).toBeGreaterThanOrEqual(answered.filter((o) => o.kind === 'withdrawal').length);
    } finally {
      await opened.close();
    }
  }, 420_000);
});
