// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../tables/jobs.ts';
import { testClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobRunner, type Job } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

function runnerAt(clock: { now: () => Date }, ...registered: Job[]) {
  const runner = createJobRunner({ db: t.db, log: t.app.log, clock: clock.now, leaseMs: 10 * MINUTE });
  for (const job of registered) runner.register(job);
  return runner;
}

/** A job that counts its runs and, when asked, waits for the test to let it finish. */
function countingJob(name: string) {
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const job = {
    name,
    everyMs: MINUTE,
    runs: 0,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    async run() {
      job.runs += 1;
      await gate;
      return job.runs;
    },
  };
  return job;
}

async function jobRow(name: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.name, name));
  return row;
}

describe('the job runner', () => {
  it('is not started by a server that only answers injected requests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('runs a job when it is due and again only once its interval has passed on the clock', async () => {
    const clock = testClock(new Date('2026-05-01T08:00:00Z'));
    const job = countingJob('count.interval');
    const runner = runnerAt(clock, job);
    expect(await runner.runDue()).toEqual(['count.interval']);
    expect(await runner.runDue()).toEqual([]);
    clock.advance(MINUTE - 1000);
    expect(await runner.runDue()).toEqual([]);
    clock.advance(1000);
    expect(await runner.runDue()).toEqual(['count.interval']);
    expect(job.runs).toBe(2);
    expect(await jobRow('count.interval')).toMatchObject({ runs: 2, lockedUntil: null, lastError: null, nextRunAt: new Date('2026-05-01T08:02:00Z') });
  });

  it('never runs one job twice at once, however many runners share the database', async () => {
    const clock = testClock(new Date('2026-05-01T09:00:00Z'));
    const job = countingJob('count.shared');
    const runners = Array.from({ length: 4 }, () => runnerAt(clock, job));
    const rounds = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(rounds.flat()).toEqual(['count.shared']);
    expect(job.runs).toBe(1);

    clock.advance(MINUTE);
    job.hold();
    const [first, second] = runners;
    const holding = first!.runDue();
    await expect.poll(() => job.runs).toBe(2);
    // Due again by the clock, but the first runner holds it.
    clock.advance(5 * MINUTE);
    expect(await second!.runDue()).toEqual([]);
    job.release();
    expect(await holding).toEqual(['count.shared']);
    expect(job.runs).toBe(2);
  });

  it('takes over a job whose runner stopped in the middle once the lease has run out', async () => {
    const clock = testClock(new Date('2026-05-01T10:00:00Z'));
    const job = countingJob('count.lease');
    const [crashed, survivor] = [runnerAt(clock, job), runnerAt(clock, job)];
    job.hold();
    const stuck = crashed.runDue();
    await expect.poll(() => job.runs).toBe(1);
    clock.advance(9 * MINUTE);
    expect(await survivor.runDue()).toEqual([]);
    clock.advance(MINUTE);
    // The first run is still stuck when the survivor takes the job over.
    const takeover = survivor.runDue();
    await expect.poll(() => job.runs).toBe(2);
    job.release();
    expect(await takeover).toEqual(['count.lease']);
    await stuck;
  });

  it('logs and records a failing job, keeps its schedule and still runs the others', async () => {
    const clock = testClock(new Date('2026-05-01T11:00:00Z'));
    const after = countingJob('count.after-failure');
    const failing: Job = {
      name: 'always.fails',
      everyMs: MINUTE,
      run: async () => {
        throw new Error('mail server unreachable');
      },
    };
    const runner = runnerAt(clock, failing, after);
    expect(await runner.runDue()).toEqual(['always.fails', 'count.after-failure']);
    expect(await jobRow('always.fails')).toMatchObject({ runs: 1, lockedUntil: null, lastError: 'Error: mail server unreachable', nextRunAt: new Date('2026-05-01T11:01:00Z') });
    expect(() => runner.register(failing)).toThrow('job always.fails is already registered');
  });

  it('starts with the listening server, running the built-in jobs, and stops on close', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.jobs.stop();
    const rows = (await t.db.select().from(jobs)).filter((row) => !/^(count|always)\./.test(row.name));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'catalogue.stock-alerts',
      'flights.extend-schedules',
      'flights.flag-late-ticketing',
      'flights.follow-flights',
      'flights.release-expired-holds',
      'hotels.follow-stays',
      'hotels.release-expired-holds',
      'idempotency.purge',
      'identity.purge-expired-email-codes',
      'operator-messages.prune',
      'orders.close-expired',
      'orders.receive-overdue',
      'payments.channel-refunds',
      'payments.expire',
      'payments.sandbox-callbacks',
      'sessions.purge-expired',
      'uploads.remove-orphans',
      'wallet.ledger-check',
    ]);
    for (const row of rows) expect(row).toMatchObject({ runs: 1, lockedUntil: null, lastError: null });
  });
});
