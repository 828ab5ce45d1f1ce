import { cartAddBody, cartDeleteBody, cartSelectAllBody, cartUpdateBody, cartView } from '../cart.ts';
import { withSchemas } from './define.ts';
import { cartEndpoints } from './endpoints/cart.ts';

export const cartRoutes = withSchemas(cartEndpoints, {
  list: { response: cartView },
  add: { body: cartAddBody, response: cartView },
  update: { body: cartUpdateBody, response: cartView },
  selectAll: { body: cartSelectAllBody, response: cartView },
  delete: { body: cartDeleteBody, response: cartView },
});
