import { expect } from 'vitest';
import { createJobRunner, type Job } from '../platform/jobs/runner.ts';
import { testClock } from './clock.ts';
import type { TestApp } from './test-app.ts';

/** Runs `job` once on a fresh runner whose clock reads `at`: jobs are tested with a moved clock, not by sleeping. */
export async function runJobAt(t: TestApp, job: Job, at: Date): Promise<void> {
  const runner = createJobRunner({ db: t.db, log: t.app.log, clock: testClock(at).now });
  runner.register({ ...job, name: `${job.name}@${at.toISOString()}` });
  expect(await runner.runDue()).toHaveLength(1);
}
