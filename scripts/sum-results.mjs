// Sums the Vitest JSON reports in a folder into the one closing line CI reads, after naming each
// failed test (CI keeps only the end of the output, so the names must come last to be seen).
// A failed run that left no report (lint or typecheck stopped it) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [folder = 'test-results', status = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${file}: ${where} > ${test.fullName}\n    ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
    // A file that failed outside its tests (a hook, an import) says so in its own message.
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${file}: ${where}\n    ${(suite.message ?? '').split('\n')[0]}`);
  }
}
if (status !== '0' && failed === 0) failed = 1;
if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
