import {
  adminListQuery,
  adminResetPasswordBody,
  adminSaveBody,
  idBody,
  idPathParams,
  permissionSaveBody,
  roleListQuery,
  roleSaveBody,
} from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteAdmin, listAdmins, resetAdminPassword, resetAdminTotp, saveAdmin } from './admins-service.ts';
import { deletePermission, permissionTree, savePermission } from './permissions-service.ts';
import { deleteRole, listRoles, roleDetail, saveRole } from './roles-service.ts';

const tags = ['admin access'];

/** Admins, roles and permissions (SPEC §6). */
export async function adminAccessRoutes(app: App) {
  const { deps } = app;

  app.get('/admins', { schema: { querystring: adminListQuery, tags }, config: { permission: 'admins:list' } }, async (request) =>
    listAdmins(deps.db, request.admin, request.query),
  );

  app.post('/admins/save', { schema: { body: adminSaveBody, tags }, config: { permission: 'admins:save' } }, async (request) =>
    saveAdmin(deps, request.admin, request.body),
  );

  app.post('/admins/delete', { schema: { body: idBody, tags }, config: { permission: 'admins:delete' } }, async (request) => {
    await deleteAdmin(deps, request.admin, request.body.id);
    return null;
  });

  app.post('/admins/reset_password', { schema: { body: adminResetPasswordBody, tags }, config: { permission: 'admins:reset_password' } }, async (request) => {
    await resetAdminPassword(deps, request.admin, request.body.id, request.body.password);
    return null;
  });

  app.post('/admins/reset_totp', { schema: { body: idBody, tags }, config: { permission: 'admins:reset_totp' } }, async (request) => {
    await resetAdminTotp(deps, request.admin, request.body.id);
    return null;
  });

  app.get('/roles', { schema: { querystring: roleListQuery, tags }, config: { permission: 'roles:list' } }, async (request) =>
    listRoles(deps.db, request.query),
  );

  app.get('/roles/:id', { schema: { params: idPathParams, tags }, config: { permission: 'roles:detail' } }, async (request) =>
    roleDetail(deps.db, request.params.id),
  );

  app.post('/roles/save', { schema: { body: roleSaveBody, tags }, config: { permission: 'roles:save' } }, async (request) =>
    saveRole(deps, request.admin, request.body),
  );

  app.post('/roles/delete', { schema: { body: idBody, tags }, config: { permission: 'roles:delete' } }, async (request) => {
    await deleteRole(deps, request.admin, request.body.id);
    return null;
  });

  app.get('/permissions', { schema: { tags }, config: { permission: 'permissions:list' } }, async (request) =>
    permissionTree(deps.db, request.admin),
  );

  app.post('/permissions/save', { schema: { body: permissionSaveBody, tags }, config: { permission: 'permissions:save' } }, async (request) =>
    savePermission(deps, request.admin, request.body),
  );

  app.post('/permissions/delete', { schema: { body: idBody, tags }, config: { permission: 'permissions:delete' } }, async (request) => {
    await deletePermission(deps, request.body.id);
    return null;
  });
}
