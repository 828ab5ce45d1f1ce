import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'wallet';

const adminTag = 'admin wallet';

/** The signed-in customer's wallet: its ledgers (API.md "Wallet and payments"). */
export const walletEndpoints = {
  moneyLog: storefrontEndpoint({ tag, method: 'GET', path: '/user/money_log', auth: 'user' }),
  pointsLog: storefrontEndpoint({ tag, method: 'GET', path: '/user/points_log', auth: 'user' }),
};

/** The ledgers' reconciliation in the back office. */
export const walletAdminEndpoints = {
  ledgerIssues: adminEndpoint({ tag: adminTag, method: 'GET', path: '/ledger_check', auth: 'ledger:list' }),
  /** Checks every ledger now; answers the run. */
  ledgerCheck: adminEndpoint({ tag: adminTag, method: 'POST', path: '/ledger_check/run', auth: 'ledger:run' }),
};
