import { adminEndpoint } from '../endpoint.ts';

const authTag = 'admin auth';

const accessTag = 'admin access';

const agentTag = 'admin agents';

const systemTag = 'admin system';

const reportTag = 'admin reports';

/** Sign-in, sign-out and the admin's own account: no permission code, only a session. */
export const adminAuthEndpoints = {
  login: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/login', auth: 'public' }),
  logout: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/logout', auth: 'signed-in' }),
  me: adminEndpoint({ tag: authTag, method: 'GET', path: '/auth/me', auth: 'signed-in' }),
  password: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/password', auth: 'signed-in' }),
  totpSetup: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/totp/setup', auth: 'signed-in' }),
  totpConfirm: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/totp/confirm', auth: 'signed-in' }),
  totpClear: adminEndpoint({ tag: authTag, method: 'POST', path: '/auth/totp/clear', auth: 'signed-in' }),
};

/** Admins, roles and permissions (SPEC §6). */
export const adminAccessEndpoints = {
  admins: {
    list: adminEndpoint({ tag: accessTag, method: 'GET', path: '/admins', auth: 'admins:list' }),
    save: adminEndpoint({ tag: accessTag, method: 'POST', path: '/admins/save', auth: 'admins:save' }),
    delete: adminEndpoint({ tag: accessTag, method: 'POST', path: '/admins/delete', auth: 'admins:delete' }),
    resetPassword: adminEndpoint({ tag: accessTag, method: 'POST', path: '/admins/reset_password', auth: 'admins:reset_password' }),
    resetTotp: adminEndpoint({ tag: accessTag, method: 'POST', path: '/admins/reset_totp', auth: 'admins:reset_totp' }),
  },
  roles: {
    list: adminEndpoint({ tag: accessTag, method: 'GET', path: '/roles', auth: 'roles:list' }),
    detail: adminEndpoint({ tag: accessTag, method: 'GET', path: '/roles/:id', auth: 'roles:detail' }),
    save: adminEndpoint({ tag: accessTag, method: 'POST', path: '/roles/save', auth: 'roles:save' }),
    delete: adminEndpoint({ tag: accessTag, method: 'POST', path: '/roles/delete', auth: 'roles:delete' }),
  },
  permissions: {
    /** The whole tree, each node marked grantable when the admin holds it. */
    list: adminEndpoint({ tag: accessTag, method: 'GET', path: '/permissions', auth: 'permissions:list' }),
    save: adminEndpoint({ tag: accessTag, method: 'POST', path: '/permissions/save', auth: 'permissions:save' }),
    delete: adminEndpoint({ tag: accessTag, method: 'POST', path: '/permissions/delete', auth: 'permissions:delete' }),
  },
};

export const agentAdminEndpoints = {
  list: adminEndpoint({ tag: agentTag, method: 'GET', path: '/agents', auth: 'agents:list' }),
  save: adminEndpoint({ tag: agentTag, method: 'POST', path: '/agents/save', auth: 'agents:save' }),
  delete: adminEndpoint({ tag: agentTag, method: 'POST', path: '/agents/delete', auth: 'agents:delete' }),
};

/** Home numbers, system parameters and the admin action log. */
export const systemAdminEndpoints = {
  dashboard: adminEndpoint({ tag: systemTag, method: 'GET', path: '/dashboard', auth: 'dashboard:view' }),
  /** Sales and orders per day over the last 30 days, and the top goods. */
  dashboardCharts: adminEndpoint({ tag: systemTag, method: 'GET', path: '/dashboard/charts', auth: 'dashboard:view' }),
  logs: adminEndpoint({ tag: systemTag, method: 'GET', path: '/logs', auth: 'logs:list' }),
};

/** Figures per day over a range of days (API.md: sales now; recharges, withdrawals and bookings join with their issues). */
export const reportAdminEndpoints = {
  summary: adminEndpoint({ tag: reportTag, method: 'GET', path: '/reports/summary', auth: 'reports:summary' }),
  summaryExport: adminEndpoint({ tag: reportTag, method: 'GET', path: '/reports/summary/export', auth: 'reports:summary' }),
  /** Top-ups, order payments and withdrawals per day and per channel. */
  money: adminEndpoint({ tag: reportTag, method: 'GET', path: '/reports/money', auth: 'reports:money' }),
  moneyExport: adminEndpoint({ tag: reportTag, method: 'GET', path: '/reports/money/export', auth: 'reports:money' }),
};

export const parameterAdminEndpoints = {
  list: adminEndpoint({ tag: systemTag, method: 'GET', path: '/parameters', auth: 'parameters:list' }),
  save: adminEndpoint({ tag: systemTag, method: 'POST', path: '/parameters/save', auth: 'parameters:save' }),
  delete: adminEndpoint({ tag: systemTag, method: 'POST', path: '/parameters/delete', auth: 'parameters:delete' }),
};
