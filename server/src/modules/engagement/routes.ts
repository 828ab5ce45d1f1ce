import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { findUserById } from '../identity/index.ts';
import { hobbyList, saveHobbies } from './preferences.ts';

const routes = storefrontRoutes.engagement;

export async function engagementRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.hobbyList, async (request) => hobbyList(deps, request.user, request.lang));

  registerRoute(app, routes.saveHobbies, async (request) => {
    await saveHobbies(deps, request.user, request.body);
    const fresh = await findUserById(deps.db, request.user.id);
    return hobbyList(deps, fresh ?? request.user, request.lang);
  });
}
