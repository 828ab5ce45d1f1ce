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
import { parameterListQuery, parameterRow, parameterSaveBody } from '../admin/system.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute } from './define.ts';

const authTag = 'admin auth';

/** Sign-in, sign-out and the admin's own account: no permission code, only a session. */
export const adminAuthRoutes = {
  login: adminRoute({ tag: authTag, method: 'POST', path: '/auth/login', auth: 'public', body: adminLoginBody, response: adminSession }),
  logout: adminRoute({ tag: authTag, method: 'POST', path: '/auth/logout', auth: 'signed-in', response: z.null() }),
  me: adminRoute({ tag: authTag, method: 'GET', path: '/auth/me', auth: 'signed-in', response: adminSession }),
  password: adminRoute({ tag: authTag, method: 'POST', path: '/auth/password', auth: 'signed-in', body: adminPasswordBody, response: z.null() }),
  totpSetup: adminRoute({ tag: authTag, method: 'POST', path: '/auth/totp/setup', auth: 'signed-in', response: totpSetup }),
  totpConfirm: adminRoute({ tag: authTag, method: 'POST', path: '/auth/totp/confirm', auth: 'signed-in', body: adminTotpCodeBody, response: z.null() }),
  totpClear: adminRoute({ tag: authTag, method: 'POST', path: '/auth/totp/clear', auth: 'signed-in', body: adminTotpCodeBody, response: z.null() }),
};

const accessTag = 'admin access';

/** Admins, roles and permissions (SPEC §6). */
export const adminAccessRoutes = {
  admins: {
    list: adminRoute({ tag: accessTag, method: 'GET', path: '/admins', auth: 'admins:list', query: adminListQuery, response: pageResultOf(adminRow) }),
    save: adminRoute({ tag: accessTag, method: 'POST', path: '/admins/save', auth: 'admins:save', body: adminSaveBody, response: adminRow }),
    delete: adminRoute({ tag: accessTag, method: 'POST', path: '/admins/delete', auth: 'admins:delete', body: idBody, response: z.null() }),
    resetPassword: adminRoute({
      tag: accessTag,
      method: 'POST',
      path: '/admins/reset_password',
      auth: 'admins:reset_password',
      body: adminResetPasswordBody,
      response: z.null(),
    }),
    resetTotp: adminRoute({ tag: accessTag, method: 'POST', path: '/admins/reset_totp', auth: 'admins:reset_totp', body: idBody, response: z.null() }),
  },
  roles: {
    list: adminRoute({ tag: accessTag, method: 'GET', path: '/roles', auth: 'roles:list', query: roleListQuery, response: pageResultOf(roleRow) }),
    detail: adminRoute({ tag: accessTag, method: 'GET', path: '/roles/:id', auth: 'roles:detail', params: idPathParams, response: roleDetail }),
    save: adminRoute({ tag: accessTag, method: 'POST', path: '/roles/save', auth: 'roles:save', body: roleSaveBody, response: roleDetail }),
    delete: adminRoute({ tag: accessTag, method: 'POST', path: '/roles/delete', auth: 'roles:delete', body: idBody, response: z.null() }),
  },
  permissions: {
    /** The whole tree, each node marked grantable when the admin holds it. */
    list: adminRoute({ tag: accessTag, method: 'GET', path: '/permissions', auth: 'permissions:list', response: z.array(permissionTreeNode) }),
    save: adminRoute({ tag: accessTag, method: 'POST', path: '/permissions/save', auth: 'permissions:save', body: permissionSaveBody, response: permissionTreeNode }),
    delete: adminRoute({ tag: accessTag, method: 'POST', path: '/permissions/delete', auth: 'permissions:delete', body: idBody, response: z.null() }),
  },
};

export const agentAdminRoutes = {
  list: adminRoute({ tag: 'admin agents', method: 'GET', path: '/agents', auth: 'agents:list', query: agentListQuery, response: pageResultOf(agentRow) }),
  save: adminRoute({ tag: 'admin agents', method: 'POST', path: '/agents/save', auth: 'agents:save', body: agentSaveBody, response: agentRow }),
  delete: adminRoute({ tag: 'admin agents', method: 'POST', path: '/agents/delete', auth: 'agents:delete', body: idBody, response: z.null() }),
};

const systemTag = 'admin system';

/** Home numbers, system parameters and the admin action log. */
export const systemAdminRoutes = {
  dashboard: adminRoute({ tag: systemTag, method: 'GET', path: '/dashboard', auth: 'dashboard:view', response: dashboardData }),
  parameters: {
    list: adminRoute({ tag: systemTag, method: 'GET', path: '/parameters', auth: 'parameters:list', query: parameterListQuery, response: pageResultOf(parameterRow) }),
    save: adminRoute({ tag: systemTag, method: 'POST', path: '/parameters/save', auth: 'parameters:save', body: parameterSaveBody, response: parameterRow }),
    delete: adminRoute({ tag: systemTag, method: 'POST', path: '/parameters/delete', auth: 'parameters:delete', body: idBody, response: z.null() }),
  },
  logs: adminRoute({ tag: systemTag, method: 'GET', path: '/logs', auth: 'logs:list', query: adminLogListQuery, response: pageResultOf(adminLogRow) }),
};
