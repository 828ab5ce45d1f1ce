import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { listLedgerIssues, runLedgerCheck } from './ledger-admin.ts';
import { exportMoneyReport, moneyReport } from './money-report.ts';
import { dashboardCharts } from './dashboard-charts.ts';
import { exportReportSummary, reportSummary } from './sales-report.ts';

/** The back office's reports, the dashboard's charts and the ledgers' reconciliation. */
export async function reportingAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, adminRoutes.reports.summary, async (request) => reportSummary(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.reports.summaryExport, async (request) => exportReportSummary(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.dashboardCharts, async (request) => dashboardCharts(deps, request.admin, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.reports.money, async (request) => moneyReport(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.reports.moneyExport, async (request) => exportMoneyReport(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.wallet.ledgerIssues, async (request) => listLedgerIssues(deps, request.admin, request.query));
  registerRoute(app, adminRoutes.wallet.ledgerCheck, async (request) => runLedgerCheck(deps, request.admin));
}
