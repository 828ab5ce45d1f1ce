// `npm run ledger:check`: checks every ledger of the database the server would use (DATABASE_URL,
// else the embedded one in DATA_DIR, which only one process may open: stop the server first),
// stores the run for the back office, prints what it found and exits 1 on any mismatch.
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { checkLedgers } from './modules/reporting/index.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const result = await checkLedgers(database.db, 'cli');
    for (const issue of result.issues) {
      const where = [issue.userId === null ? null : `user ${issue.userId}`, issue.recordId === null ? null : `record ${issue.recordId}`, issue.reference].filter(Boolean).join(', ');
      process.stdout.write(`${issue.account} ${issue.kind} (${where}): expected ${issue.expected}, found ${issue.actual}\n`);
    }
    process.stdout.write(
      `Ledger check ${result.runId} on ${database.kind}: ${result.usersChecked} customers, ${result.paymentsChecked} wallet payments, ${result.withdrawalsChecked} withdrawals, ${result.issues.length} mismatches\n`,
    );
    return result.issues.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
