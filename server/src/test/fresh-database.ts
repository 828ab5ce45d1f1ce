import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { freshDatabaseUrl } from './test-app.ts';

/**
 * A database of its own for the enclosing describe block, opened before its tests and dropped
 * after them: empty and migrated here, or a copy of the run's seeded template. `durableCommits`:
 * see createDatabase.
 */
export function useFreshDatabase(template?: 'seeded', options: { durableCommits?: boolean } = {}): () => Database {
  let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabaseUrl(template, options);
    database = await openDatabase({ databaseUrl: fresh.url, snapshot: fresh.snapshot, dataDir: null });
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });
  return () => database;
}
