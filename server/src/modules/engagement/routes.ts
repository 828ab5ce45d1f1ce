import { hobbyBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { findUserById } from '../identity/service.ts';
import { hobbyList, saveHobbies } from './preferences.ts';

export async function engagementRoutes(app: App) {
  const { deps } = app;
  app.addHook('preHandler', app.requireUser);

  app.get('/hobbyList', { schema: { tags: ['engagement'] } }, async (request) => hobbyList(deps, request.user, request.lang));

  app.post('/hobby', { schema: { body: hobbyBody, tags: ['engagement'] } }, async (request) => {
    await saveHobbies(deps, request.user, request.body);
    const fresh = await findUserById(deps.db, request.user.id);
    return hobbyList(deps, fresh ?? request.user, request.lang);
  });
}
