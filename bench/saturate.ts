// The comparison harness of the saturation figures: autocannon, 10 connections, 3 s warm-up, 10 s run.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import type { RunningServer } from '../scripts/server.mjs';

export interface Row {
  call: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

/**
 * The server's resident memory, read from /proc rather than by running `ps`: this runs in the
 * load generator's process every 250 ms, and waiting for a child process there held every
 * connection's answer back for tens of milliseconds (the slowest answers of a run came in tens,
 * four times a second).
 */
export function rssMiB(server: RunningServer): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib) / 1024);
}

export interface SaturationRow extends Row {
  /** The server's largest RSS seen during the run (sampled every 250 ms). */
  rss_mib: number;
  /** The 1-minute load average as the run ended: other work on the machine skews the figures. */
  load_1m: number;
  /** The server process's CPU time per answer (ms): steadier than req/s when the machine is busy. */
  server_cpu_ms: number;
  /** PostgreSQL's CPU time per answer (ms), the backends serving the server's database: with the two above, where the cores went. */
  db_cpu_ms: number;
  /** The load generator's (this process's) CPU time per answer (ms). */
  loader_cpu_ms: number;
}

/** User plus system CPU time of a process so far, in ms (Linux /proc, 10 ms ticks). */
function cpuMs(pid: number | string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The database the server was started on (its DATABASE_URL), read from its environment; null on PGlite. */
function serverDatabase(server: RunningServer): string | null {
  const url = readFileSync(`/proc/${server.child.pid}/environ`, 'utf8')
    .split('\0')
    .find((entry) => entry.startsWith('DATABASE_URL='))
    ?.slice('DATABASE_URL='.length);
  return url ? decodeURIComponent(new URL(url).pathname.slice(1)) : null;
}

/**
 * CPU time so far of the PostgreSQL processes serving `database` (ms): its backends, named
 * "postgres: <cluster>: <user> <database> <client>" by PostgreSQL. Other work on the same
 * cluster (a test suite, a seeding) is left out, so the figure is the answers' own.
 */
function postgresCpuMs(database: string | null): number {
  if (!database) return 0;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ').includes(database)) total += cpuMs(pid);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** What a saturation run sends: fixed requests, or per-connection ones set up by `setupClient`. */
export interface LoadPlan {
  requests: autocannon.Request[];
  setupClient?: (client: autocannon.Client) => void;
  /** Called as the timed run starts, after the warm-up. */
  measuring?: () => void;
}

/**
 * The comparison harness: 10 connections as fast as the server answers, 3 s warm-up, 10 s run.
 * Errors count socket errors, timeouts and non-2xx answers; API refusals (an HTTP 200 too) are
 * the plan's own to count.
 */
export async function saturate(call: string, server: RunningServer, plan: LoadPlan): Promise<SaturationRow> {
  const options = { url: server.url, connections: 10, requests: plan.requests, ...(plan.setupClient ? { setupClient: plan.setupClient } : {}) };
  await autocannon({ ...options, duration: 3 });
  plan.measuring?.();
  let peak = rssMiB(server);
  const cpuBefore = cpuMs(server.child.pid!);
  const database = serverDatabase(server);
  const dbBefore = postgresCpuMs(database);
  const loaderBefore = process.cpuUsage();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server))), 250);
  try {
    const result = await autocannon({ ...options, duration: 10 });
    const loader = process.cpuUsage(loaderBefore);
    const perAnswer = (ms: number) => Number((ms / Math.max(1, result.requests.total)).toFixed(3));
    return {
      call,
      rps: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      rss_mib: Math.max(peak, rssMiB(server)),
      load_1m: Number(os.loadavg()[0]?.toFixed(2)),
      server_cpu_ms: perAnswer(cpuMs(server.child.pid!) - cpuBefore),
      db_cpu_ms: perAnswer(postgresCpuMs(database) - dbBefore),
      loader_cpu_ms: perAnswer((loader.user + loader.system) / 1000),
    };
  } finally {
    clearInterval(sampler);
  }
}

