import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// No schema given to drizzle: the relational query API goes unused, and with one drizzle built a
// query builder for every table each time a transaction opened.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Query functions take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * A condition that always holds and, once evaluated, lets the statement's transaction commit
 * without waiting for its WAL to reach the disk (PostgreSQL's asynchronous commit, for that
 * transaction only; the connection goes back to the pool as it was). A crash of the database
 * server may then lose the last fraction of a second of such writes, never half of one. For
 * low-value writes whose waiting matters (the cart's top-ups), never for orders or money.
 * Put it in the WHERE of the write: a row is only written once every condition held.
 */
export const commitsAsynchronously = sql`set_config('synchronous_commit', 'off', true) is not null`;

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer them as `rows`. */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The node-postgres pool under `db` (drizzle keeps its driver as `$client`); none on PGlite. */
export function connectionPoolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Follows a notification channel; resolves to the function that stops following it. */
export type Listen = (channel: string, onMessage: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (NOTIFY reaches every server on the database once the sender commits).
   * `onGap`: the connection was lost (called then, and again once listening anew): notifications
   * may have been missed meanwhile.
   */
  listen: Listen;
  close(): Promise<void>;
}

const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own, opened again (after `onGap`) whenever it drops. */
function listenOnPostgres(databaseUrl: string): Listen {
  return async (channel, onMessage, onGap) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let connections = 0;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      const reconnect = () => {
        if (stopped || client !== next) return;
        client = null;
        onGap();
        retry = setTimeout(() => void connect().catch(reconnect), RELISTEN_MS);
      };
      next.on('error', reconnect);
      next.on('end', reconnect);
      client = next;
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      // What was cached while the connection was down may have missed its notification.
      if (connections > 0) onGap();
      connections += 1;
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    };
  };
}

/** The opening of a statement's text that keeps it from being prepared (plannedPerRun). */
const PLANNED_PER_RUN = '/* planned per run */ ';

/**
 * The statement, sent unnamed so that PostgreSQL plans it for its values every time it runs. For
 * statements whose best plan depends on the values: after five runs of a prepared statement
 * PostgreSQL may keep a generic plan, blind to them; a keyword search's generic plan read every
 * goods for a rare keyword (260 ms at 20,000 goods against 1.5 ms planned for the keyword).
 */
export function plannedPerRun(statement: SQL): SQL {
  return sql`${sql.raw(PLANNED_PER_RUN)}${statement}`;
}

/** Statements a connection keeps prepared; past this, further texts run unnamed (parsed and planned each time). */
const STATEMENTS_PER_CONNECTION = 500;

/**
 * A connection that prepares each parameterized statement once, by a name given to its text,
 * so PostgreSQL skips parsing and, after a few runs, planning when the same text comes again
 * (the order and checkout statements were spending more time there than executing). Only
 * statements sent with values are named: those use the extended protocol anyway, while a text
 * without values may hold several statements (migrations), which a prepared statement cannot.
 */
class StatementCachingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  private nameOf(text: string): string | undefined {
    if (text.startsWith(PLANNED_PER_RUN)) return undefined;
    let name = this.names.get(text);
    if (name === undefined && this.names.size < STATEMENTS_PER_CONNECTION) {
      name = `cached_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }

  // One signature for pg's overloads (promise or callback), passed through as they came: hence `never`, which fits each.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const params = Array.isArray(values) ? values : (config as { values?: unknown[] } | null)?.values;
    if (params && params.length > 0) {
      if (typeof config === 'string') config = { text: config, name: this.nameOf(config) };
      else if (isUnnamedText(config)) config = { ...config, name: this.nameOf(config.text) };
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

function isUnnamedText(config: unknown): config is { text: string; name?: undefined } {
  if (config === null || typeof config !== 'object') return false;
  const query = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof query.text === 'string' && query.name === undefined && query.submit === undefined;
}

/** How long a request waits for a pooled connection: a new one being made, or a busy pool's turn. */
const POOL_CONNECT_TIMEOUT_MS = 5000;

/**
 * Calls `listener` whenever the PostgreSQL pool opens a connection, which after an outage means
 * the database is back; never on PGlite. Returns the function that stops calling it.
 */
export function onNewConnection(db: Db, listener: () => void): () => void {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return () => {};
  pool.on('connect', listener);
  return () => void pool.off('connect', listener);
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pgdata`
 * (or in memory when dataDir is null). Migrations run before the handle is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** An idle pooled connection failed (server restart, terminated); the pool drops it and reconnects. */
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dumped data directory (PGlite's dumpDataDir) instead of an empty one, in memory or in a new `dataDir`. */
  snapshot?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A database that does not answer fails a request after the timeout (5003) instead of holding it.
    // JIT off: its compiling costs hundreds of milliseconds on a statement the planner overestimates
    // (a calendar's days x a priced subquery), where running it takes one; short statements never gain.
    // No parallel workers: a search reading a few thousand goods was given two, each a process
    // started for the one statement, while the other connections' statements wanted the same cores.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      Client: StatementCachingClient,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    pool.on('error', options.onIdleError ?? ((error) => console.warn(`PostgreSQL idle connection error: ${error.message}`)));
    const db = drizzlePg(pool, { casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', listen: listenOnPostgres(options.databaseUrl), close: () => pool.end() };
  }
  // Loaded only here: a server on PostgreSQL never loads the embedded database (about 5 MB of its memory).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm backs the typo-tolerant goods search (the catalogue migration creates the extension).
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm }, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  // One process owns the embedded database: its notifications never get lost, so no gap.
  const listen: Listen = async (channel, onMessage) => {
    const unlisten = await client.listen(channel, onMessage);
    return () => unlisten();
  };
  return { db: db as unknown as Db, kind: 'pglite', listen, close: () => client.close() };
}
