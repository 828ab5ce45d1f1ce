// What other modules and the app may use of the wallet: the one ledger function that moves
// balance and points, and the back office's adjustment routes.
export { postLedgerEntry } from './ledger.ts';
export { walletAdminRoutes } from './admin-routes.ts';
