import { expect } from 'vitest';
import { createJobRunner, type Job } from '../platform/jobs/runner.ts';
import { testClock } from './clock.ts';
import type { TestApp } from './test-app.ts';

let runs = 0;

/**
 * Runs `job` once on a fresh runner whose clock reads `at`: jobs are tested with a moved clock, not
 * by sleeping. Each run has a name of its own (a job's row remembers its last run, so a second run
 * at the same instant under one name would not be due).
 */
export async function runJobAt(t: TestApp, job: Job, at: Date): Promise<void> {
  const runner = createJobRunner({ db: t.db, log: t.app.log, clock: testClock(at).now });
  runs += 1;
  runner.register({ ...job, name: `${job.name}@${at.toISOString()}#${runs}` });
  expect(await runner.runDue()).toHaveLength(1);
}
