import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { inject, type RunnerTestFile, type RunnerTestSuite } from 'vitest';
import { journeyServer } from './journey-server.ts';

/** Lines of the server's log printed with a failure; the whole log stays beside the pictures. */
const LOG_TAIL_LINES = 40;

const browsers = new Set<Browser>();
let runningFile: RunnerTestFile | undefined;
/** Suites whose failed setup has been pictured: another suite's browser closing later leaves them be. */
const pictured = new WeakSet<RunnerTestSuite>();

/** A browser whose pages a failure pictures, until it closes. */
export function trackBrowser(browser: Browser): void {
  browsers.add(browser);
  browser.once('disconnected', () => browsers.delete(browser));
}

/** The file now running (failure-hooks.ts), whose failed setup a closing browser pictures. */
export function watchFile(file: RunnerTestFile): void {
  runningFile = file;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/**
 * What a failure leaves for whoever reads it: a screenshot of every page open in this file's
 * browsers (test-results/e2e/<file>-<name>.png, numbered when several) and the end of this
 * worker's server log, printed.
 */
export async function keepFailureArtifacts(name: string): Promise<void> {
  const dir = inject('artifactsDir');
  const prefix = `${path.basename(runningFile?.filepath ?? 'journey', '.e2e.ts')}-${slug(name)}`;
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const shots = await Promise.all(
    pages.map(async (page, index) => {
      const file = path.join(dir, `${prefix}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
      // A crashed or closing page has nothing to show; the others still do.
      return page.screenshot({ path: file }).then(() => `${path.basename(file)} (${page.url()})`, () => null);
    }),
  );
  const { log } = journeyServer();
  const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
  console.error(`Kept in ${dir}: ${shots.filter(Boolean).join(', ') || 'no open page'}.\nEnd of the server's log (${log}):\n${tail || '(empty)'}`);
}

function suitesOf(suite: RunnerTestSuite): RunnerTestSuite[] {
  return [suite, ...suite.tasks.flatMap((task) => (task.type === 'suite' ? suitesOf(task) : []))];
}

/** Before a browser closes (in afterAll): a beforeAll that failed left its error on its suite, and no test ran to picture it. */
export async function keepArtifactsOfFailedSetup(): Promise<void> {
  const failed = runningFile && suitesOf(runningFile).find((suite) => suite.result?.errors?.length && !pictured.has(suite));
  if (!failed) return;
  pictured.add(failed);
  await keepFailureArtifacts(`${failed.name || 'setup'}-setup`);
}
