import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplates, type DatabaseTemplates } from './database-templates.ts';

type Prepared = Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }>;

// Each project of the run loads this file on its own, in the one main process: the templates are
// kept on the process's global object so that every project gets the same ones.
const shared = globalThis as { roamcartTemplates?: Prepared };

/**
 * The seed runs in a process of its own, with the workspace packages from their sources as the
 * tests load them (a global setup here would resolve them to builds a fresh clone does not have).
 */
async function prepare(): Prepared {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'roamcart-template-list-'));
  const outFile = path.join(folder, 'templates.json');
  try {
    execFileSync(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(import.meta.dirname, 'prepare-templates.ts'), outFile], { stdio: 'inherit' });
    const templates = JSON.parse(readFileSync(outFile, 'utf8')) as DatabaseTemplates;
    return { templates, drop: () => dropTemplates(templates, process.env.TEST_DATABASE_URL) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Migrates and seeds the run's template databases once; each test file then starts from a copy. */
export default async function setup(project: TestProject) {
  const first = !shared.roamcartTemplates;
  shared.roamcartTemplates ??= prepare();
  const { templates, drop } = await shared.roamcartTemplates;
  project.provide('databaseTemplates', templates);
  return first ? drop : undefined;
}
