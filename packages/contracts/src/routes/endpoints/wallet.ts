import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'wallet';

const adminTag = 'admin wallet';

/** The signed-in customer's wallet: its ledgers and withdrawals (API.md "Wallet and payments"). */
export const walletEndpoints = {
  moneyLog: storefrontEndpoint({ tag, method: 'GET', path: '/user/money_log', auth: 'user' }),
  pointsLog: storefrontEndpoint({ tag, method: 'GET', path: '/user/points_log', auth: 'user' }),
  /** Holds the amount and fee from the balance; takes an Idempotency-Key; rate-limited. */
  withdraw: storefrontEndpoint({ tag, method: 'POST', path: '/withdrawal', auth: 'user' }),
  withdrawals: storefrontEndpoint({ tag, method: 'GET', path: '/withdrawal/list', auth: 'user' }),
};

/** Withdrawal review and the ledgers' reconciliation in the back office. */
export const walletAdminEndpoints = {
  withdrawals: adminEndpoint({ tag: adminTag, method: 'GET', path: '/withdrawals', auth: 'withdrawals:list' }),
  /** Pays a withdrawal out (with the third-party number) or refuses it with a remark. */
  reviewWithdrawal: adminEndpoint({ tag: adminTag, method: 'POST', path: '/review/withdrawal', auth: 'withdrawals:review' }),
  ledgerIssues: adminEndpoint({ tag: adminTag, method: 'GET', path: '/ledger_check', auth: 'ledger:list' }),
  /** Checks every ledger now; answers the run. */
  ledgerCheck: adminEndpoint({ tag: adminTag, method: 'POST', path: '/ledger_check/run', auth: 'ledger:run' }),
};
