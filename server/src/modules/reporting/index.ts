// The read side across modules: the back office's reports and the dashboard's figures, and the
// ledger check (its job, its routes and what it found). It reads other modules' data only through
// the views it owns (tables.ts).
export { reportingAdminRoutes } from './admin-routes.ts';
export { checkLedgers, ledgerCheckJob } from './ledger-check.ts';
export { countLedgerIssues } from './ledger-admin.ts';
export { ordersToHandle, salesByDay } from './sales-figures.ts';
