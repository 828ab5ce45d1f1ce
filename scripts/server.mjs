// The one way the server is started for `npm start`, the browser journeys (e2e) and the bench:
// build what is missing or older than its sources (contracts, server, both apps), then run the
// built server with plain `node` (no TypeScript loader) and wait until it answers /healthz.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest change among a folder's files; tests are not part of a build. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** What `npm run build` makes, in build order: the contracts first, everyone else uses them. */
const builds = [
  { workspace: 'packages/contracts', output: 'packages/contracts/dist/index.js', sources: ['packages/contracts/src'] },
  { workspace: 'server', output: 'server/dist/main.js', sources: ['server/src'] },
  { workspace: 'apps/storefront', output: 'apps/storefront/dist/index.html', sources: ['apps/storefront/src', 'packages/contracts/src'] },
  { workspace: 'apps/admin', output: 'apps/admin/dist/index.html', sources: ['apps/admin/src', 'packages/contracts/src'] },
];

/** Builds each workspace whose output is missing or older than its sources. */
export function buildWhatIsStale() {
  for (const build of builds) {
    const output = path.join(root, build.output);
    const stale = !existsSync(output) || Math.max(...build.sources.map((dir) => newestMtime(path.join(root, dir)))) > statSync(output).mtimeMs;
    if (!stale) continue;
    console.log(`Building ${build.workspace}…`);
    execSync(`npm run build -w ${build.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/**
 * Builds what is stale and starts `node [nodeArgs] server/dist/main.js` with `env` over the current
 * environment; with `fromSource`, builds nothing and runs server/src/main.ts through tsx (an API
 * server for tests, without the built apps). `ready` resolves once it answers /healthz and rejects
 * (after stopping it) when it exits first or takes longer than `readyTimeoutMs`.
 */
export function spawnServer({ env = {}, stdio = 'inherit', readyTimeoutMs = 120_000, nodeArgs = [], fromSource = false } = {}) {
  if (!fromSource) buildWhatIsStale();
  // glibc's malloc gives each thread that allocates (the search index's among them) an arena of its
  // own, and keeps what a thread freed there: two arenas took 8 MiB less RSS under the search
  // bench than the default (eight per core), at the same rate (one run each; one arena took 20 MiB
  // less but ran at 1,058 req/s, not 1,799).
  const childEnv = { MALLOC_ARENA_MAX: '2', ...process.env, ...env };
  const host = !childEnv.HOST || childEnv.HOST === '0.0.0.0' ? '127.0.0.1' : childEnv.HOST;
  const url = `http://${host}:${childEnv.PORT || 8080}`;
  // A set heap limit makes V8 collect before growing the heap far beyond what is live (~40 MiB):
  // without it, a busy server's RSS climbs past 240 MiB; with it, it stays near 150 MiB.
  const heapArg = `--max-old-space-size=${childEnv.SERVER_HEAP_MIB || 256}`;
  // The young generation kept small: V8's default semi-spaces (16 MiB each) held ~27 MiB of RSS
  // that a request's short-lived objects do not need (188 -> 161 MiB idle, same CPU per answer).
  const semiArg = `--max-semi-space-size=${childEnv.SERVER_SEMI_SPACE_MIB || 4}`;
  const entry = fromSource ? ['--import', 'tsx', '--conditions=source', path.join(root, 'server/src/main.ts')] : [path.join(root, 'server/dist/main.js')];
  const child = spawn(process.execPath, [heapArg, semiArg, ...nodeArgs, ...entry], { cwd: root, env: childEnv, stdio });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const ready = waitForHealth(url, child, readyTimeoutMs).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url, child, stop, ready };
}

/** spawnServer, resolved once the server answers. */
export async function startServer(options) {
  const server = spawnServer(options);
  await server.ready;
  return server;
}
