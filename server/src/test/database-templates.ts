import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Databases migrated and seeded once per test run, which each test file copies instead of
 * migrating and seeding its own: on PostgreSQL a database to use as `CREATE DATABASE … TEMPLATE`,
 * on PGlite a dumped data directory to start from. `flights` adds the demo flight network.
 */
export type TemplateName = 'seeded' | 'flights';

export type DatabaseTemplates =
  | { kind: 'postgres'; databases: Record<TemplateName, string> }
  | { kind: 'pglite'; files: Record<TemplateName, string> };

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database, from `template` when given; a template must have no open connection. A test
 * database's commits do not wait for the disk (`synchronous_commit` off: only a crash of the
 * PostgreSQL server itself could lose the last ones, and a test database does not outlive its run);
 * the setting is the database's own, so every connection the tests and their servers open has it.
 * `durableCommits` keeps PostgreSQL's default, for the test of the app's own asynchronous commits.
 */
export async function createDatabase(adminUrl: string, name: string, options: { template?: string; durableCommits?: boolean } = {}): Promise<string> {
  const { template, durableCommits = false } = options;
  await onAdmin(adminUrl, async (client) => {
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    if (!durableCommits) await client.query(`alter database ${name} set synchronous_commit to off`);
  });
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Removes the run's templates (the PGlite dumps' folder holds nothing else). */
export async function dropTemplates(templates: DatabaseTemplates, adminUrl: string | undefined): Promise<void> {
  if (templates.kind === 'postgres') {
    for (const name of Object.values(templates.databases)) await dropDatabase(adminUrl!, name);
  } else {
    rmSync(path.dirname(templates.files.seeded), { recursive: true, force: true });
  }
}
