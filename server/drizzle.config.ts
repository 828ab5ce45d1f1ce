import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (modules/<module>/tables.ts); the platform owns the kernel's.
  schema: ['./server/src/platform/tables/*.ts', './server/src/modules/*/tables.ts'],
  out: './server/src/db/migrations',
  casing: 'snake_case',
});
