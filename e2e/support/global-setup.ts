import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/server.mjs';
import { findChromium } from './chromium.ts';
import { startSmtpListener } from './smtp-listener.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    inboxUrl: string;
    chromiumPath: string;
    adminPassword: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a real SMTP listener and a real server on the built apps, for every journey of the run. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-e2e-'));
  const smtp = await startSmtpListener();
  const port = await freePort();
  const adminPassword = `e2e-${randomBytes(6).toString('hex')}`;

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `roamcart_e2e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }

  const server = await startServer({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_ITERATIONS: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey signs its customers up from this one address: more than a person's hourly share.
      RATE_REGISTER_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = server.url;

  project.provide('baseUrl', baseUrl);
  project.provide('inboxUrl', smtp.inboxUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('adminPassword', adminPassword);

  return async () => {
    await server.stop();
    await smtp.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
