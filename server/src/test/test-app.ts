import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Envelope } from '@roamcart/contracts';
import { buildApp } from '../app.ts';
import { emailCodes } from '../modules/identity/tables.ts';
import { parameters } from '../platform/tables/admin.ts';
import { mailOutbox } from '../platform/tables/mail.ts';
import { loadConfig, type AppConfig } from '../platform/config.ts';
import { openDatabase, type Db, type Listen } from '../platform/db.ts';
import type { App } from '../platform/types.ts';
import { seed } from '../seed/index.ts';
import { seedDemoFlights } from '../seed/flights.ts';
import { createDatabase, dropDatabase, type DatabaseTemplates, type TemplateName } from './database-templates.ts';

export interface TestApp {
  app: App;
  db: Db;
  config: AppConfig;
  /** The database's notifications, for another server on it (see anotherServer). */
  listen: Listen;
  close(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prepared by the run's global setup (test/global-setup.ts); absent where a run has none. */
    databaseTemplates?: DatabaseTemplates;
  }
}

/**
 * A fresh database per test file: in-memory PGlite, or with TEST_DATABASE_URL a new PostgreSQL
 * database created here and dropped on close. With `template`, a copy of the run's prepared
 * template (migrated and seeded); without, empty.
 */
export async function freshDatabaseUrl(template?: TemplateName, options: { durableCommits?: boolean } = {}): Promise<{ url?: string; snapshot?: Blob; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates = template ? inject('databaseTemplates') : undefined;
  if (!adminUrl) {
    const file = templates?.kind === 'pglite' ? templates.files[template!] : undefined;
    return { snapshot: file ? new Blob([readFileSync(file)]) : undefined, drop: async () => {} };
  }
  const name = `roamcart_test_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name, { template: templates?.kind === 'postgres' ? templates.databases[template!] : undefined, durableCommits: options.durableCommits });
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

export interface TestAppOptions {
  /** The database to start from; `flights` adds the demo flight network. Default `seeded`. */
  template?: TemplateName;
  /** Adds routes (e.g. a probe of a platform helper) before the app starts. */
  beforeReady?: (app: App) => Promise<void>;
  /** Configuration no variable holds (the built apps' folders, for a browser). */
  overrides?: Partial<AppConfig>;
}

/** A fresh database, copied from the run's template where there is one, else migrated and seeded here. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const template = options.template ?? 'seeded';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-test-'));
  const database = await freshDatabaseUrl(template);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1', ...env }, options.overrides);
  // Dropping the database at the end terminates pooled connections; that is expected here.
  const opened = await openDatabase({ databaseUrl: database.url, snapshot: database.snapshot, dataDir: null, onIdleError: () => {} });
  if (!inject('databaseTemplates')) {
    await seed(opened.db, { inviteCode: config.SEED_INVITE_CODE });
    if (template === 'flights') await seedDemoFlights(opened.db);
  }
  const app = await buildApp({ config, db: opened.db, listen: opened.listen, logger: process.env.DEBUG_LOG ? { level: 'error' } : false });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: opened.db,
    config,
    listen: opened.listen,
    async close() {
      await app.close();
      await opened.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: a fresh database and app opened before its tests and closed after them.
 * The returned object is filled in by the time any test (or a later beforeAll) runs.
 */
export function useTestApp(env: Record<string, string> = {}, options: Pick<TestAppOptions, 'template'> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(env, options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/**
 * Another server on the same database, as behind a load balancer, with the test app's
 * configuration and `overrides` (a lower rate limit, ...); much cheaper than a fresh database.
 * The caller closes it.
 */
export async function anotherServer(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<App> {
  const app = await buildApp({ config: { ...t.config, ...overrides }, db: t.db, listen: t.listen, logger: false });
  await app.ready();
  return app;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  currency?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls the storefront API the way the app does (SPEC §7) and returns the envelope. */
export async function call<T = unknown>(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const query: Record<string, string> = { lang: options.lang ?? 'en', currency: options.currency ?? 'USD' };
  if (method === 'GET' && payload) for (const [k, v] of Object.entries(payload)) query[k] = String(v);
  const response = await app.inject({
    method,
    url: `/app_index${url}`,
    query,
    headers: {
      'client-type': 'AppIndex',
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return response.json() as Envelope<T>;
}

/** The newest code mailed to `email`, read from the outbox like an inbox. */
export async function lastMailedCode(db: Db, email: string): Promise<string> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = mail?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Moves the address's codes a minute back, as if the once-a-minute wait had passed. */
export async function passResendWait(db: Db, email: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ createdAt: sql`${emailCodes.createdAt} - interval '2 minutes'` })
    .where(eq(emailCodes.email, email));
}

let counter = 0;

/** Registers a customer through the real calls and returns its token. */
export async function registerCustomer(
  t: TestApp,
  overrides: { email?: string; password?: string; nickname?: string; ip?: string } = {},
): Promise<{ token: string; email: string; password: string; userId: number }> {
  counter += 1;
  const email = overrides.email ?? `customer${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'secret123';
  const ip = overrides.ip ?? `10.0.${Math.floor(counter / 250)}.${counter % 250}`;
  await passResendWait(t.db, email);
  const sent = await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'register' }, { ip });
  if (sent.code !== 200) throw new Error(`send code failed: ${JSON.stringify(sent)}`);
  const code = await lastMailedCode(t.db, email);
  const registered = await call<{ token: string; user_info: { id: number } }>(
    t.app,
    'POST',
    '/user/register',
    { email, code, password, password_confirm: password, invite_code: 'WELCOME', ...(overrides.nickname ? { nickname: overrides.nickname } : {}) },
    { ip },
  );
  if (registered.code !== 200) throw new Error(`register failed: ${JSON.stringify(registered)}`);
  return { token: registered.data.token, email, password, userId: registered.data.user_info.id };
}

/** Runs `work` with the parameter `key` set to `value` (as the back office would save it), then puts the old value back. */
export async function withParameter<T>(t: TestApp, key: string, value: string, work: () => Promise<T>): Promise<T> {
  const set = async (to: string) => {
    await t.db.update(parameters).set({ value: to }).where(eq(parameters.key, key));
    t.app.deps.ref.invalidate('parameters');
  };
  const [before] = await t.db.select({ value: parameters.value }).from(parameters).where(eq(parameters.key, key));
  if (!before) throw new Error(`no parameter ${key}`);
  await set(value);
  try {
    return await work();
  } finally {
    await set(before.value);
  }
}
