import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { addCustomerNote, addCustomerTag, bulkTagCustomers, customerTagsInUse, listCustomerNotes, listUsers, removeCustomerTag, setUserStatus, userDetail } from './admin-service.ts';

const routes = adminRoutes.users;

/** Customers in the back office; an agent-scoped admin sees only its agents' customers. */
export async function identityAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listUsers(deps, request.admin, request.query));

  registerRoute(app, routes.detail, async (request) => userDetail(deps, request.admin, request.params.id));

  registerRoute(app, routes.status, async (request) => setUserStatus(deps, request.admin, request.body.id, request.body.status));

  registerRoute(app, routes.notes, async (request) => listCustomerNotes(deps, request.admin, request.query));
  registerRoute(app, routes.addNote, async (request) => addCustomerNote(deps, request.admin, request.body));
  registerRoute(app, routes.tags, async (request) => customerTagsInUse(deps, request.admin));
  registerRoute(app, routes.addTag, async (request) => addCustomerTag(deps, request.admin, request.body));
  registerRoute(app, routes.removeTag, async (request) => removeCustomerTag(deps, request.admin, request.body));
  registerRoute(app, routes.bulkTag, async (request) => bulkTagCustomers(deps, request.admin, request.lang, request.body));
}
