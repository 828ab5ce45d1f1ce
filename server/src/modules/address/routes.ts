import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { addressBook, deleteAddress, saveAddress } from './service.ts';

const routes = storefrontRoutes.address;

/** The address book; every call is the signed-in user's own. */
export async function addressRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.page, async (request) => addressBook(deps, request.user.id, request.query, request.lang));

  registerRoute(app, routes.save, async (request) => saveAddress(deps, request.user.id, request.body));

  registerRoute(app, routes.delete, async (request) => {
    await deleteAddress(deps, request.user.id, request.body.id);
    return null;
  });
}
