import { adminLoginBody, adminPasswordBody, adminSession, adminTotpCodeBody, totpSetup } from '../admin/auth.ts';
import { agentListQuery, agentRow, agentSaveBody } from '../admin/agents.ts';
import { idBody, idPathParams } from '../admin/common.ts';
import { adminLogListQuery, adminLogRow, dashboardData } from '../admin/logs.ts';
import {
  adminListQuery,
  adminResetPasswordBody,
  adminRow,
  adminSaveBody,
  permissionSaveBody,
  permissionTreeNode,
  roleDetail,
  roleListQuery,
  roleRow,
  roleSaveBody,
} from '../admin/rbac.ts';
import { moneyReport, moneyReportExport, reportSummary, reportSummaryExport, reportSummaryQuery } from '../admin/reports.ts';
import { dashboardCharts } from '../admin/dashboard.ts';
import { parameterListQuery, parameterRow, parameterSaveBody } from '../admin/system.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { adminAuthEndpoints, adminAccessEndpoints, agentAdminEndpoints, systemAdminEndpoints, parameterAdminEndpoints, reportAdminEndpoints } from './endpoints/admin.ts';

export const adminAuthRoutes = withSchemas(adminAuthEndpoints, {
  login: { body: adminLoginBody, response: adminSession },
  logout: { response: z.null() },
  me: { response: adminSession },
  password: { body: adminPasswordBody, response: z.null() },
  totpSetup: { response: totpSetup },
  totpConfirm: { body: adminTotpCodeBody, response: z.null() },
  totpClear: { body: adminTotpCodeBody, response: z.null() },
});

export const adminAccessRoutes = {
  admins: withSchemas(adminAccessEndpoints.admins, {
    list: { query: adminListQuery, response: pageResultOf(adminRow) },
    save: { body: adminSaveBody, response: adminRow },
    delete: { body: idBody, response: z.null() },
    resetPassword: { body: adminResetPasswordBody, response: z.null() },
    resetTotp: { body: idBody, response: z.null() },
  }),
  roles: withSchemas(adminAccessEndpoints.roles, {
    list: { query: roleListQuery, response: pageResultOf(roleRow) },
    detail: { params: idPathParams, response: roleDetail },
    save: { body: roleSaveBody, response: roleDetail },
    delete: { body: idBody, response: z.null() },
  }),
  permissions: withSchemas(adminAccessEndpoints.permissions, {
    list: { response: z.array(permissionTreeNode) },
    save: { body: permissionSaveBody, response: permissionTreeNode },
    delete: { body: idBody, response: z.null() },
  }),
};

export const agentAdminRoutes = withSchemas(agentAdminEndpoints, {
  list: { query: agentListQuery, response: pageResultOf(agentRow) },
  save: { body: agentSaveBody, response: agentRow },
  delete: { body: idBody, response: z.null() },
});

export const systemAdminRoutes = withSchemas(systemAdminEndpoints, {
  dashboard: { response: dashboardData },
  dashboardCharts: { response: dashboardCharts },
  logs: { query: adminLogListQuery, response: pageResultOf(adminLogRow) },
});

export const reportAdminRoutes = withSchemas(reportAdminEndpoints, {
  summary: { query: reportSummaryQuery, response: reportSummary },
  summaryExport: { query: reportSummaryQuery, response: reportSummaryExport },
  money: { query: reportSummaryQuery, response: moneyReport },
  moneyExport: { query: reportSummaryQuery, response: moneyReportExport },
});

export const parameterAdminRoutes = withSchemas(parameterAdminEndpoints, {
  list: { query: parameterListQuery, response: pageResultOf(parameterRow) },
  save: { body: parameterSaveBody, response: parameterRow },
  delete: { body: idBody, response: z.null() },
});
