import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@roamcart/contracts';
import { buildApp } from '../app.ts';
import { acceptsConnections, freePort } from './ports.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import type { App } from '../platform/types.ts';
import { seed } from '../seed/index.ts';

/**
 * Redis and PostgreSQL stopped and started again under a running app, as real servers of their
 * own: the calls that need them answer 5003 with HTTP 503 within a second, /readyz names what is
 * down, and everything works again once they are back, without restarting the app.
 */

const REDIS_SERVER = '/usr/bin/redis-server';
const POSTGRES_BIN = readdirSync('/usr/lib/postgresql', { withFileTypes: true }).map((entry) => path.join('/usr/lib/postgresql', entry.name, 'bin')).find((bin) => existsSync(path.join(bin, 'pg_ctl')));
const postgresUserExists = spawnSync('id', ['-u', 'postgres']).status === 0;

/** Polls `check` until it holds, failing after `ms`: waits for a server to come back, never a fixed sleep. */
async function eventually(ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A wrong password's sign-in: rate-limited, and it reads the account. */
async function signIn(app: App, lang = 'en'): Promise<{ status: number; body: Envelope; ms: number }> {
  const started = Date.now();
  const response = await app.inject({ method: 'POST', url: '/app_index/user/login', query: { lang, currency: 'USD' }, headers: { 'client-type': 'AppIndex' }, payload: { email: 'nobody@example.com', password: 'secret123' } });
  return { status: response.statusCode, body: response.json() as Envelope, ms: Date.now() - started };
}

async function readiness(app: App): Promise<{ status: number; body: unknown }> {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() };
}

const unavailable = { code: 5003, data: null, msg: 'Service temporarily unavailable, try again shortly' };

describe('Redis down', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp | undefined;
  let port: number;

  async function startRedis(): Promise<void> {
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await eventually(5000, () => acceptsConnections(port));
  }

  async function stopRedis(): Promise<void> {
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await exited;
  }

  afterAll(async () => {
    await t?.close();
    if (redis?.exitCode === null) await stopRedis();
  });

  it.skipIf(!existsSync(REDIS_SERVER))(`refuses the rate-limited calls with 5003 within a second and recovers with Redis (needs ${REDIS_SERVER})`, async () => {
    port = await freePort();
    await startRedis();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await signIn(t.app)).body.code).toBe(4101);
    expect(await readiness(t.app)).toEqual({ status: 200, body: { status: 'ok' } });

    await stopRedis();
    const english = await signIn(t.app);
    expect(english.status).toBe(503);
    expect(english.body).toEqual(unavailable);
    expect(english.ms).toBeLessThan(1000);
    const chinese = await signIn(t.app, 'zh-CN');
    expect({ status: chinese.status, code: chinese.body.code, msg: chinese.body.msg }).toEqual({ status: 503, code: 5003, msg: '服务暂时不可用，请稍后再试' });
    expect(await readiness(t.app)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });

    await startRedis();
    await eventually(5000, async () => (await signIn(t!.app)).body.code === 4101);
    expect(await readiness(t.app)).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

const postgresMissing = !POSTGRES_BIN ? 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin' : !postgresUserExists ? 'no postgres OS user to run them' : null;

describe('PostgreSQL down', () => {
  let dir: string | undefined;
  let database: Database | undefined;
  let app: App | undefined;

  /** pg_ctl as the postgres user: PostgreSQL refuses to run as root. */
  function pgCtl(...args: string[]): void {
    const run = spawnSync('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN!, 'pg_ctl'), '-D', path.join(dir!, 'data'), ...args], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${run.stderr}${run.stdout}`);
  }

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) {
      if (existsSync(path.join(dir, 'data', 'postmaster.pid'))) pgCtl('stop', '-m', 'immediate');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(postgresMissing !== null)(`answers 5003 while the database is stopped and recovers by itself${postgresMissing ? ` (skipped: ${postgresMissing})` : ''}`, async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-pg-down-'));
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
    const initdb = spawnSync('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN!, 'initdb'), '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'], { encoding: 'utf8' });
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr}`);
    const port = await freePort();
    const start = () => pgCtl('start', '-w', '-l', path.join(dir!, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`);
    start();
    // Its own server, so its own database: migrated and seeded here rather than copied from the run's template.
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' });
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir: null, onIdleError: () => {} });
    await seed(database.db, { inviteCode: config.SEED_INVITE_CODE });
    const messages: string[] = [];
    const stream = { write: (line: string) => void messages.push(String((JSON.parse(line) as { msg: unknown }).msg)) };
    app = await buildApp({ config, db: database.db, listen: database.listen, logger: { level: 'warn', stream } });
    await app.ready();
    expect((await signIn(app)).body.code).toBe(4101);

    pgCtl('stop', '-m', 'fast', '-w');
    const refused = await signIn(app);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(unavailable);
    expect(refused.ms).toBeLessThan(1000);
    expect(await readiness(app)).toEqual({ status: 503, body: { status: 'unavailable', down: ['database'] } });
    expect((await signIn(app)).status).toBe(503);
    // One line for the outage, not one per refused request.
    expect(messages.filter((message) => message.startsWith('database unreachable'))).toHaveLength(1);

    start();
    await eventually(5000, async () => (await signIn(app!)).body.code === 4101);
    expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
