import { ledgerCheckRun, ledgerIssuesPage, ledgerIssuesQuery } from '../admin/ledger.ts';
import { pageResultOf, z } from '../validation.ts';
import {
  ledgerLogQuery,
  moneyLogPage,
  pointsLogPage,
  withdrawalAdminListQuery,
  withdrawalAdminRow,
  withdrawalBody,
  withdrawalListQuery,
  withdrawalPage,
  withdrawalReviewBody,
  withdrawalView,
} from '../wallet.ts';
import { withSchemas } from './define.ts';
import { walletAdminEndpoints, walletEndpoints } from './endpoints/wallet.ts';

export const walletRoutes = withSchemas(walletEndpoints, {
  moneyLog: { query: ledgerLogQuery, response: moneyLogPage },
  pointsLog: { query: ledgerLogQuery, response: pointsLogPage },
  withdraw: { body: withdrawalBody, response: withdrawalView },
  withdrawals: { query: withdrawalListQuery, response: withdrawalPage },
});

export const walletAdminRoutes = withSchemas(walletAdminEndpoints, {
  withdrawals: { query: withdrawalAdminListQuery, response: pageResultOf(withdrawalAdminRow) },
  reviewWithdrawal: { body: withdrawalReviewBody, response: z.null() },
  ledgerIssues: { query: ledgerIssuesQuery, response: ledgerIssuesPage },
  ledgerCheck: { response: ledgerCheckRun },
});
