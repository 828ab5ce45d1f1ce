// Run by the test run's global setup (global-setup.ts) in a process of its own, as the server
// runs: `tsx --conditions=source prepare-templates.ts OUT_FILE`. Writes the DatabaseTemplates
// it made to OUT_FILE as JSON. TEST_DATABASE_URL set: PostgreSQL databases; unset: PGlite dumps.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Db } from '../platform/db.ts';
import { seed } from '../seed/index.ts';
import { seedDemoFlights } from '../seed/flights.ts';
import { createDatabase, type DatabaseTemplates, type TemplateName } from './database-templates.ts';

/** What every test database starts with besides the schema: the seed a server runs at start, with the default configuration. */
const seedReferenceData = (db: Db) => seed(db, { inviteCode: loadConfig({}).SEED_INVITE_CODE });

async function withDatabase(url: string, work: (db: Db) => Promise<void>): Promise<void> {
  const opened = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await work(opened.db);
  } finally {
    await opened.close();
  }
}

async function preparePostgres(adminUrl: string): Promise<DatabaseTemplates> {
  const run = randomBytes(4).toString('hex');
  const databases: Record<TemplateName, string> = { seeded: `roamcart_template_${run}`, flights: `roamcart_template_flights_${run}` };
  await withDatabase(await createDatabase(adminUrl, databases.seeded), seedReferenceData);
  await withDatabase(await createDatabase(adminUrl, databases.flights, { template: databases.seeded }), seedDemoFlights);
  return { kind: 'postgres', databases };
}

async function preparePglite(): Promise<DatabaseTemplates> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'roamcart-templates-'));
  const files: Record<TemplateName, string> = { seeded: path.join(folder, 'seeded.tar'), flights: path.join(folder, 'flights.tar') };
  const opened = await openDatabase({ dataDir: null });
  const client = (opened.db as unknown as { $client: PGlite }).$client;
  const dumpTo = async (file: string) => writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    await seedReferenceData(opened.db);
    await dumpTo(files.seeded);
    await seedDemoFlights(opened.db);
    await dumpTo(files.flights);
  } finally {
    await opened.close();
  }
  return { kind: 'pglite', files };
}

const [outFile] = process.argv.slice(2);
if (!outFile) throw new Error('usage: prepare-templates.ts OUT_FILE');
const adminUrl = process.env.TEST_DATABASE_URL;
const templates = adminUrl ? await preparePostgres(adminUrl) : await preparePglite();
writeFileSync(outFile, JSON.stringify(templates));
