import { addressDeleteBody, addressSaveBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';

/** The address book; every call is the signed-in user's own. */
export async function addressRoutes(app: App) {
  const { deps } = app;
  app.addHook('preHandler', app.requireUser);

  app.get('/address/page', { schema: { tags: ['address'] } }, async (request) => {
    const list = await listAddresses(deps.db, request.user.id);
    return { list, total: list.length, page: 1, limit: list.length };
  });

  app.post('/address/save', { schema: { body: addressSaveBody, tags: ['address'] } }, async (request) =>
    saveAddress(deps, request.user.id, request.body),
  );

  app.post('/address/delete', { schema: { body: addressDeleteBody, tags: ['address'] } }, async (request) => {
    await deleteAddress(deps, request.user.id, request.body.id);
    return null;
  });
}
