// `npm run bench`: the speed and size budgets of DESIGN.md §8 and issues #9 and #10.
// - storefront first-load JS (gzip) against the 120 KiB budget, read from the built index.html;
// - Lighthouse mobile performance (>= 0.98) and accessibility (1.0) of storefront pages, each the
//   median of BENCH_LIGHTHOUSE_RUNS runs (default 5);
// - API latency at a fixed request rate (autocannon) and the server's memory after the load;
// - saturation (the comparison harness: autocannon, 10 connections, 3 s warm-up, 10 s run) of the
//   goods list, keyword search, goods detail, hotel search and hotel detail (the demo hotels),
//   add to cart (10 carts, one per connection) and order create (checked for oversell afterwards)
//   on PostgreSQL with the large catalogue (20,000 goods), with req/s, p50, p99, errors and the
//   server's RSS.
// PostgreSQL: BENCH_DATABASE_URL names a server (default postgres://postgres@127.0.0.1:5432/postgres)
// on which a fresh database bench_<pid> is created for the run and dropped after; when none
// answers, the server runs on embedded PGlite and saturation is skipped.
// - flight saturation (issue #14: the same harness) of a route's low-fare calendar and flight
//   search on the demo flight network, on PostgreSQL.
// - search (issue #33): keyword search with every answer built, and a mixed workload of 5,000
//   Zipf-drawn keywords with category filters, sorts and pages, with the answer cache's hit rate;
//   `npm run bench -- search` runs it alone, on BENCH_GOODS goods (default 20,000; e.g. 200000);
//   with SEARCH_ENGINE=sqlite the server answers searches from its SQLite index, once built.
// `npm run bench -- saturation` runs the saturation part only, `-- buying` its add-to-cart and
// order-create runs only, `-- flights` the flight runs only, `npm run bench -- budgets` the rest.
// BENCH_PROFILE_DIR=<dir> makes the server write a CPU profile (node --cpu-prof) there.
// Prints tables, writes bench/.results/latest.json, and exits 1 when a budget is missed.
import { execSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildWhatIsStale, startServer, type RunningServer, type ServerOptions } from '../scripts/server.mjs';
import { findChromium } from '../e2e/support/chromium.ts';
import { startSmtpListener } from '../e2e/support/smtp-listener.ts';
import { CART_LINES_MAX, ErrorCode } from '@roamcart/contracts';
import { addToCartPlan, AnswerTally, checkCarts, checkOrders, orderCreatePlan, prepareBuying, SCARCE_STOCK, type BuyingSetup, type CartCheck, type OversellCheck } from './buying.ts';
import { get, registerCustomer } from './customers.ts';
import { FLIGHT_GOALS, flightSaturation } from './flights.ts';
import { rssMiB, saturate, type LoadPlan, type Row, type SaturationRow } from './saturate.ts';
import { BENCH_METRICS_TOKEN, mixedSearch, searchedCategories, searchIndexBuilt, uncachedSearch, type SearchRow } from './search.ts';

const root = path.resolve(import.meta.dirname, '..');
const FIRST_LOAD_BUDGET_KIB = 120;
const P99_BUDGET_MS = 50;
const LIGHTHOUSE_PERFORMANCE_BUDGET = 0.98;
const LIGHTHOUSE_ACCESSIBILITY_BUDGET = 1;
/**
 * Lighthouse runs per page. One run's score moves by several points on this machine (the same
 * build gave Hotel search 0.79 to 0.97); Lighthouse's advice on variability is to run it several
 * times and keep the median run (its computeMedianRun: the run nearest the median FCP and TTI).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/**
 * Lighthouse's errors for a trace Chrome recorded badly (its "badTraceRecording" message, which
 * says to run it again; e.g. a load in a new browser sometimes has no navigationStart): such a
 * run is made again, at most LIGHTHOUSE_RETRIES times. Other errors (NO_FCP: nothing painted) stand.
 */
const TRACE_RECORDING_ERRORS = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);
const LIGHTHOUSE_RETRIES = 2;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** DESIGN.md §8 sets the Lighthouse budget on Home, Goods detail and Hotel search. */
const BUDGETED_PAGES = new Set(['Home', 'Goods detail', 'Hotel search']);

/**
 * Issues #9 and #10's saturation goals on this 2-core machine, PostgreSQL, large catalogue. Order
 * create has no latency goal: at 300 answers a second over 10 connections each waits 33 ms on
 * average (Little's law), so a 25 ms p99 could not be met there.
 */
const LARGE_CATALOGUE_GOODS = 20_000;
const SATURATION_P99_MS = 25;
const SATURATION_GOALS: Record<string, { rps: number; p99_ms?: number }> = {
  'goods list': { rps: 2100, p99_ms: SATURATION_P99_MS },
  'keyword search': { rps: 1500, p99_ms: SATURATION_P99_MS },
  'goods detail': { rps: 1900, p99_ms: SATURATION_P99_MS },
  'add to cart': { rps: 1000, p99_ms: SATURATION_P99_MS },
  'order create': { rps: 300 },
  // The hotels issue: a city's hotels for two nights, and a hotel's rooms for them.
  'hotel search': { rps: 800, p99_ms: SATURATION_P99_MS },
  'hotel detail': { rps: 1000, p99_ms: SATURATION_P99_MS },
};
const SATURATION_RSS_MIB = 200;
/** Issue #33: a built search answer's CPU (server and PostgreSQL), and the mixed workload's rate. */
const SEARCH_CPU_MS = 5;
const MIXED_SEARCH_RPS = 1500;
/** The large catalogue's size for the search part (`BENCH_GOODS`); the other parts keep LARGE_CATALOGUE_GOODS. */
const SEARCH_GOODS = Number(process.env.BENCH_GOODS ?? LARGE_CATALOGUE_GOODS);

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const parts = process.argv.slice(2);
const runs = (part: 'saturation' | 'budgets' | 'flights' | 'search') => parts.length === 0 || parts.includes(part);
const searchOnly = parts.length > 0 && parts.every((part) => part === 'search');
/** The flight runs need the flight network only (the server seeds it at start), not the large catalogue. */
const flightsOnly = parts.length > 0 && parts.every((part) => part === 'flights');

interface Audit {
  page: string;
  /** "not built": the page shows no goods yet, so it is not audited. */
  status: 'audited' | 'not built';
  /** The median run's scores (see LIGHTHOUSE_RUNS), and the lowest and highest of all runs. */
  performance: number;
  performance_range: string;
  accessibility: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  si_ms: number;
  /** Lighthouse's own failure (e.g. NO_FCP on a starved machine), when it gave no score. */
  error?: string;
}

/**
 * Whether the storefront shows `text` on `url` within a few seconds (the page exists and renders
 * goods), checked in a browser of its own so Lighthouse's starts clean.
 */
async function rendersText(url: string, text: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const shown = await page
      .getByText(text)
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    return shown;
  } finally {
    await browser.close();
  }
}

/** A stay of two nights a week ahead, as the hotel screens' query strings carry it. */
function hotelStay(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `check_in=${day(7)}&check_out=${day(9)}&rooms=1&adults=2&children=0&child_ages=`;
}

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

/** Lighthouse's mobile audit (simulated slow 4G, 4x CPU slowdown) of storefront pages, the median of LIGHTHOUSE_RUNS runs each. */
async function lighthouseAudits(base: string, goods: { id: number; name: string } | null): Promise<Audit[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  try {
    const audits: Audit[] = [];
    const pages: { page: string; route: string; shows?: string }[] = [
      { page: 'Home', route: '/' },
      { page: 'Goods detail', route: `/goodsdetail?id=${goods?.id ?? 1}`, shows: goods?.name ?? '\u0000' },
      // Tokyo's demo hotels for two nights a week ahead, as the hotel home's search opens them.
      { page: 'Hotel search', route: `/hotelsearch?city=TYO&${hotelStay()}`, shows: 'hotels found' },
      { page: 'Sign in', route: '/login' },
      { page: 'Register', route: '/register' },
    ];
    for (const { page, route, shows } of pages) {
      const url = `${base}/#${route}`;
      if (shows !== undefined && !(await rendersText(url, shows))) {
        audits.push({ page, status: 'not built', performance: 0, performance_range: '', accessibility: 0, fcp_ms: 0, lcp_ms: 0, tbt_ms: 0, cls: 0, si_ms: 0 });
        continue;
      }
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (let attempt = 0; ; attempt += 1) {
          const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile', logLevel: 'error' });
          if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page}`);
          const error = result.lhr.runtimeError?.code;
          if (error && TRACE_RECORDING_ERRORS.has(error) && attempt < LIGHTHOUSE_RETRIES) {
            console.log(`${page}: Lighthouse recorded no usable trace (${error}), running it again`);
            continue;
          }
          runs.push(result.lhr);
          break;
        }
      }
      const failed = runs.find((lhr) => lhr.runtimeError);
      const lhr = failed ?? computeMedianRun(runs);
      const scores = runs.map((one) => one.categories.performance?.score ?? 0);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      audits.push({
        page,
        status: 'audited',
        performance: lhr.categories.performance?.score ?? 0,
        performance_range: `${Math.min(...scores)}–${Math.max(...scores)}`,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        fcp_ms: Math.round(metric('first-contentful-paint')),
        lcp_ms: Math.round(metric('largest-contentful-paint')),
        tbt_ms: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        si_ms: Math.round(metric('speed-index')),
        ...(failed?.runtimeError && { error: failed.runtimeError.code }),
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}

function firstLoad(): { files: string[]; kib: number } {
  const dist = path.join(root, 'apps/storefront/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { files, kib: bytes / 1024 };
}

async function measure(call: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // A short warm-up first, so JIT compilation and cold caches do not count against p99.
  await autocannon({ url, connections: 10, duration: 2, overallRate: RATE, headers });
  const result = await autocannon({ url, connections: 20, duration: SECONDS, overallRate: RATE, headers });
  return { call, rps: Math.round(result.requests.average), p50_ms: result.latency.p50, p99_ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Cycles through GET paths, each checked to answer code 200 first. */
async function readPlan(call: string, server: RunningServer, paths: string[]): Promise<LoadPlan> {
  for (const one of paths) {
    const answer = await get(`${server.url}${one}`);
    if (answer.code !== 200) throw new Error(`${call}: ${one} answered ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return { requests: paths.map((one) => ({ method: 'GET' as const, path: one })) };
}

interface GoodsCard {
  id: number;
  name: string;
}

async function readSaturation(server: RunningServer): Promise<SaturationRow[]> {
  const api = '/app_index/goods';
  const locale = 'lang=en&currency=USD';
  const listPaths = [1, 2, 3, 4, 5].map((page) => `${api}/list?page=${page}&limit=20&${locale}`);
  const keywords = ['headphones', 'backpack', 'smart watch', 'yoga mat', 'coffee maker', 'running shoes', 'headphnes', 'tent'];
  const searchPaths = keywords.map((keyword) => `${api}/list?keyword=${encodeURIComponent(keyword)}&page=1&limit=20&${locale}`);
  const goods = await get<{ list: GoodsCard[] }>(`${server.url}${api}/list?sort=sales&page=1&limit=50&${locale}`);
  const detailPaths = goods.data.list.map((card) => `${api}/detail?id=${card.id}&${locale}`);
  return [
    await saturate('goods list', server, await readPlan('goods list', server, listPaths)),
    await saturate('keyword search', server, await readPlan('keyword search', server, searchPaths)),
    await saturate('goods detail', server, await readPlan('goods detail', server, detailPaths)),
  ];
}

/** Hotel search (each demo city, two nights a week ahead) and the found hotels' details for the same stay. */
async function hotelSaturation(server: RunningServer): Promise<SaturationRow[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = `check_in=${day(7)}&check_out=${day(9)}&rooms=1&adults=2&lang=en&currency=USD`;
  const home = await get<{ cities: { code: string }[] }>(`${server.url}/app_index/hotel/home?lang=en&currency=USD`);
  const searchPaths = home.data.cities.map((city) => `/app_index/hotel/search?city=${city.code}&${stay}`);
  const hotelIds: number[] = [];
  for (const one of searchPaths) hotelIds.push(...(await get<{ list: { id: number }[] }>(`${server.url}${one}`)).data.list.map((card) => card.id));
  const detailPaths = hotelIds.map((id) => `/app_index/hotel/detail?id=${id}&${stay}`);
  return [await saturate('hotel search', server, await readPlan('hotel search', server, searchPaths)), await saturate('hotel detail', server, await readPlan('hotel detail', server, detailPaths))];
}

/** Answer codes other than 200 seen in the timed run, except those `expected`. */
function unexpectedAnswers(tally: AnswerTally, expected: number[] = []): number {
  return [...tally.measured].filter(([code]) => code !== 200 && !expected.includes(code)).reduce((sum, [, n]) => sum + n, 0);
}

interface BuyingReport {
  rows: SaturationRow[];
  carts: CartCheck;
  orders: OversellCheck;
  /** Order creates refused while they ran (4202: the scarce SKU sold out), by code. */
  order_refusals: Record<string, number>;
}

/**
 * Add to cart and order create, 10 customers, one per connection. The order row's req/s counts
 * created orders only; refusals of the sold-out scarce SKU are expected, every other answer than
 * 200 counts as an error.
 */
async function buyingSaturation(server: RunningServer, databaseUrl: string, setup: BuyingSetup, inboxUrl: string): Promise<BuyingReport> {
  const customers = [];
  for (let i = 0; i < 10; i += 1) customers.push(await registerCustomer(server.url, inboxUrl));
  const cartTally = new AnswerTally();
  const cartRow = await saturate('add to cart', server, addToCartPlan(customers, setup, cartTally));
  const orderTally = new AnswerTally();
  const orderRow = await saturate('order create', server, orderCreatePlan(customers, setup, orderTally));
  const created = AnswerTally.count(orderTally.measured, 200);
  return {
    rows: [
      { ...cartRow, errors: cartRow.errors + unexpectedAnswers(cartTally) },
      { ...orderRow, rps: Math.round(created / 10), errors: orderRow.errors + unexpectedAnswers(orderTally, [ErrorCode.InsufficientInventory]) },
    ],
    carts: await checkCarts(databaseUrl, cartTally),
    orders: await checkOrders(databaseUrl, setup, orderTally),
    order_refusals: Object.fromEntries([...orderTally.measured].filter(([code]) => code !== 200)),
  };
}

/**
 * A fresh database on the PostgreSQL server, or null when none answers. With BENCH_DATABASE_NAME,
 * that database instead, created if missing and kept afterwards: seeding only tops its catalogue
 * up, so runs after the first on 200,000 goods start in seconds.
 */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`No PostgreSQL at ${serverUrl} (${(error as Error).message}): embedded PGlite, saturation skipped`);
    return null;
  }
  const kept = process.env.BENCH_DATABASE_NAME;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error(`BENCH_DATABASE_NAME is a plain database name, not "${kept}"`);
  const name = kept ?? `bench_${process.pid}`;
  if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  buildWhatIsStale();
  const bundle = firstLoad();
  const smtp = await startSmtpListener();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-bench-'));
  const database = await freshPostgres();
  const port = 18000 + Math.floor(Math.random() * 1000);
  let server: RunningServer | undefined;
  const serverLogPath = path.join(os.tmpdir(), 'roamcart-bench-server.log');
  const serverLog = openSync(serverLogPath, 'w');
  try {
    const started = Date.now();
    // Seeded by its own process, so the server's memory is what serving takes, not what seeding took.
    const goods = searchOnly ? SEARCH_GOODS : LARGE_CATALOGUE_GOODS;
    if (database && !flightsOnly) execSync('npm run -s seed:large', { cwd: root, env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_LARGE_CATALOGUE: String(goods) }, stdio: 'inherit' });
    const buying = database && !flightsOnly ? await prepareBuying(database.url) : null;
    const adminPassword = `bench-${Date.now()}`;
    const serverOptions = (env: Record<string, string> = {}): ServerOptions => ({
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: adminPassword,
        METRICS_TOKEN: BENCH_METRICS_TOKEN,
        ...env,
      },
      // Profile before optimising: the server writes a .cpuprofile there when it stops.
      nodeArgs: process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
      // Its log (warnings and errors only) is kept: a 5000 during a run is explained there.
      stdio: ['ignore', serverLog, 'inherit'],
    });
    server = await startServer(serverOptions());
    const base = server.url;
    console.log(`Server ready on ${database ? (flightsOnly ? 'PostgreSQL' : 'PostgreSQL with the large catalogue') : 'PGlite'} in ${((Date.now() - started) / 1000).toFixed(1)} s, RSS ${rssMiB(server)} MiB`);
    const report: Record<string, unknown> = { at: new Date().toISOString(), database: database ? 'postgres' : 'pglite', parts: parts.length ? parts : ['saturation', 'search', 'flights', 'budgets'] };
    const missed: string[] = [];

    if ((runs('saturation') || parts.includes('buying')) && database && buying) {
      const rows = runs('saturation') ? [...(await readSaturation(server)), ...(await hotelSaturation(server))] : [];
      const bought = await buyingSaturation(server, database.url, buying, smtp.inboxUrl);
      rows.push(...bought.rows);
      report.saturation = { connections: 10, warmup_seconds: 3, seconds: 10, goods: LARGE_CATALOGUE_GOODS, rows, carts: bought.carts, orders: bought.orders, order_refusals: bought.order_refusals };
      console.log(`Saturation (10 connections, 3 s warm-up, 10 s), PostgreSQL, ${LARGE_CATALOGUE_GOODS} goods; cores ${os.cpus().length}`);
      console.table(rows);
      console.log('Carts after the run:', bought.carts);
      console.log('Orders after the run:', bought.orders, 'refused while timed:', bought.order_refusals);
      for (const row of rows) {
        const goal = SATURATION_GOALS[row.call];
        if (goal && row.rps < goal.rps) missed.push(`${row.call} ${row.rps} req/s (goal ${goal.rps})`);
        if (goal?.p99_ms !== undefined && row.p99_ms > goal.p99_ms) missed.push(`${row.call} p99 ${row.p99_ms} ms (goal ${goal.p99_ms})`);
        if (row.errors > 0) missed.push(`${row.call} errors`);
        if (row.rss_mib > SATURATION_RSS_MIB) missed.push(`${row.call} server RSS ${row.rss_mib} MiB (goal ${SATURATION_RSS_MIB})`);
      }
      const { carts, orders } = bought;
      // autocannon drops the answers still in flight when a run (warm-up or timed) ends: at most
      // one per connection and run, done by the server but not counted here.
      const mismatched = (accepted: number, stored: number) => stored < accepted || stored > accepted + 2 * 10;
      if (mismatched(carts.adds_accepted, carts.units_in_carts) || carts.most_lines > CART_LINES_MAX) missed.push('add to cart: carts do not hold the accepted adds');
      if (mismatched(orders.orders_accepted, orders.orders_stored) || orders.units_ordered !== orders.orders_stored) missed.push('order create: stored orders do not match the accepted creates');
      if (orders.scarce_left !== 0 || orders.scarce_ordered !== SCARCE_STOCK) missed.push(`order create: the scarce SKU sold ${orders.scarce_ordered} of ${SCARCE_STOCK}`);
    }

    if (runs('search') && database) {
      const engine = process.env.SEARCH_ENGINE ?? 'postgres';
      if (engine === 'sqlite') console.log(`Search index built in ${(await searchIndexBuilt(server)).toFixed(1)} s, RSS ${rssMiB(server)} MiB`);
      const categoryIds = await searchedCategories(server);
      // The engine's uncached run has a server of its own, on the same index, that keeps nothing.
      const uncachedServer = engine === 'sqlite' ? await startServer(serverOptions({ PORT: String(port + 1), SEARCH_KEPT_MIB: '0' })) : server;
      let uncachedRow: SearchRow;
      try {
        if (uncachedServer !== server) await searchIndexBuilt(uncachedServer);
        uncachedRow = await uncachedSearch(uncachedServer);
      } finally {
        if (uncachedServer !== server) await uncachedServer.stop();
      }
      const rows = [uncachedRow, await mixedSearch(server, categoryIds)];
      const cpu = (row: SaturationRow) => Number((row.server_cpu_ms + row.db_cpu_ms).toFixed(3));
      report.search = { connections: 10, warmup_seconds: 3, seconds: 10, goods, engine, rows: rows.map((row) => ({ ...row, cpu_ms: cpu(row) })) };
      console.log(`Search (10 connections, 3 s warm-up, 10 s), PostgreSQL, ${goods} goods, search engine ${engine}; cores ${os.cpus().length}`);
      console.table(rows.map((row) => ({ ...row, cpu_ms: cpu(row) })));
      for (const row of rows) {
        if (row.p99_ms > SATURATION_P99_MS) missed.push(`${row.call} p99 ${row.p99_ms} ms (goal ${SATURATION_P99_MS})`);
        if (row.errors > 0) missed.push(`${row.call} errors`);
        if (row.rss_mib > SATURATION_RSS_MIB) missed.push(`${row.call} server RSS ${row.rss_mib} MiB (goal ${SATURATION_RSS_MIB})`);
      }
      const [uncached, mixed] = rows;
      if (uncached && cpu(uncached) > SEARCH_CPU_MS) missed.push(`${uncached.call} ${cpu(uncached)} ms CPU per answer (goal ${SEARCH_CPU_MS})`);
      if (mixed && mixed.rps < MIXED_SEARCH_RPS) missed.push(`${mixed.call} ${mixed.rps} req/s (goal ${MIXED_SEARCH_RPS})`);
    }

    if (runs('flights') && database) {
      const rows = await flightSaturation(server);
      report.flights = { connections: 10, warmup_seconds: 3, seconds: 10, rows };
      console.log(`Flight saturation (10 connections, 3 s warm-up, 10 s), PostgreSQL; cores ${os.cpus().length}`);
      console.table(rows);
      for (const row of rows) {
        const goal = FLIGHT_GOALS[row.call];
        if (goal && row.rps < goal.rps) missed.push(`${row.call} ${row.rps} req/s (goal ${goal.rps})`);
        if (row.p99_ms > SATURATION_P99_MS) missed.push(`${row.call} p99 ${row.p99_ms} ms (goal ${SATURATION_P99_MS})`);
        if (row.errors > 0) missed.push(`${row.call} errors`);
      }
    }

    if (runs('budgets')) {
      const { token } = await registerCustomer(base, smtp.inboxUrl);
      const rows = [
        await measure('GET /common/config', `${base}/app_index/common/config?lang=en&currency=USD`),
        await measure('GET /translate (zh-CN)', `${base}/app_index/translate?lang=zh-CN&currency=USD`),
        await measure('GET /user/userInfo', `${base}/app_index/user/userInfo?lang=en&currency=EUR`, { authorization: token }),
        await measure('GET /address/page', `${base}/app_index/address/page?lang=en&currency=USD`, { authorization: token }),
      ];
      const rss = rssMiB(server);
      const [goods] = (await get<{ list: GoodsCard[] }>(`${base}/app_index/goods/list?sort=sales&page=1&limit=1&lang=en&currency=USD`)).data.list;
      const audits = await lighthouseAudits(base, goods ?? null);
      Object.assign(report, {
        rate_per_second: RATE,
        seconds_per_call: SECONDS,
        storefront_first_load_kib_gzip: Number(bundle.kib.toFixed(1)),
        storefront_first_load_files: bundle.files,
        server_rss_mib_after_load: rss,
        api: rows,
        lighthouse: audits,
      });
      console.log(`Storefront first-load JS: ${bundle.kib.toFixed(1)} KiB gzip (budget ${FIRST_LOAD_BUDGET_KIB} KiB)`);
      console.log(`Database ${report.database}, ${RATE} req/s for ${SECONDS} s per call, server RSS after load ${rss} MiB`);
      console.table(rows);
      console.table(audits);
      // The latency budget is set for PostgreSQL; on embedded PGlite (one WASM connection) it is reported only.
      const latencyCounts = report.database === 'postgres';
      missed.push(...rows.filter((row) => (latencyCounts && row.p99_ms > P99_BUDGET_MS) || row.errors > 0).map((row) => row.call));
      if (bundle.kib > FIRST_LOAD_BUDGET_KIB) missed.push('storefront first-load JS');
      for (const audit of audits.filter((a) => BUDGETED_PAGES.has(a.page) && a.status === 'audited')) {
        if (audit.performance < LIGHTHOUSE_PERFORMANCE_BUDGET) missed.push(`Lighthouse performance on ${audit.page}`);
        if (audit.accessibility < LIGHTHOUSE_ACCESSIBILITY_BUDGET) missed.push(`Lighthouse accessibility on ${audit.page}`);
      }
    }

    mkdirSync(path.join(root, 'bench/.results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/.results/latest.json'), JSON.stringify({ ...report, missed }, null, 2));
    if (missed.length > 0) {
      console.log(`Budgets missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    closeSync(serverLog);
    const problems = readFileSync(serverLogPath, 'utf8').split('\n').filter((line) => /"level":(50|60)/.test(line)).length;
    console.log(`Server log: ${serverLogPath} (${problems} errors)`);
    await database?.drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
