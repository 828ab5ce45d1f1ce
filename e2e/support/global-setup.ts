import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { root, startServer } from '../../scripts/server.mjs';
import { createDatabase, dropDatabase } from '../../server/src/test/database-templates.ts';
import { findChromium } from './chromium.ts';
import { startSmtpListener } from './smtp-listener.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, by VITEST_POOL_ID - 1: its address and the file its output goes to. */
    servers: { url: string; log: string }[];
    inboxUrl: string;
    chromiumPath: string;
    adminPassword: string;
    artifactsDir: string;
  }
}

/** Where a failing journey leaves its pictures and the servers their logs. */
const ARTIFACTS_DIR = path.join(root, 'test-results/e2e');

/** `count` distinct free ports: every probe is held open until all have one. */
async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from({ length: count }, () => new Promise<Server>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => resolve(probe));
    })),
  );
  const ports = probes.map((probe) => (probe.address() as { port: number }).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** With TEST_DATABASE_URL, a new PostgreSQL database (dropped by `drop`); otherwise none, and the server runs PGlite in its data dir. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: '', drop: async () => {} };
  const name = `roamcart_e2e_${randomBytes(6).toString('hex')}`;
  return { url: await createDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** A real server on the built apps, on its own fresh database, writing its output to `log`. */
async function startJourneyServer(port: number, log: string, smtpPort: number, adminPassword: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-e2e-'));
  const database = await freshDatabase();
  const cleanUp = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const output = openSync(log, 'w');
  try {
    const server = await startServer({
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        ARGON2_MEMORY_KIB: '4096',
        ARGON2_ITERATIONS: '1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Every journey signs its customers up from this one address: more than a person's hourly share.
        RATE_REGISTER_PER_HOUR: '1000',
      },
      stdio: ['ignore', output, output],
    });
    const stop = async () => {
      await server.stop();
      await cleanUp();
    };
    return { url: server.url, log, stop };
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    // The server holds its own copy of the file.
    closeSync(output);
  }
}

/**
 * Starts a real SMTP listener, shared (every journey mails its own addresses), and one real server
 * per worker, each on a fresh database: some journeys change what every customer sees (the chat
 * parameter, the catalogue's stock, the sales totals, the action log), so two files running at
 * the same time must not share one.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const smtp = await startSmtpListener();
  const adminPassword = `e2e-${randomBytes(6).toString('hex')}`;
  const workers = project.globalConfig.maxWorkers;
  const ports = await freePorts(workers);

  const started = await Promise.allSettled(
    ports.map((port, index) => startJourneyServer(port, path.join(ARTIFACTS_DIR, `server-${index + 1}.log`), smtp.smtpPort, adminPassword)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }

  project.provide('servers', servers.map(({ url, log }) => ({ url, log })));
  project.provide('inboxUrl', smtp.inboxUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('adminPassword', adminPassword);
  project.provide('artifactsDir', ARTIFACTS_DIR);
  return teardown;
}
