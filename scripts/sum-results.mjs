// Sums the Vitest JSON reports in a folder into the one closing line CI reads.
// A failed run that left no report (lint or typecheck stopped it) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [folder = 'test-results', status = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
}
if (status !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
