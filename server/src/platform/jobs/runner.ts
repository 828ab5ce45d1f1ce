import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../tables/jobs.ts';
import type { Db } from '../db.ts';

/** What a job gets on each run: the database and the runner's clock (tests move it). */
export interface JobContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
}

export interface Job {
  /** Unique across the servers sharing the database: the jobs table's key. */
  name: string;
  /** Time between the starts of two runs. */
  everyMs: number;
  /** Does one round of work; what it returns (e.g. how many rows it removed) is logged. */
  run(context: JobContext): Promise<unknown>;
}

export interface JobRunner {
  /** Adds a job; it is first due at the runner's next round. Names must be unique. */
  register(job: Job): void;
  /**
   * One round: runs each registered job that is due and not being run by another runner
   * (on this or another server), one after another. Returns the names of the jobs it ran.
   */
  runDue(): Promise<string[]>;
  /** Runs a round now and then every `tickMs`, until stop(). */
  start(): void;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** How often the runner looks for due jobs. */
  tickMs?: number;
  /** How long a claim holds; a runner that dies mid-job frees its job after this. */
  leaseMs?: number;
  /** Told of each finished run (the server's metrics). */
  onRun?: (job: string, failed: boolean, finishedAt: Date) => void;
}

/**
 * A periodic runner for servers sharing one database. Each job has a row in `jobs`; a runner
 * claims a due row with `SELECT ... FOR UPDATE SKIP LOCKED` and leases it (`locked_until`) for
 * the run, so two runners never run one job at once, and the work itself runs outside that short
 * claiming transaction. Errors are logged and recorded on the row, never thrown out of a round.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const tickMs = options.tickMs ?? 60_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const registered = new Map<string, Job>();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<unknown> | null = null;

  async function claim(job: Job, now: Date): Promise<boolean> {
    await db.insert(jobs).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: jobs.name })
        .from(jobs)
        .where(and(eq(jobs.name, job.name), lte(jobs.nextRunAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
        .for('update', { skipLocked: true });
      if (!due) return false;
      await tx
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now })
        .where(eq(jobs.name, job.name));
      return true;
    });
  }

  async function runOne(job: Job): Promise<boolean> {
    const now = clock();
    if (!(await claim(job, now))) return false;
    let lastError: string | null = null;
    try {
      const result = await job.run({ db, now, log });
      log.info({ job: job.name, result }, 'job ran');
    } catch (error) {
      lastError = String(error);
      log.error({ job: job.name, err: error }, 'job failed');
    }
    const finishedAt = clock();
    options.onRun?.(job.name, lastError !== null, finishedAt);
    // The next run is counted from this run's start, so a schedule does not drift with run time.
    await db
      .update(jobs)
      .set({ lockedUntil: null, nextRunAt: new Date(now.getTime() + job.everyMs), lastFinishedAt: finishedAt, lastError, runs: sql`${jobs.runs} + 1` })
      .where(eq(jobs.name, job.name));
    return true;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of registered.values()) {
      try {
        if (await runOne(job)) ran.push(job.name);
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job could not be claimed or recorded');
      }
    }
    return ran;
  }

  function tick(): void {
    if (round) return;
    round = runDue().finally(() => {
      round = null;
    });
  }

  return {
    register(job) {
      if (registered.has(job.name)) throw new Error(`job ${job.name} is already registered`);
      registered.set(job.name, job);
    },
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await round;
    },
  };
}
