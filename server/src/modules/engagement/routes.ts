import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { accountOf } from '../identity/index.ts';
import { hobbyList, saveHobbies } from './preferences.ts';

const routes = storefrontRoutes.engagement;

export async function engagementRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.hobbyList, async (request) => hobbyList(deps, await accountOf(deps.db, request.user), request.lang));

  registerRoute(app, routes.saveHobbies, async (request) => {
    await saveHobbies(deps, request.user, request.body);
    return hobbyList(deps, await accountOf(deps.db, request.user), request.lang);
  });
}
