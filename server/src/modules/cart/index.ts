/** The cart module: what other modules and the app may use. */
export { cartRoutes } from './routes.ts';
export { cartLinesToOrder, removeOrderedCartLines } from './checkout-lines.ts';
export { freeShippingGap, shippingFeeOf, shippingRule, type ShippingRule } from './shipping-rule.ts';
