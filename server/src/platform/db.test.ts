// @module-tag embedded
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../test/fresh-database.ts';
import { commitsAsynchronously, plannedPerRun, rowsOf } from './db.ts';

// PostgreSQL only: the embedded database has no connection pool and prepares nothing by name.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  // Migrations (texts of many statements, sent without values) run as before.
  const opened = useFreshDatabase();

  it('prepares a statement once per connection and runs it again by name, with each run’s own values', async () => {
    const { db } = opened();
    const runs = await db.transaction(async (tx) => {
      const sums: number[] = [];
      for (let n = 1; n <= 7; n += 1) sums.push((await rowsOf<{ sum: number }>(tx, sql`select ${n}::int + 40 as sum`))[0]!.sum);
      const [other] = await rowsOf<{ word: string }>(tx, sql`select upper(${'text'}) as word`);
      const prepared = await rowsOf<{ name: string; runs: number }>(
        tx,
        sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like ${'select $1::int + 40%'}`,
      );
      return { sums, other, prepared };
    });
    expect(runs.sums).toEqual([41, 42, 43, 44, 45, 46, 47]);
    expect(runs.other).toEqual({ word: 'TEXT' });
    expect(runs.prepared).toHaveLength(1);
    expect(runs.prepared[0]).toMatchObject({ name: expect.stringMatching(/^cached_\d+$/), runs: 7 });
  });

  it('runs its statements without JIT compiling or parallel workers', async () => {
    const { db } = opened();
    const [settings] = await rowsOf<{ jit: string; workers: string }>(db, sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`);
    expect(settings).toEqual({ jit: 'off', workers: '0' });
  });

  it('prepares no statement marked to be planned per run: each run is planned for its own values', async () => {
    const { db } = opened();
    const runs = await db.transaction(async (tx) => {
      const products: number[] = [];
      for (let n = 1; n <= 7; n += 1) products.push((await rowsOf<{ product: number }>(tx, plannedPerRun(sql`select ${n}::int * 1000 as product`)))[0]!.product);
      const prepared = await rowsOf<{ name: string }>(tx, sql`select name from pg_prepared_statements where statement like ${'%$1::int * 1000%'}`);
      return { products, prepared };
    });
    expect(runs.products).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000]);
    expect(runs.prepared).toEqual([]);
  });
});

describe('asynchronous commit of low-value writes', () => {
  const opened = useFreshDatabase('seeded', { durableCommits: true });

  /** The setting on as many pooled connections as can be held at once (a short sleep keeps each busy). */
  async function settingsOnConnections(): Promise<{ setting: string; pid: number }[]> {
    return Promise.all(
      Array.from({ length: 10 }, async () => {
        const [row] = await rowsOf<{ setting: string; pid: number }>(
          opened().db,
          sql`select current_setting('synchronous_commit') as setting, pg_backend_pid() as pid, pg_sleep(0.02)`,
        );
        return row!;
      }),
    );
  }

  it('holds for the writing transaction only, and leaves no connection committing asynchronously after it', async () => {
    const { db } = opened();
    await db.execute(sql`create table async_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into async_probe values (1, 0)`);
    const inside = await db.transaction(async (tx) => {
      const updated = await rowsOf<{ n: number }>(tx, sql`update async_probe set n = n + 1 where id = ${1} and ${commitsAsynchronously} returning n`);
      const [setting] = await rowsOf<{ setting: string }>(tx, sql`select current_setting('synchronous_commit') as setting`);
      return { updated, setting: setting!.setting };
    });
    expect(inside).toEqual({ updated: [{ n: 1 }], setting: 'off' });

    // Single-statement writes, as the cart makes them, spread over the pool.
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`update async_probe set n = n + 1 where id = ${1} and ${commitsAsynchronously} and pg_sleep(0.02) is not null`)));
    const [row] = await rowsOf<{ n: number }>(db, sql`select n from async_probe`);
    expect(row!.n).toBe(11);
    const after = await settingsOnConnections();
    expect(after.every(({ setting }) => setting === 'on')).toBe(true);
    if (opened().kind === 'postgres') expect(new Set(after.map(({ pid }) => pid)).size).toBeGreaterThan(1);
  });
});
