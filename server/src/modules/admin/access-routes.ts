import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteAdmin, listAdmins, resetAdminPassword, resetAdminTotp, saveAdmin } from './admins-service.ts';
import { deletePermission, permissionTree, savePermission } from './permissions-service.ts';
import { deleteRole, listRoles, roleDetail, saveRole } from './roles-service.ts';

const { admins, roles, permissions } = adminRoutes;

/** Admins, roles and permissions (SPEC §6). */
export async function adminAccessRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, admins.list, async (request) => listAdmins(deps.db, request.admin, request.query));

  registerRoute(app, admins.save, async (request) => saveAdmin(deps, request.admin, request.body));

  registerRoute(app, admins.delete, async (request) => {
    await deleteAdmin(deps, request.admin, request.body.id);
    return null;
  });

  registerRoute(app, admins.resetPassword, async (request) => {
    await resetAdminPassword(deps, request.admin, request.body.id, request.body.password);
    return null;
  });

  registerRoute(app, admins.resetTotp, async (request) => {
    await resetAdminTotp(deps, request.admin, request.body.id);
    return null;
  });

  registerRoute(app, roles.list, async (request) => listRoles(deps.db, request.query));

  registerRoute(app, roles.detail, async (request) => roleDetail(deps.db, request.params.id));

  registerRoute(app, roles.save, async (request) => saveRole(deps, request.admin, request.body));

  registerRoute(app, roles.delete, async (request) => {
    await deleteRole(deps, request.admin, request.body.id);
    return null;
  });

  registerRoute(app, permissions.list, async (request) => permissionTree(deps.db, request.admin));

  registerRoute(app, permissions.save, async (request) => savePermission(deps, request.admin, request.body));

  registerRoute(app, permissions.delete, async (request) => {
    await deletePermission(deps, request.body.id);
    return null;
  });
}
