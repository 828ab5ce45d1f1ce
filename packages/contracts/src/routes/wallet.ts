import { ledgerCheckRun, ledgerIssuesPage, ledgerIssuesQuery } from '../admin/ledger.ts';
import { ledgerLogQuery, moneyLogPage, pointsLogPage } from '../wallet.ts';
import { withSchemas } from './define.ts';
import { walletAdminEndpoints, walletEndpoints } from './endpoints/wallet.ts';

export const walletRoutes = withSchemas(walletEndpoints, {
  moneyLog: { query: ledgerLogQuery, response: moneyLogPage },
  pointsLog: { query: ledgerLogQuery, response: pointsLogPage },
});

export const walletAdminRoutes = withSchemas(walletAdminEndpoints, {
  ledgerIssues: { query: ledgerIssuesQuery, response: ledgerIssuesPage },
  ledgerCheck: { response: ledgerCheckRun },
});
