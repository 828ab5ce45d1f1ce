import { defineConfig } from 'vitest/config';
import { sourceResolution } from '../vitest.resolve.ts';

/** Browser journeys: two files at a time (2 cores), each worker on its own real server (support/global-setup.ts). */
export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The journeys' servers, and the test databases' templates for the journeys that run the app in-process.
    globalSetup: ['e2e/support/global-setup.ts', 'server/src/test/global-setup.ts'],
    setupFiles: ['e2e/support/failure-hooks.ts'],
    maxWorkers: 2,
    // A worker loads playwright-core and the support modules once, not once per file; every file still launches its own Chromium.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // What a poll waits for is something the user sees: give it as long as a page gives a locator, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
