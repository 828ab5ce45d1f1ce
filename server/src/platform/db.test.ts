import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test/test-app.ts';
import { openDatabase, rowsOf, type Database } from './db.ts';

// PostgreSQL only: the embedded database has no connection pool and prepares nothing by name.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let database: Database;

  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    // Migrations (texts of many statements, sent without values) run as before.
    database = await openDatabase({ databaseUrl: fresh.url!, dataDir: null });
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  it('prepares a statement once per connection and runs it again by name, with each run’s own values', async () => {
    const { db } = database;
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
});
