import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Envelope } from '@roamcart/contracts';
import { startServer, type RunningServer } from '../../../scripts/server.mjs';
import { acceptsConnections, freePort } from './ports.ts';
import { freshDatabaseUrl } from './test-app.ts';

/**
 * The real server stopped with SIGTERM while a request is in flight (its body still arriving):
 * it stops taking connections, answers that request, and exits 0.
 */

let dataDir: string | undefined;
let database: { drop(): Promise<void> } | undefined;
let server: RunningServer | undefined;
let port: number;

// Starting the server from its sources, migrating and seeding takes a while: not the test's time.
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-shutdown-'));
  const opened = await freshDatabaseUrl();
  database = opened;
  port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1', ...(opened.url ? { DATABASE_URL: opened.url } : {}) };
  server = await startServer({ env, fromSource: true, stdio: ['ignore', 'ignore', 'inherit'], readyTimeoutMs: 180_000 });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('finishes the request in flight on SIGTERM, stops taking new ones and exits 0', async () => {
  const running = server!;
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));

  const body = JSON.stringify({ email: 'nobody@example.com', password: 'secret123' });
  const inFlight = request(`${running.url}/app_index/user/login?lang=en&currency=USD`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'client-type': 'AppIndex', expect: '100-continue' } });
  const answered = new Promise<Envelope>((resolve, reject) => {
    inFlight.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(text) as Envelope));
    });
    inFlight.once('error', reject);
  });
  // "100 Continue" comes back once the server has read the request's headers: it is in flight.
  const headersRead = new Promise((resolve) => inFlight.once('continue', resolve));
  inFlight.flushHeaders();
  await headersRead;
  inFlight.write(body.slice(0, 10));

  running.child.kill('SIGTERM');
  const deadline = Date.now() + 5000;
  while (await acceptsConnections(port)) {
    if (Date.now() > deadline) throw new Error('still taking connections 5 s after SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(running.child.exitCode).toBeNull();

  inFlight.end(body.slice(10));
  expect(await answered).toMatchObject({ code: 4101, msg: 'Incorrect email or password' });
  expect(await exited).toBe(0);
});
