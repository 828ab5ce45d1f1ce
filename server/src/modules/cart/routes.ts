import type { FastifyRequest } from 'fastify';
import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf, type Reader } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { addToCart, cartOf, deleteCartLines, selectAllCartLines, updateCartLine } from './service.ts';
import { shippingRule } from './shipping-rule.ts';

const routes = storefrontRoutes.cart;

/** The shopping cart; every call answers the caller's whole cart after its change. */
export async function cartRoutes(app: App) {
  const { deps } = app;
  const cartAfter = async (request: FastifyRequest, userId: number, change?: (reader: Reader) => Promise<void>) => {
    const reader = await readerOf(deps, request);
    if (change) await change(reader);
    return cartOf(deps.db, userId, reader, await shippingRule(deps.ref));
  };

  registerRoute(app, routes.list, async (request) => cartAfter(request, request.user.id));
  registerRoute(app, routes.add, async (request) => addToCart(deps.db, request.user.id, request.body.sku_id, request.body.qty, await readerOf(deps, request), await shippingRule(deps.ref)));
  registerRoute(app, routes.update, async (request) => cartAfter(request, request.user.id, (reader) => updateCartLine(deps.db, request.user.id, request.body, reader)));
  registerRoute(app, routes.selectAll, async (request) => cartAfter(request, request.user.id, () => selectAllCartLines(deps.db, request.user.id, request.body.selected)));
  registerRoute(app, routes.delete, async (request) => cartAfter(request, request.user.id, () => deleteCartLines(deps.db, request.user.id, request.body.ids)));
}
