// What other modules and the app may use of the wallet: the one ledger function that moves
// balance and points, the storefront's and the back office's routes.
export { pointsMoved, postLedgerEntry } from './ledger.ts';
export { walletRoutes } from './routes.ts';
export { walletAdminRoutes } from './admin-routes.ts';
