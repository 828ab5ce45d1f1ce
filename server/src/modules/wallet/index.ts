// What other modules and the app may use of the wallet: the one ledger function that moves
// balance and points, the storefront's and the back office's routes, the ledger check and its job.
export { postLedgerEntry } from './ledger.ts';
export { walletRoutes } from './routes.ts';
export { walletAdminRoutes } from './admin-routes.ts';
export { checkLedgers, ledgerCheckJob, type FoundIssue } from './ledger-check.ts';
export { countLedgerIssues } from './ledger-admin.ts';
