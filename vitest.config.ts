import { defineConfig } from 'vitest/config';
import { sourceResolution } from './vitest.resolve.ts';

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const mockingFiles = ['server/src/platform/sign-in-lockout.test.ts'];

export default defineConfig({
  ...sourceResolution,
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['server/src/test/global-setup.ts'],
    // CI runs every file on PostgreSQL, then the files marked `// @module-tag embedded` once more on
    // embedded PGlite (`--tags-filter=embedded`): concurrency on money and stock, the crash test,
    // migrations, startup and seeding, search, SQL helpers, and one smoke file per module.
    tags: [{ name: 'embedded', description: 'Also run on embedded PGlite, where the database can behave differently.' }],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          // Files share their worker's loaded modules (the server's graph loads once per worker, not
          // once per file); each still opens its own database and app.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: mockingFiles } },
    ],
  },
});
