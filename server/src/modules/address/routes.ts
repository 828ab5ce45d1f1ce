import { addressDeleteBody, addressSaveBody, pageQuery } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';

/** The address book; every call is the signed-in user's own. */
export async function addressRoutes(app: App) {
  const { deps } = app;
  app.addHook('preHandler', app.requireUser);

  app.get('/address/page', { schema: { querystring: pageQuery, tags: ['address'] } }, async (request) =>
    listAddresses(deps.db, request.user.id, request.query),
  );

  app.post('/address/save', { schema: { body: addressSaveBody, tags: ['address'] } }, async (request) =>
    saveAddress(deps, request.user.id, request.body),
  );

  app.post('/address/delete', { schema: { body: addressDeleteBody, tags: ['address'] } }, async (request) => {
    await deleteAddress(deps, request.user.id, request.body.id);
    return null;
  });
}
